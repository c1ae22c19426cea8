import type { MigrationInterface, QueryRunner } from 'typeorm';

export class FeeRules1796519401159 implements MigrationInterface {
  name = 'FeeRules1796519401159';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "consulting_fees" ADD "consulted_on" date`);
    await queryRunner.query(`ALTER TABLE "consulting_fees" ADD "consultation_note" character varying(1000)`);
    await queryRunner.query(`CREATE TYPE "public"."fee_basis" AS ENUM('net_share', 'per_order', 'per_consultation')`);
    await queryRunner.query(`ALTER TABLE "partnership_models" ADD "fee_basis" "public"."fee_basis" NOT NULL DEFAULT 'net_share'`);
    await queryRunner.query(`ALTER TABLE "partnership_models" ADD "fee_fixed_cents" integer NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE "partnership_models" ADD CONSTRAINT "partnership_models_fee_fixed_not_negative" CHECK ("fee_fixed_cents" >= 0)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "partnership_models" DROP CONSTRAINT "partnership_models_fee_fixed_not_negative"`);
    await queryRunner.query(`ALTER TABLE "partnership_models" DROP COLUMN "fee_fixed_cents"`);
    await queryRunner.query(`ALTER TABLE "partnership_models" DROP COLUMN "fee_basis"`);
    await queryRunner.query(`DROP TYPE "public"."fee_basis"`);
    await queryRunner.query(`ALTER TABLE "consulting_fees" DROP COLUMN "consultation_note"`);
    await queryRunner.query(`ALTER TABLE "consulting_fees" DROP COLUMN "consulted_on"`);
  }
}
