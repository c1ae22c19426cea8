import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AdminOrders1795565408608 implements MigrationInterface {
  name = 'AdminOrders1795565408608';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "orders_placed_at_statistics_index" ON "orders"  ("placed_at", "status", "total_price_cents") WHERE "placed_at" IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "orders_placed_created_index" ON "orders"  ("created_at", "id") WHERE "placed_at" IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."orders_placed_created_index"`);
    await queryRunner.query(`DROP INDEX "public"."orders_placed_at_statistics_index"`);
  }
}
