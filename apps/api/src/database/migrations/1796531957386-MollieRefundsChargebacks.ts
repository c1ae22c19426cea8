import type { MigrationInterface, QueryRunner } from 'typeorm';

export class MollieRefundsChargebacks1796531957386 implements MigrationInterface {
  name = 'MollieRefundsChargebacks1796531957386';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "payment_chargebacks" ("id" BIGSERIAL NOT NULL, "order_id" bigint NOT NULL, "provider" character varying(32) NOT NULL, "provider_payment_id" character varying(64) NOT NULL, "provider_chargeback_id" character varying(64) NOT NULL, "amount_cents" integer NOT NULL, "reason" text, "charged_back_at" TIMESTAMP WITH TIME ZONE NOT NULL, "reversed_at" TIMESTAMP WITH TIME ZONE, "received_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_e31729d93ce7f52386c2e7b9cd8" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "payment_chargebacks_provider_unique" ON "payment_chargebacks"  ("provider_chargeback_id") `);
    await queryRunner.query(`CREATE INDEX "payment_chargebacks_received_index" ON "payment_chargebacks"  ("received_at") `);
    await queryRunner.query(`CREATE INDEX "payment_chargebacks_order_index" ON "payment_chargebacks"  ("order_id") `);
    await queryRunner.query(`CREATE TYPE "public"."payment_refund_status" AS ENUM('Queued', 'Pending', 'Refunded', 'Failed')`);
    await queryRunner.query(`CREATE TABLE "payment_refunds" ("id" BIGSERIAL NOT NULL, "order_id" bigint NOT NULL, "cause" character varying(64) NOT NULL, "storno_id" bigint, "storno_number" character varying(32), "provider" character varying(32) NOT NULL, "provider_payment_id" character varying(64) NOT NULL, "provider_refund_id" character varying(64), "amount_cents" integer NOT NULL, "status" "public"."payment_refund_status" NOT NULL, "try_no" integer NOT NULL DEFAULT '1', "last_error" text, "refunded_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_c33fe9426d69e3d60080c7d2f06" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "payment_refunds_provider_refund_unique" ON "payment_refunds"  ("provider_refund_id") `);
    await queryRunner.query(`CREATE INDEX "payment_refunds_failed_index" ON "payment_refunds"  ("updated_at") WHERE "status" = 'Failed'`);
    await queryRunner.query(`CREATE INDEX "payment_refunds_open_index" ON "payment_refunds"  ("updated_at") WHERE "status" IN ('Queued', 'Pending')`);
    await queryRunner.query(`CREATE INDEX "payment_refunds_order_index" ON "payment_refunds"  ("order_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "payment_refunds_cause_unique" ON "payment_refunds"  ("cause") `);
    await queryRunner.query(`ALTER TABLE "payment_attempts" ADD "method" character varying(32)`);
    await queryRunner.query(`ALTER TYPE "public"."order_payment_status" ADD VALUE 'ChargedBack'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TYPE "public"."order_payment_status_old" AS ENUM('Pending', 'Expired', 'Fail', 'Success', 'Canceled')`);
    await queryRunner.query(`ALTER TABLE "orders" ALTER COLUMN "payment_status" TYPE "public"."order_payment_status_old" USING "payment_status"::"text"::"public"."order_payment_status_old"`);
    await queryRunner.query(`DROP TYPE "public"."order_payment_status"`);
    await queryRunner.query(`ALTER TYPE "public"."order_payment_status_old" RENAME TO "order_payment_status"`);
    await queryRunner.query(`ALTER TABLE "payment_attempts" DROP COLUMN "method"`);
    await queryRunner.query(`DROP INDEX "public"."payment_refunds_cause_unique"`);
    await queryRunner.query(`DROP INDEX "public"."payment_refunds_order_index"`);
    await queryRunner.query(`DROP INDEX "public"."payment_refunds_open_index"`);
    await queryRunner.query(`DROP INDEX "public"."payment_refunds_failed_index"`);
    await queryRunner.query(`DROP INDEX "public"."payment_refunds_provider_refund_unique"`);
    await queryRunner.query(`DROP TABLE "payment_refunds"`);
    await queryRunner.query(`DROP TYPE "public"."payment_refund_status"`);
    await queryRunner.query(`DROP INDEX "public"."payment_chargebacks_order_index"`);
    await queryRunner.query(`DROP INDEX "public"."payment_chargebacks_received_index"`);
    await queryRunner.query(`DROP INDEX "public"."payment_chargebacks_provider_unique"`);
    await queryRunner.query(`DROP TABLE "payment_chargebacks"`);
  }
}
