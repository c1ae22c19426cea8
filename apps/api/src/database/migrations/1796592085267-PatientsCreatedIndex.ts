import type { MigrationInterface, QueryRunner } from 'typeorm';

export class PatientsCreatedIndex1796592085267 implements MigrationInterface {
  name = 'PatientsCreatedIndex1796592085267';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "patients_created_index" ON "patients"  ("created_at", "id") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."patients_created_index"`);
  }
}
