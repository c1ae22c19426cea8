import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreditNotes1795555472004 implements MigrationInterface {
  name = 'CreditNotes1795555472004';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "credit_notes" ("id" BIGSERIAL NOT NULL, "guid" uuid NOT NULL DEFAULT gen_random_uuid(), "number" character varying(32) NOT NULL, "doctor_id" bigint NOT NULL, "user_id" bigint NOT NULL, "medical_center_id" bigint NOT NULL, "amount_cents" integer NOT NULL, "net_cents" integer NOT NULL, "tax_cents" integer NOT NULL, "vat_rate_bp" integer NOT NULL, "lines" jsonb NOT NULL, "issuer" jsonb NOT NULL, "recipient" jsonb NOT NULL, "generated_at" TIMESTAMP WITH TIME ZONE NOT NULL, "paid_at" TIMESTAMP WITH TIME ZONE, "xml" text NOT NULL, "xml_sha256" character(64) NOT NULL, "pdf_status" "public"."billing_pdf_status" NOT NULL DEFAULT 'queued', "pdf" bytea, "pdf_sha256" character(64), "pdf_error" character varying(1000), "rendered_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "credit_notes_amount_positive" CHECK ("amount_cents" > 0), CONSTRAINT "PK_4933888a20b5469e119ad74b9e9" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "credit_notes_guid_unique" ON "credit_notes"  ("guid") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "credit_notes_number_unique" ON "credit_notes"  ("number") `,
    );
    await queryRunner.query(`CREATE INDEX "credit_notes_doctor_index" ON "credit_notes"  ("doctor_id") `);
    await queryRunner.query(
      `CREATE INDEX "credit_notes_center_index" ON "credit_notes"  ("medical_center_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "credit_notes_generated_index" ON "credit_notes"  ("generated_at", "id") `,
    );
    await queryRunner.query(
      `ALTER TABLE "credit_notes" ADD CONSTRAINT "FK_b51f5b93c1751fe4689a4cd1f23" FOREIGN KEY ("doctor_id") REFERENCES "doctors"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "credit_notes" ADD CONSTRAINT "FK_7681201cc79613a1288de1ae706" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "credit_notes" ADD CONSTRAINT "FK_c20a7b111375d9e62ad65e018f3" FOREIGN KEY ("medical_center_id") REFERENCES "medical_centers"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "consulting_fees" ADD CONSTRAINT "FK_5c678a972c3cd9ff423345ca1e1" FOREIGN KEY ("credit_note_id") REFERENCES "credit_notes"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    // A generated credit note is immutable: only its payment (once) and the rendering (until the PDF is stored) change.
    await queryRunner.query(`CREATE FUNCTION credit_notes_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
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
    await queryRunner.query(
      `CREATE TRIGGER credit_notes_immutable BEFORE UPDATE OR DELETE ON credit_notes FOR EACH ROW EXECUTE FUNCTION credit_notes_immutable()`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER credit_notes_immutable ON credit_notes`);
    await queryRunner.query(`DROP FUNCTION credit_notes_immutable()`);
    await queryRunner.query(`ALTER TABLE "consulting_fees" DROP CONSTRAINT "FK_5c678a972c3cd9ff423345ca1e1"`);
    await queryRunner.query(`ALTER TABLE "credit_notes" DROP CONSTRAINT "FK_c20a7b111375d9e62ad65e018f3"`);
    await queryRunner.query(`ALTER TABLE "credit_notes" DROP CONSTRAINT "FK_7681201cc79613a1288de1ae706"`);
    await queryRunner.query(`ALTER TABLE "credit_notes" DROP CONSTRAINT "FK_b51f5b93c1751fe4689a4cd1f23"`);
    await queryRunner.query(`DROP INDEX "public"."credit_notes_generated_index"`);
    await queryRunner.query(`DROP INDEX "public"."credit_notes_center_index"`);
    await queryRunner.query(`DROP INDEX "public"."credit_notes_doctor_index"`);
    await queryRunner.query(`DROP INDEX "public"."credit_notes_number_unique"`);
    await queryRunner.query(`DROP INDEX "public"."credit_notes_guid_unique"`);
    await queryRunner.query(`DROP TABLE "credit_notes"`);
  }
}
