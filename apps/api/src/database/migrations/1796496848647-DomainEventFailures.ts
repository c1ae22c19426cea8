import type { MigrationInterface, QueryRunner } from 'typeorm';

export class DomainEventFailures1796496848647 implements MigrationInterface {
  name = 'DomainEventFailures1796496848647';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "domain_events" ADD "last_failed_at" TIMESTAMP WITH TIME ZONE`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "domain_events" DROP COLUMN "last_failed_at"`);
  }
}
