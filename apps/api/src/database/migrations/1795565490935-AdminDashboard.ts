import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AdminDashboard1795565490935 implements MigrationInterface {
  name = 'AdminDashboard1795565490935';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "orders_paid_placed_index" ON "orders"  ("placed_at") WHERE "payment_status" = 'Success'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."orders_paid_placed_index"`);
  }
}
