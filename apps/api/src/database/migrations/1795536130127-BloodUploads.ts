import type { MigrationInterface, QueryRunner } from 'typeorm';

export class BloodUploads1795536130127 implements MigrationInterface {
  name = 'BloodUploads1795536130127';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TYPE "public"."blood_upload_state" AS ENUM('Received', 'Processed', 'Rejected')`,
    );
    await queryRunner.query(
      `CREATE TABLE "blood_uploads" ("id" BIGSERIAL NOT NULL, "patient_id" bigint NOT NULL, "uploaded_by" bigint, "file_name" character varying(255) NOT NULL, "content_type" character varying(32) NOT NULL, "size" integer NOT NULL, "sha256" character(64) NOT NULL, "content" bytea NOT NULL, "state" "public"."blood_upload_state" NOT NULL DEFAULT 'Received', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "processed_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_cc5aeed3acd42397ee4df85f701" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "blood_uploads_patient_created_index" ON "blood_uploads"  ("patient_id", "created_at") `,
    );
    await queryRunner.query(
      `CREATE TABLE "blood_upload_consents" ("blood_upload_id" bigint NOT NULL, "consent_id" bigint NOT NULL, "consent_version" integer NOT NULL, "accepted_by_user_id" bigint, "accepted_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_400b988ecc7babb84e6db4ad05a" PRIMARY KEY ("blood_upload_id", "consent_id"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "blood_uploads" ADD CONSTRAINT "FK_1cd242ed915ae90c20d4447441c" FOREIGN KEY ("patient_id") REFERENCES "patients"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "blood_uploads" ADD CONSTRAINT "FK_812a8e52bd3cd8ef2f0b7d2708d" FOREIGN KEY ("uploaded_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "blood_upload_consents" ADD CONSTRAINT "FK_bfaf06b3d592452f98e0b7eaaf9" FOREIGN KEY ("blood_upload_id") REFERENCES "blood_uploads"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "blood_upload_consents" ADD CONSTRAINT "FK_87fdcb44566de106b24f1a2473c" FOREIGN KEY ("consent_id") REFERENCES "consents"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "blood_upload_consents" DROP CONSTRAINT "FK_87fdcb44566de106b24f1a2473c"`,
    );
    await queryRunner.query(
      `ALTER TABLE "blood_upload_consents" DROP CONSTRAINT "FK_bfaf06b3d592452f98e0b7eaaf9"`,
    );
    await queryRunner.query(`ALTER TABLE "blood_uploads" DROP CONSTRAINT "FK_812a8e52bd3cd8ef2f0b7d2708d"`);
    await queryRunner.query(`ALTER TABLE "blood_uploads" DROP CONSTRAINT "FK_1cd242ed915ae90c20d4447441c"`);
    await queryRunner.query(`DROP TABLE "blood_upload_consents"`);
    await queryRunner.query(`DROP INDEX "public"."blood_uploads_patient_created_index"`);
    await queryRunner.query(`DROP TABLE "blood_uploads"`);
    await queryRunner.query(`DROP TYPE "public"."blood_upload_state"`);
  }
}
