import type { MigrationInterface, QueryRunner } from 'typeorm';

export class MicronutrientCatalogue1795536227210 implements MigrationInterface {
  name = 'MicronutrientCatalogue1795536227210';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "micronutrients" ADD "description" text NOT NULL DEFAULT ''`);
    await queryRunner.query(`ALTER TABLE "micronutrients" ADD "function" jsonb NOT NULL DEFAULT '[]'`);
    await queryRunner.query(`ALTER TABLE "micronutrients" ADD "efsa_opinion" text NOT NULL DEFAULT ''`);
    await queryRunner.query(`ALTER TABLE "micronutrients" ADD "safety_opinion" text NOT NULL DEFAULT ''`);
    await queryRunner.query(
      `ALTER TABLE "micronutrients" ADD "laboratory_parameters" text NOT NULL DEFAULT ''`,
    );
    await queryRunner.query(`ALTER TABLE "micronutrients" ADD "bibliography" jsonb NOT NULL DEFAULT '[]'`);
    await queryRunner.query(
      `ALTER TABLE "micronutrients" ADD "deficiency_symptoms" jsonb NOT NULL DEFAULT '[]'`,
    );
    await queryRunner.query(`ALTER TABLE "micronutrients" ADD "indications" jsonb NOT NULL DEFAULT '[]'`);
    await queryRunner.query(
      `ALTER TABLE "micronutrients" ADD "contraindications" jsonb NOT NULL DEFAULT '[]'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "micronutrients" DROP COLUMN "contraindications"`);
    await queryRunner.query(`ALTER TABLE "micronutrients" DROP COLUMN "indications"`);
    await queryRunner.query(`ALTER TABLE "micronutrients" DROP COLUMN "deficiency_symptoms"`);
    await queryRunner.query(`ALTER TABLE "micronutrients" DROP COLUMN "bibliography"`);
    await queryRunner.query(`ALTER TABLE "micronutrients" DROP COLUMN "laboratory_parameters"`);
    await queryRunner.query(`ALTER TABLE "micronutrients" DROP COLUMN "safety_opinion"`);
    await queryRunner.query(`ALTER TABLE "micronutrients" DROP COLUMN "efsa_opinion"`);
    await queryRunner.query(`ALTER TABLE "micronutrients" DROP COLUMN "function"`);
    await queryRunner.query(`ALTER TABLE "micronutrients" DROP COLUMN "description"`);
  }
}
