import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CapFacts1796471895816 implements MigrationInterface {
  name = 'CapFacts1796471895816';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "micronutrients" ADD "upper_level" numeric(10,2)`);
    await queryRunner.query(`ALTER TABLE "micronutrients" ADD "upper_level_scope" character varying(16)`);
    await queryRunner.query(`ALTER TABLE "micronutrients" ADD "dietary_intake" numeric(10,2)`);
    await queryRunner.query(`ALTER TABLE "micronutrients" ADD "cap_basis" text NOT NULL DEFAULT ''`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "micronutrients" DROP COLUMN "cap_basis"`);
    await queryRunner.query(`ALTER TABLE "micronutrients" DROP COLUMN "dietary_intake"`);
    await queryRunner.query(`ALTER TABLE "micronutrients" DROP COLUMN "upper_level_scope"`);
    await queryRunner.query(`ALTER TABLE "micronutrients" DROP COLUMN "upper_level"`);
  }
}
