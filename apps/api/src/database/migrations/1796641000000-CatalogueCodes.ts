import type { MigrationInterface, QueryRunner } from 'typeorm';

// Codes other software reads (issue 36): each blood marker's LOINC codes, each medication's WHO ATC code. The
// reference seed fills both; the DNA variants' gene, rsID and HGVS notation come from the code's catalogue.
export class CatalogueCodes1796641000000 implements MigrationInterface {
  name = 'CatalogueCodes1796641000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "analysis_parameters" ADD "loinc_codes" jsonb NOT NULL DEFAULT '[]'`,
    );
    await queryRunner.query(`ALTER TABLE "medications" ADD "atc_code" character varying(7)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "medications" DROP COLUMN "atc_code"`);
    await queryRunner.query(`ALTER TABLE "analysis_parameters" DROP COLUMN "loinc_codes"`);
  }
}
