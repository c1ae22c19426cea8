import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ConsentEvidence1796508285149 implements MigrationInterface {
  name = 'ConsentEvidence1796508285149';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "consent_versions" ("id" BIGSERIAL NOT NULL, "consent_id" bigint NOT NULL, "version" integer NOT NULL, "de" text NOT NULL, "en" text NOT NULL, "sha256" character(64) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_f11e8982dbcf6f1693771253930" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "consent_versions_text_unique" ON "consent_versions"  ("consent_id", "sha256") `,
    );
    await queryRunner.query(
      `CREATE TYPE "public"."consent_subject_type" AS ENUM('user', 'patient', 'order', 'blood_upload')`,
    );
    await queryRunner.query(
      `CREATE TABLE "consent_acceptances" ("id" BIGSERIAL NOT NULL, "consent_version_id" bigint NOT NULL, "type" "public"."consent_type" NOT NULL, "subject_type" "public"."consent_subject_type" NOT NULL, "subject_id" bigint NOT NULL, "patient_id" bigint, "accepted_by_user_id" bigint, "accepted_by_patient_id" bigint, "impersonator_id" bigint, "ip_address" character varying(64), "accepted_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_333cf4d53f7524bde1a65bea666" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "consent_acceptances_subject_index" ON "consent_acceptances"  ("subject_type", "subject_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "consent_acceptances_patient_index" ON "consent_acceptances"  ("patient_id", "accepted_at") `,
    );
    await queryRunner.query(
      `CREATE INDEX "consent_acceptances_accepted_by_user_index" ON "consent_acceptances"  ("accepted_by_user_id", "accepted_at") `,
    );
    await queryRunner.query(
      `ALTER TABLE "consent_versions" ADD CONSTRAINT "FK_0c142cc728e887d0cc867decccc" FOREIGN KEY ("consent_id") REFERENCES "consents"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "consent_acceptances" ADD CONSTRAINT "FK_759fa6019417622327b53ef8d53" FOREIGN KEY ("consent_version_id") REFERENCES "consent_versions"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    // The wordings in use today become the first kept versions.
    await queryRunner.query(`INSERT INTO "consent_versions" ("consent_id", "version", "de", "en", "sha256")
      SELECT c.id, c.version, c.de, c.en,
        encode(sha256(convert_to(c.de, 'UTF8') || '\\x00'::bytea || convert_to(c.en, 'UTF8')), 'hex')
      FROM "consents" c`);
    // Evidence and kept wordings are append-only: the database refuses to change or delete them.
    await queryRunner.query(`CREATE FUNCTION "consent_evidence_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION '% is append-only', TG_TABLE_NAME; END $$`);
    await queryRunner.query(`CREATE TRIGGER "consent_versions_append_only" BEFORE UPDATE OR DELETE ON "consent_versions"
      FOR EACH ROW EXECUTE FUNCTION "consent_evidence_append_only"()`);
    await queryRunner.query(`CREATE TRIGGER "consent_acceptances_append_only" BEFORE UPDATE OR DELETE ON "consent_acceptances"
      FOR EACH ROW EXECUTE FUNCTION "consent_evidence_append_only"()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "consent_acceptances_append_only" ON "consent_acceptances"`);
    await queryRunner.query(`DROP TRIGGER "consent_versions_append_only" ON "consent_versions"`);
    await queryRunner.query(`DROP FUNCTION "consent_evidence_append_only"()`);
    await queryRunner.query(
      `ALTER TABLE "consent_acceptances" DROP CONSTRAINT "FK_759fa6019417622327b53ef8d53"`,
    );
    await queryRunner.query(
      `ALTER TABLE "consent_versions" DROP CONSTRAINT "FK_0c142cc728e887d0cc867decccc"`,
    );
    await queryRunner.query(`DROP INDEX "public"."consent_acceptances_accepted_by_user_index"`);
    await queryRunner.query(`DROP INDEX "public"."consent_acceptances_patient_index"`);
    await queryRunner.query(`DROP INDEX "public"."consent_acceptances_subject_index"`);
    await queryRunner.query(`DROP TABLE "consent_acceptances"`);
    await queryRunner.query(`DROP TYPE "public"."consent_subject_type"`);
    await queryRunner.query(`DROP INDEX "public"."consent_versions_text_unique"`);
    await queryRunner.query(`DROP TABLE "consent_versions"`);
  }
}
