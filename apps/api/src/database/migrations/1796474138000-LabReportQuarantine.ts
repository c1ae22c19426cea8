import type { MigrationInterface, QueryRunner } from 'typeorm';

export class LabReportQuarantine1796474138000 implements MigrationInterface {
  name = 'LabReportQuarantine1796474138000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TYPE "public"."lab_report_quarantine_state" AS ENUM('pending', 'attached', 'discarded')`,
    );
    await queryRunner.query(
      `CREATE TABLE "lab_report_quarantine" ("id" BIGSERIAL NOT NULL, "lab_report_id" bigint NOT NULL, "order_id" bigint NOT NULL, "noi_order_id" bigint NOT NULL, "part_type" character varying(16) NOT NULL, "part_status" character varying(32) NOT NULL, "received_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "state" "public"."lab_report_quarantine_state" NOT NULL DEFAULT 'pending', "decided_by_user_id" bigint, "decided_at" TIMESTAMP WITH TIME ZONE, "decision_reason" text, CONSTRAINT "PK_33673b787c33af38565181d1fb9" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "lab_report_quarantine_report_unique" ON "lab_report_quarantine"  ("lab_report_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "lab_report_quarantine_state_received_index" ON "lab_report_quarantine"  ("state", "received_at", "id") `,
    );
    await queryRunner.query(
      `ALTER TABLE "lab_report_quarantine" ADD CONSTRAINT "FK_58378e6820d046578fadfb99ee7" FOREIGN KEY ("lab_report_id") REFERENCES "lab_reports"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "lab_report_quarantine" ADD CONSTRAINT "FK_53db545012893461a3c66e9725a" FOREIGN KEY ("decided_by_user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "lab_report_quarantine" DROP CONSTRAINT "FK_53db545012893461a3c66e9725a"`,
    );
    await queryRunner.query(
      `ALTER TABLE "lab_report_quarantine" DROP CONSTRAINT "FK_58378e6820d046578fadfb99ee7"`,
    );
    await queryRunner.query(`DROP INDEX "public"."lab_report_quarantine_state_received_index"`);
    await queryRunner.query(`DROP INDEX "public"."lab_report_quarantine_report_unique"`);
    await queryRunner.query(`DROP TABLE "lab_report_quarantine"`);
    await queryRunner.query(`DROP TYPE "public"."lab_report_quarantine_state"`);
  }
}
