import type { MigrationInterface, QueryRunner } from 'typeorm';

// Blood markers carry their unit as a UCUM code and, for equivalents, the ion's charge: values are converted by
// @lhncbc/ucum-lhc (issue 36). The reference seed fills both (and each alternative unit's UCUM code).
export class UcumUnits1796639824940 implements MigrationInterface {
  name = 'UcumUnits1796639824940';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "analysis_parameters" ADD "ucum_unit" character varying(40)`);
    await queryRunner.query(`ALTER TABLE "analysis_parameters" ADD "charge" smallint`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "analysis_parameters" DROP COLUMN "charge"`);
    await queryRunner.query(`ALTER TABLE "analysis_parameters" DROP COLUMN "ucum_unit"`);
  }
}
