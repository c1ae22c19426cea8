import type { MigrationInterface, QueryRunner } from 'typeorm';

// FHIR out (issue 36): the UCUM unit a blood marker's first LOINC code is exchanged in, where that code is a mass
// code for a marker kept in moles (25-OH vitamin D, vitamin E). The reference seed fills it.
export class LoincExchangeUnit1796642000000 implements MigrationInterface {
  name = 'LoincExchangeUnit1796642000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "analysis_parameters" ADD "loinc_unit" character varying(40)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "analysis_parameters" DROP COLUMN "loinc_unit"`);
  }
}
