import type { MigrationInterface, QueryRunner } from 'typeorm';

export class BillingDocumentMails1796508758149 implements MigrationInterface {
  name = 'BillingDocumentMails1796508758149';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "billing_documents" ADD "mailed_at" TIMESTAMP WITH TIME ZONE`);
    // Issued documents stay immutable; only the mail's bookkeeping (mailed_at) may change, also after the PDF.
    await queryRunner.query(`CREATE OR REPLACE FUNCTION billing_documents_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE rendering text[] := ARRAY['pdf', 'pdf_sha256', 'pdf_status', 'pdf_error', 'rendered_at'];
      BEGIN
        IF TG_OP = 'DELETE' THEN
          RAISE EXCEPTION 'billing document % is issued and is never deleted', OLD.number;
        END IF;
        IF (OLD.pdf_status = 'ready' AND (to_jsonb(NEW) - 'mailed_at') IS DISTINCT FROM (to_jsonb(OLD) - 'mailed_at'))
          OR (to_jsonb(NEW) - rendering - 'mailed_at') IS DISTINCT FROM (to_jsonb(OLD) - rendering - 'mailed_at') THEN
          RAISE EXCEPTION 'billing document % is issued and cannot change', OLD.number;
        END IF;
        RETURN NEW;
      END $$`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE OR REPLACE FUNCTION billing_documents_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE rendering text[] := ARRAY['pdf', 'pdf_sha256', 'pdf_status', 'pdf_error', 'rendered_at'];
      BEGIN
        IF TG_OP = 'DELETE' THEN
          RAISE EXCEPTION 'billing document % is issued and is never deleted', OLD.number;
        END IF;
        IF OLD.pdf_status = 'ready' OR (to_jsonb(NEW) - rendering) IS DISTINCT FROM (to_jsonb(OLD) - rendering) THEN
          RAISE EXCEPTION 'billing document % is issued and cannot change', OLD.number;
        END IF;
        RETURN NEW;
      END $$`);
    await queryRunner.query(`ALTER TABLE "billing_documents" DROP COLUMN "mailed_at"`);
  }
}
