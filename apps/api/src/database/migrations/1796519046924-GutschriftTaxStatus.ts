import type { MigrationInterface, QueryRunner } from 'typeorm';

export class GutschriftTaxStatus1796519046924 implements MigrationInterface {
  name = 'GutschriftTaxStatus1796519046924';

  // Issue 31, point 4: the practice's tax status and Steuernummer, the self-billing agreement as a consent
  // on the practice, the Gutschrift's mail, and correcting fees of cancelled orders already on a note.
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "consulting_fee_corrections" ("id" BIGSERIAL NOT NULL, "fee_id" bigint NOT NULL, "medical_center_id" bigint NOT NULL, "amount_cents" integer NOT NULL, "corrects_credit_note_id" bigint NOT NULL, "credit_note_id" bigint, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "consulting_fee_corrections_amount_negative" CHECK ("amount_cents" < 0), CONSTRAINT "PK_596599a603e3874011263ddd43e" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "consulting_fee_corrections_fee_unique" ON "consulting_fee_corrections"  ("fee_id") `);
    await queryRunner.query(`CREATE INDEX "consulting_fee_corrections_credit_note_index" ON "consulting_fee_corrections"  ("credit_note_id") `);
    await queryRunner.query(`CREATE INDEX "consulting_fee_corrections_open_index" ON "consulting_fee_corrections"  ("medical_center_id", "credit_note_id") `);
    await queryRunner.query(`ALTER TABLE "credit_notes" ADD "mailed_at" TIMESTAMP WITH TIME ZONE`);
    // Issued notes stay immutable; the mail's bookkeeping (mailed_at) may change too, also after the PDF.
    await queryRunner.query(`CREATE OR REPLACE FUNCTION credit_notes_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE rendering text[] := ARRAY['pdf', 'pdf_sha256', 'pdf_status', 'pdf_error', 'rendered_at'];
      BEGIN
        IF TG_OP = 'DELETE' THEN
          RAISE EXCEPTION 'credit note % is issued and is never deleted', OLD.number;
        END IF;
        IF (to_jsonb(NEW) - rendering - 'paid_at' - 'mailed_at') IS DISTINCT FROM (to_jsonb(OLD) - rendering - 'paid_at' - 'mailed_at')
          OR (OLD.paid_at IS NOT NULL AND NEW.paid_at IS DISTINCT FROM OLD.paid_at)
          OR (OLD.pdf_status = 'ready'
              AND (to_jsonb(NEW) - 'paid_at' - 'mailed_at') IS DISTINCT FROM (to_jsonb(OLD) - 'paid_at' - 'mailed_at')) THEN
          RAISE EXCEPTION 'credit note % is issued and cannot change', OLD.number;
        END IF;
        RETURN NEW;
      END $$`);
    await queryRunner.query(`CREATE TYPE "public"."practice_tax_status" AS ENUM('de_small_business', 'de_regular', 'at_small_business', 'at_regular')`);
    await queryRunner.query(`ALTER TABLE "medical_centers" ADD "tax_status" "public"."practice_tax_status"`);
    await queryRunner.query(`ALTER TABLE "medical_centers" ADD "billing_tax_number" character varying(32)`);
    await queryRunner.query(`ALTER TYPE "public"."consent_subject_type" ADD VALUE IF NOT EXISTS 'medical_center'`);
    await queryRunner.query(`ALTER TYPE "public"."consent_type" ADD VALUE IF NOT EXISTS 'SelfBilling'`);
    await queryRunner.query(`ALTER TABLE "consulting_fee_corrections" ADD CONSTRAINT "FK_f218219a0e98fd98993fa694368" FOREIGN KEY ("fee_id") REFERENCES "consulting_fees"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "consulting_fee_corrections" ADD CONSTRAINT "FK_afd17201ea93c97dc617751f7e8" FOREIGN KEY ("medical_center_id") REFERENCES "medical_centers"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "consulting_fee_corrections" ADD CONSTRAINT "FK_77f25e3c076564882ee99509e1e" FOREIGN KEY ("corrects_credit_note_id") REFERENCES "credit_notes"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "consulting_fee_corrections" ADD CONSTRAINT "FK_cb134d1bdcd8a5236ad1cf76aef" FOREIGN KEY ("credit_note_id") REFERENCES "credit_notes"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "consulting_fee_corrections"`);
    await queryRunner.query(`ALTER TABLE "medical_centers" DROP COLUMN "billing_tax_number"`);
    await queryRunner.query(`ALTER TABLE "medical_centers" DROP COLUMN "tax_status"`);
    await queryRunner.query(`DROP TYPE "public"."practice_tax_status"`);
    await queryRunner.query(`CREATE OR REPLACE FUNCTION credit_notes_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE rendering text[] := ARRAY['pdf', 'pdf_sha256', 'pdf_status', 'pdf_error', 'rendered_at'];
      BEGIN
        IF TG_OP = 'DELETE' THEN
          RAISE EXCEPTION 'credit note % is issued and is never deleted', OLD.number;
        END IF;
        IF (to_jsonb(NEW) - rendering - 'paid_at') IS DISTINCT FROM (to_jsonb(OLD) - rendering - 'paid_at')
          OR (OLD.paid_at IS NOT NULL AND NEW.paid_at IS DISTINCT FROM OLD.paid_at)
          OR (OLD.pdf_status = 'ready'
              AND (to_jsonb(NEW) - 'paid_at') IS DISTINCT FROM (to_jsonb(OLD) - 'paid_at')) THEN
          RAISE EXCEPTION 'credit note % is issued and cannot change', OLD.number;
        END IF;
        RETURN NEW;
      END $$`);
    await queryRunner.query(`ALTER TABLE "credit_notes" DROP COLUMN "mailed_at"`);
    // Enum values cannot be dropped: the acceptances and the text of the agreement go, the types are rebuilt.
    await queryRunner.query(`DELETE FROM "consent_acceptances" WHERE "type" = 'SelfBilling' OR "subject_type" = 'medical_center'`);
    await queryRunner.query(`DELETE FROM "consent_versions" WHERE "consent_id" IN (SELECT "id" FROM "consents" WHERE "type" = 'SelfBilling')`);
    await queryRunner.query(`DELETE FROM "consents" WHERE "type" = 'SelfBilling'`);
    await queryRunner.query(`DROP INDEX "public"."consents_type_sort_order_index"`);
    await queryRunner.query(`DROP INDEX "public"."consent_acceptances_subject_index"`);
    await queryRunner.query(`CREATE TYPE "public"."consent_type_old" AS ENUM('NewOrder', 'NewPatient', 'PatientRegistration', 'UploadBloodResult', 'UserRegistration')`);
    await queryRunner.query(`ALTER TABLE "consents" ALTER COLUMN "type" TYPE "public"."consent_type_old" USING "type"::"text"::"public"."consent_type_old"`);
    await queryRunner.query(`ALTER TABLE "consent_acceptances" ALTER COLUMN "type" TYPE "public"."consent_type_old" USING "type"::"text"::"public"."consent_type_old"`);
    await queryRunner.query(`DROP TYPE "public"."consent_type"`);
    await queryRunner.query(`ALTER TYPE "public"."consent_type_old" RENAME TO "consent_type"`);
    await queryRunner.query(`CREATE TYPE "public"."consent_subject_type_old" AS ENUM('user', 'patient', 'order', 'blood_upload')`);
    await queryRunner.query(`ALTER TABLE "consent_acceptances" ALTER COLUMN "subject_type" TYPE "public"."consent_subject_type_old" USING "subject_type"::"text"::"public"."consent_subject_type_old"`);
    await queryRunner.query(`DROP TYPE "public"."consent_subject_type"`);
    await queryRunner.query(`ALTER TYPE "public"."consent_subject_type_old" RENAME TO "consent_subject_type"`);
    await queryRunner.query(`CREATE INDEX "consents_type_sort_order_index" ON "consents" USING btree ("type", "sort_order") `);
    await queryRunner.query(`CREATE INDEX "consent_acceptances_subject_index" ON "consent_acceptances" USING btree ("subject_type", "subject_id") `);
  }
}
