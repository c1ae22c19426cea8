import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ReportReleases1796580382271 implements MigrationInterface {
  name = 'ReportReleases1796580382271';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TYPE "public"."report_kind" AS ENUM('blood', 'dna', 'medication', 'micronutrients')`);
    await queryRunner.query(`CREATE TABLE "report_releases" ("id" BIGSERIAL NOT NULL, "patient_id" bigint NOT NULL, "kind" "public"."report_kind" NOT NULL, "content" jsonb NOT NULL, "note" text, "released_by_user_id" bigint, "released_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "withdrawn_at" TIMESTAMP WITH TIME ZONE, "withdrawn_by_user_id" bigint, CONSTRAINT "PK_f10151d6f22a2b25aae01b7ed4a" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "report_releases_patient_index" ON "report_releases"  ("patient_id", "kind", "released_at") `);
    await queryRunner.query(`ALTER TABLE "report_releases" ADD CONSTRAINT "FK_15c488bd82b67b6ec9df8424390" FOREIGN KEY ("patient_id") REFERENCES "patients"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "report_releases" DROP CONSTRAINT "FK_15c488bd82b67b6ec9df8424390"`);
    await queryRunner.query(`DROP INDEX "public"."report_releases_patient_index"`);
    await queryRunner.query(`DROP TABLE "report_releases"`);
    await queryRunner.query(`DROP TYPE "public"."report_kind"`);
  }
}
