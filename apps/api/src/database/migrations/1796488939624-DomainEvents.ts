import type { MigrationInterface, QueryRunner } from 'typeorm';

export class DomainEvents1796488939624 implements MigrationInterface {
  name = 'DomainEvents1796488939624';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "domain_event_deliveries" ("event_id" uuid NOT NULL, "listener" text NOT NULL, "delivered_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_fad3928ca711ef8fa9df62ecc37" PRIMARY KEY ("event_id", "listener"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "domain_events" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "name" text NOT NULL, "payload" jsonb NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "delivered_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_66e0920a32dda3a89b46ee7a981" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "domain_events_delivered" ON "domain_events"  ("delivered_at") WHERE delivered_at IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "domain_events_undelivered" ON "domain_events"  ("created_at") WHERE delivered_at IS NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."domain_events_undelivered"`);
    await queryRunner.query(`DROP INDEX "public"."domain_events_delivered"`);
    await queryRunner.query(`DROP TABLE "domain_events"`);
    await queryRunner.query(`DROP TABLE "domain_event_deliveries"`);
  }
}
