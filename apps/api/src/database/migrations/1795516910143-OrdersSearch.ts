import type { MigrationInterface, QueryRunner } from 'typeorm';

export class OrdersSearch1795516910143 implements MigrationInterface {
  name = 'OrdersSearch1795516910143';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Substring search on order numbers (orders list); the expression is ORDER_NUMBER_SEARCH_EXPRESSION.
    await queryRunner.query(
      `CREATE INDEX "orders_order_number_trgm_index" ON "orders" USING gin ((lower("order_number")) gin_trgm_ops)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS "orders_order_number_trgm_index"`);
  }
}
