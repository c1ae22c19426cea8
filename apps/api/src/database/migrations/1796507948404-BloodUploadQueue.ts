import type { MigrationInterface, QueryRunner } from 'typeorm';

export class BloodUploadQueue1796507948404 implements MigrationInterface {
  name = 'BloodUploadQueue1796507948404';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "blood_uploads" ADD "processed_by" bigint`);
    await queryRunner.query(`ALTER TABLE "blood_uploads" ADD "rejection_reason" character varying(1000)`);
    await queryRunner.query(`ALTER TABLE "blood_uploads" ADD "analysis_result_id" bigint`);
    await queryRunner.query(`CREATE INDEX "blood_uploads_state_created_index" ON "blood_uploads"  ("state", "created_at") `);
    await queryRunner.query(`ALTER TABLE "blood_uploads" ADD CONSTRAINT "FK_31157db2467b08a8fb263f2b19a" FOREIGN KEY ("processed_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "blood_uploads" ADD CONSTRAINT "FK_b5b67385fdcb1dca1510424fd96" FOREIGN KEY ("analysis_result_id") REFERENCES "analysis_results"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "blood_uploads" DROP CONSTRAINT "FK_b5b67385fdcb1dca1510424fd96"`);
    await queryRunner.query(`ALTER TABLE "blood_uploads" DROP CONSTRAINT "FK_31157db2467b08a8fb263f2b19a"`);
    await queryRunner.query(`DROP INDEX "public"."blood_uploads_state_created_index"`);
    await queryRunner.query(`ALTER TABLE "blood_uploads" DROP COLUMN "analysis_result_id"`);
    await queryRunner.query(`ALTER TABLE "blood_uploads" DROP COLUMN "rejection_reason"`);
    await queryRunner.query(`ALTER TABLE "blood_uploads" DROP COLUMN "processed_by"`);
  }
}
