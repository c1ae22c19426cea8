import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ConsentWithdrawalsPatientDataExports1796580884908 implements MigrationInterface {
  name = 'ConsentWithdrawalsPatientDataExports1796580884908';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "consent_withdrawals" ("id" BIGSERIAL NOT NULL, "acceptance_id" bigint NOT NULL, "withdrawn_by_patient_id" bigint, "ip_address" character varying(64), "withdrawn_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "REL_c5eff693ba40c5b1493c3dc3d0" UNIQUE ("acceptance_id"), CONSTRAINT "PK_3a67a25f9c4bca801d7bbcee99f" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE TYPE "public"."patient_data_export_status" AS ENUM('queued', 'running', 'ready', 'failed')`);
    await queryRunner.query(`CREATE TABLE "patient_data_exports" ("id" BIGSERIAL NOT NULL, "patient_id" bigint NOT NULL, "status" "public"."patient_data_export_status" NOT NULL DEFAULT 'queued', "progress" smallint NOT NULL DEFAULT '0', "locale" character varying(5) NOT NULL DEFAULT 'de', "json" bytea, "pdf" bytea, "error" character varying(1000), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "ready_at" TIMESTAMP WITH TIME ZONE, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_517a5020bf03d2354ded8796657" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "patient_data_exports_expires_at_index" ON "patient_data_exports"  ("expires_at") `);
    await queryRunner.query(`CREATE INDEX "patient_data_exports_patient_index" ON "patient_data_exports"  ("patient_id", "created_at") `);
    await queryRunner.query(`ALTER TABLE "consent_withdrawals" ADD CONSTRAINT "FK_c5eff693ba40c5b1493c3dc3d0f" FOREIGN KEY ("acceptance_id") REFERENCES "consent_acceptances"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    // Withdrawals are evidence too (DSGVO Art. 7(1)): append-only like the acceptances.
    await queryRunner.query(`CREATE TRIGGER "consent_withdrawals_append_only" BEFORE UPDATE OR DELETE ON "consent_withdrawals"
      FOR EACH ROW EXECUTE FUNCTION "consent_evidence_append_only"()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "consent_withdrawals_append_only" ON "consent_withdrawals"`);
    await queryRunner.query(`ALTER TABLE "consent_withdrawals" DROP CONSTRAINT "FK_c5eff693ba40c5b1493c3dc3d0f"`);
    await queryRunner.query(`DROP INDEX "public"."patient_data_exports_patient_index"`);
    await queryRunner.query(`DROP INDEX "public"."patient_data_exports_expires_at_index"`);
    await queryRunner.query(`DROP TABLE "patient_data_exports"`);
    await queryRunner.query(`DROP TYPE "public"."patient_data_export_status"`);
    await queryRunner.query(`DROP TABLE "consent_withdrawals"`);
  }
}
