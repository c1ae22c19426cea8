import type { MigrationInterface, QueryRunner } from 'typeorm';

// A search that starts as an order number does ('b-2026-…') is a prefix search on the numbers
// (ORDER_NUMBER_START_MATCHERS in order-queries.service.ts); the expression is ORDER_NUMBER_SEARCH_EXPRESSION.
export class OrderNumberPrefixIndex1796600000000 implements MigrationInterface {
  name = 'OrderNumberPrefixIndex1796600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "orders_order_number_prefix_index" ON "orders" ((lower("order_number")) text_pattern_ops)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS "orders_order_number_prefix_index"`);
  }
}
