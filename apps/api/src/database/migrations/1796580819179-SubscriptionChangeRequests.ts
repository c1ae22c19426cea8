import type { MigrationInterface, QueryRunner } from 'typeorm';

export class SubscriptionChangeRequests1796580819179 implements MigrationInterface {
  name = 'SubscriptionChangeRequests1796580819179';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TYPE "public"."subscription_change_kind" AS ENUM('pause', 'cancel')`);
    await queryRunner.query(`CREATE TYPE "public"."subscription_change_request_status" AS ENUM('open', 'confirmed', 'declined', 'withdrawn')`);
    await queryRunner.query(`CREATE TABLE "subscription_change_requests" ("id" BIGSERIAL NOT NULL, "subscription_id" bigint NOT NULL, "patient_id" bigint NOT NULL, "kind" "public"."subscription_change_kind" NOT NULL, "message" text, "requested_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "status" "public"."subscription_change_request_status" NOT NULL DEFAULT 'open', "decided_by_user_id" bigint, "decided_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "subscription_change_requests_message_length" CHECK (char_length("message") <= 500), CONSTRAINT "PK_c6831c81fd2fef241c3f86d28dd" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "subscription_change_requests_patient_index" ON "subscription_change_requests"  ("patient_id", "requested_at") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "subscription_change_requests_one_open" ON "subscription_change_requests"  ("subscription_id") WHERE "status" = 'open'`);
    await queryRunner.query(`ALTER TABLE "subscription_change_requests" ADD CONSTRAINT "FK_6523b2a28b7b92fc946799f6440" FOREIGN KEY ("subscription_id") REFERENCES "subscriptions"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "subscription_change_requests" ADD CONSTRAINT "FK_b93e08078f4237d97e94aed0f7e" FOREIGN KEY ("patient_id") REFERENCES "patients"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "subscription_change_requests" ADD CONSTRAINT "FK_e130ea3fd8bad2eed61e4c03822" FOREIGN KEY ("decided_by_user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "subscription_change_requests" DROP CONSTRAINT "FK_e130ea3fd8bad2eed61e4c03822"`);
    await queryRunner.query(`ALTER TABLE "subscription_change_requests" DROP CONSTRAINT "FK_b93e08078f4237d97e94aed0f7e"`);
    await queryRunner.query(`ALTER TABLE "subscription_change_requests" DROP CONSTRAINT "FK_6523b2a28b7b92fc946799f6440"`);
    await queryRunner.query(`DROP INDEX "public"."subscription_change_requests_one_open"`);
    await queryRunner.query(`DROP INDEX "public"."subscription_change_requests_patient_index"`);
    await queryRunner.query(`DROP TABLE "subscription_change_requests"`);
    await queryRunner.query(`DROP TYPE "public"."subscription_change_request_status"`);
    await queryRunner.query(`DROP TYPE "public"."subscription_change_kind"`);
  }
}
