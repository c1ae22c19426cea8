import type { MigrationInterface, QueryRunner } from 'typeorm';

// The final invoice (issue 31, point 3). The enum is rebuilt rather than extended with ADD VALUE: the partial
// indexes below use the new value, which Postgres refuses in the transaction that added it.
export class FinalInvoices1796519531543 implements MigrationInterface {
  name = 'FinalInvoices1796519531543';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "billing_documents" ADD "paid_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "billing_documents" ADD "supplied_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "billing_documents" ADD "prepaid_cents" integer`);
    await queryRunner.query(`DROP INDEX "public"."billing_documents_order_index"`);
    await queryRunner.query(`DROP INDEX "public"."billing_documents_one_invoice_per_order"`);
    await queryRunner.query(`DROP INDEX "public"."billing_documents_one_storno_per_invoice"`);
    await queryRunner.query(`ALTER TYPE "public"."billing_document_kind" RENAME TO "billing_document_kind_old"`);
    await queryRunner.query(`CREATE TYPE "public"."billing_document_kind" AS ENUM('invoice', 'storno', 'final_invoice')`);
    await queryRunner.query(`ALTER TABLE "billing_documents" ALTER COLUMN "kind" TYPE "public"."billing_document_kind" USING "kind"::"text"::"public"."billing_document_kind"`);
    await queryRunner.query(`DROP TYPE "public"."billing_document_kind_old"`);
    await queryRunner.query(`CREATE INDEX "billing_documents_order_index" ON "billing_documents"  ("order_id", "kind") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "billing_documents_one_invoice_per_order" ON "billing_documents"  ("order_id") WHERE "kind" = 'invoice'`);
    await queryRunner.query(`CREATE UNIQUE INDEX "billing_documents_one_final_invoice_per_order" ON "billing_documents"  ("order_id") WHERE "kind" = 'final_invoice'`);
    // A final invoice names the prepayment invoice too: one storno per document, whatever else refers to it.
    await queryRunner.query(`CREATE UNIQUE INDEX "billing_documents_one_storno_per_invoice" ON "billing_documents"  ("references_document_id") WHERE "kind" = 'storno'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."billing_documents_one_storno_per_invoice"`);
    await queryRunner.query(`DROP INDEX "public"."billing_documents_one_final_invoice_per_order"`);
    await queryRunner.query(`DROP INDEX "public"."billing_documents_one_invoice_per_order"`);
    await queryRunner.query(`DROP INDEX "public"."billing_documents_order_index"`);
    // Issued documents are never deleted (trigger): with a final invoice issued the cast below fails, as it should.
    await queryRunner.query(`CREATE TYPE "public"."billing_document_kind_old" AS ENUM('invoice', 'storno')`);
    await queryRunner.query(`ALTER TABLE "billing_documents" ALTER COLUMN "kind" TYPE "public"."billing_document_kind_old" USING "kind"::"text"::"public"."billing_document_kind_old"`);
    await queryRunner.query(`DROP TYPE "public"."billing_document_kind"`);
    await queryRunner.query(`ALTER TYPE "public"."billing_document_kind_old" RENAME TO "billing_document_kind"`);
    await queryRunner.query(`CREATE INDEX "billing_documents_order_index" ON "billing_documents"  ("order_id", "kind") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "billing_documents_one_invoice_per_order" ON "billing_documents"  ("order_id") WHERE "kind" = 'invoice'`);
    await queryRunner.query(`CREATE UNIQUE INDEX "billing_documents_one_storno_per_invoice" ON "billing_documents"  ("references_document_id") WHERE "references_document_id" IS NOT NULL`);
    await queryRunner.query(`ALTER TABLE "billing_documents" DROP COLUMN "prepaid_cents"`);
    await queryRunner.query(`ALTER TABLE "billing_documents" DROP COLUMN "supplied_at"`);
    await queryRunner.query(`ALTER TABLE "billing_documents" DROP COLUMN "paid_at"`);
  }
}
