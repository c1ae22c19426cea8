import type { MigrationInterface, QueryRunner } from 'typeorm';

export class SubscriptionsCreatedIndex1796592397504 implements MigrationInterface {
  name = 'SubscriptionsCreatedIndex1796592397504';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "subscriptions_created_index" ON "subscriptions"  ("created_at", "id") `,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."subscriptions_created_index"`);
  }
}
