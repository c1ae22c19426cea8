import type { MigrationInterface, QueryRunner } from 'typeorm';

export class LabReports1795529964681 implements MigrationInterface {
  name = 'LabReports1795529964681';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "lab_reports" ("id" BIGSERIAL NOT NULL, "order_id" bigint NOT NULL, "noi_order_id" bigint NOT NULL, "lab_order_id" character varying(64) NOT NULL, "report_id" character varying(64) NOT NULL, "version" integer NOT NULL, "status" character varying(16) NOT NULL, "issued_at" TIMESTAMP WITH TIME ZONE NOT NULL, "collected_on" date NOT NULL, "blood" jsonb NOT NULL DEFAULT '[]', "genotypes" jsonb NOT NULL DEFAULT '[]', "received_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "applied_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_74f2257c47fe57f4984a0da2fff" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "lab_reports_unapplied_index" ON "lab_reports"  ("received_at") WHERE "applied_at" IS NULL`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "lab_reports_lab_order_version_unique" ON "lab_reports"  ("lab_order_id", "version") `,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."lab_reports_lab_order_version_unique"`);
    await queryRunner.query(`DROP INDEX "public"."lab_reports_unapplied_index"`);
    await queryRunner.query(`DROP TABLE "lab_reports"`);
  }
}
