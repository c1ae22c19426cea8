import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Billing1795516709311 implements MigrationInterface {
  name = 'Billing1795516709311';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TYPE "public"."billing_document_kind" AS ENUM('invoice', 'storno')`);
    await queryRunner.query(`CREATE TYPE "public"."billing_pdf_status" AS ENUM('queued', 'ready', 'failed')`);
    await queryRunner.query(
      `CREATE TABLE "billing_documents" ("id" BIGSERIAL NOT NULL, "guid" uuid NOT NULL DEFAULT gen_random_uuid(), "kind" "public"."billing_document_kind" NOT NULL, "number" character varying(32) NOT NULL, "order_id" bigint NOT NULL, "references_document_id" bigint, "references_number" character varying(32), "issued_at" TIMESTAMP WITH TIME ZONE NOT NULL, "order_number" character varying(32) NOT NULL, "order_placed_at" TIMESTAMP WITH TIME ZONE NOT NULL, "gross_cents" integer NOT NULL, "net_cents" integer NOT NULL, "tax_cents" integer NOT NULL, "original_cents" integer NOT NULL, "discount_cents" integer NOT NULL, "discount_code" character varying(64), "lines" jsonb NOT NULL, "tax_lines" jsonb NOT NULL, "seller" jsonb NOT NULL, "buyer" jsonb NOT NULL, "pdf_status" "public"."billing_pdf_status" NOT NULL DEFAULT 'queued', "pdf" bytea, "pdf_sha256" character(64), "pdf_error" character varying(1000), "rendered_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_cf6eb41b7b2123fadf2ca37291c" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "billing_documents_guid_unique" ON "billing_documents"  ("guid") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "billing_documents_number_unique" ON "billing_documents"  ("number") `,
    );
    await queryRunner.query(
      `CREATE INDEX "billing_documents_order_index" ON "billing_documents"  ("order_id", "kind") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "billing_documents_one_storno_per_invoice" ON "billing_documents"  ("references_document_id") WHERE "references_document_id" IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "billing_documents_one_invoice_per_order" ON "billing_documents"  ("order_id") WHERE "kind" = 'invoice'`,
    );
    await queryRunner.query(
      `ALTER TABLE "billing_documents" ADD CONSTRAINT "FK_d5c9cf952128507392eb30f5d70" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "billing_documents" ADD CONSTRAINT "FK_050efae32b9300c61d29b290fce" FOREIGN KEY ("references_document_id") REFERENCES "billing_documents"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    // Issued documents are immutable: only the rendering columns change, and only until the PDF is stored.
    await queryRunner.query(`CREATE FUNCTION billing_documents_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
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
    await queryRunner.query(
      `CREATE TRIGGER billing_documents_immutable BEFORE UPDATE OR DELETE ON billing_documents FOR EACH ROW EXECUTE FUNCTION billing_documents_immutable()`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER billing_documents_immutable ON billing_documents`);
    await queryRunner.query(`DROP FUNCTION billing_documents_immutable()`);
    await queryRunner.query(
      `ALTER TABLE "billing_documents" DROP CONSTRAINT "FK_050efae32b9300c61d29b290fce"`,
    );
    await queryRunner.query(
      `ALTER TABLE "billing_documents" DROP CONSTRAINT "FK_d5c9cf952128507392eb30f5d70"`,
    );
    await queryRunner.query(`DROP INDEX "public"."billing_documents_one_invoice_per_order"`);
    await queryRunner.query(`DROP INDEX "public"."billing_documents_one_storno_per_invoice"`);
    await queryRunner.query(`DROP INDEX "public"."billing_documents_order_index"`);
    await queryRunner.query(`DROP INDEX "public"."billing_documents_number_unique"`);
    await queryRunner.query(`DROP INDEX "public"."billing_documents_guid_unique"`);
    await queryRunner.query(`DROP TABLE "billing_documents"`);
    await queryRunner.query(`DROP TYPE "public"."billing_pdf_status"`);
    await queryRunner.query(`DROP TYPE "public"."billing_document_kind"`);
  }
}
