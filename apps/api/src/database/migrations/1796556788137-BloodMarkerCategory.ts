import type { MigrationInterface, QueryRunner } from 'typeorm';

export class BloodMarkerCategory1796556788137 implements MigrationInterface {
  name = 'BloodMarkerCategory1796556788137';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "analysis_parameters" ADD "category" character varying(16)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "analysis_parameters" DROP COLUMN "category"`);
  }
}
