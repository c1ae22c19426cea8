import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ReferenceRanges1796472018797 implements MigrationInterface {
  name = 'ReferenceRanges1796472018797';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "analysis_parameters" ADD "reference_ranges" jsonb NOT NULL DEFAULT '[]'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "analysis_parameters" DROP COLUMN "reference_ranges"`);
  }
}
