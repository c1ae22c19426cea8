import type { MigrationInterface, QueryRunner } from 'typeorm';

export class PortalReleasesAndPatientDocuments1796580745512 implements MigrationInterface {
  name = 'PortalReleasesAndPatientDocuments1796580745512';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "stored_documents" ADD "owner_patient_id" bigint`);
    await queryRunner.query(`ALTER TABLE "report_releases" ADD "superseded_by_id" bigint`);
    await queryRunner.query(`ALTER TABLE "report_releases" ADD "read_count" integer NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE "report_releases" ADD "last_read_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "stored_documents" DROP CONSTRAINT "FK_54e7e859d97e69e54b1896074e4"`);
    await queryRunner.query(`ALTER TABLE "stored_documents" ALTER COLUMN "owner_id" DROP NOT NULL`);
    await queryRunner.query(`CREATE INDEX "stored_documents_owner_patient_id_index" ON "stored_documents"  ("owner_patient_id") `);
    await queryRunner.query(`ALTER TABLE "stored_documents" ADD CONSTRAINT "stored_documents_one_owner" CHECK (num_nonnulls(owner_id, owner_patient_id) = 1)`);
    await queryRunner.query(`ALTER TABLE "stored_documents" ADD CONSTRAINT "FK_54e7e859d97e69e54b1896074e4" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "stored_documents" ADD CONSTRAINT "FK_c0bf75bb86718a3dc124f93cc93" FOREIGN KEY ("owner_patient_id") REFERENCES "patients"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "report_releases" ADD CONSTRAINT "FK_21a76d4d2736cb452778d7410e0" FOREIGN KEY ("released_by_user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "report_releases" DROP CONSTRAINT "FK_21a76d4d2736cb452778d7410e0"`);
    await queryRunner.query(`ALTER TABLE "stored_documents" DROP CONSTRAINT "FK_c0bf75bb86718a3dc124f93cc93"`);
    await queryRunner.query(`ALTER TABLE "stored_documents" DROP CONSTRAINT "FK_54e7e859d97e69e54b1896074e4"`);
    await queryRunner.query(`ALTER TABLE "stored_documents" DROP CONSTRAINT "stored_documents_one_owner"`);
    await queryRunner.query(`DROP INDEX "public"."stored_documents_owner_patient_id_index"`);
    await queryRunner.query(`ALTER TABLE "stored_documents" ALTER COLUMN "owner_id" SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE "stored_documents" ADD CONSTRAINT "FK_54e7e859d97e69e54b1896074e4" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "report_releases" DROP COLUMN "last_read_at"`);
    await queryRunner.query(`ALTER TABLE "report_releases" DROP COLUMN "read_count"`);
    await queryRunner.query(`ALTER TABLE "report_releases" DROP COLUMN "superseded_by_id"`);
    await queryRunner.query(`ALTER TABLE "stored_documents" DROP COLUMN "owner_patient_id"`);
  }
}
