import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ConsentAppliesTo1796472754866 implements MigrationInterface {
  name = 'ConsentAppliesTo1796472754866';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TYPE "public"."consent_applies_to" AS ENUM('all', 'dna')`);
    await queryRunner.query(
      `ALTER TABLE "consents" ADD "applies_to" "public"."consent_applies_to" NOT NULL DEFAULT 'all'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "consents" DROP COLUMN "applies_to"`);
    await queryRunner.query(`DROP TYPE "public"."consent_applies_to"`);
  }
}
