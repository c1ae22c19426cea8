import type { MigrationInterface, QueryRunner } from 'typeorm';

export class OrdersSampleBarcodeSearch1795526385095 implements MigrationInterface {
  name = 'OrdersSampleBarcodeSearch1795526385095';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Substring search on sample barcodes (orders list); the expression is SAMPLE_BARCODE_SEARCH_EXPRESSION.
    await queryRunner.query(
      `CREATE INDEX "samples_barcode_trgm_index" ON "samples" USING gin ((lower("barcode")) gin_trgm_ops)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS "samples_barcode_trgm_index"`);
  }
}
