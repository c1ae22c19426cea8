import type { MigrationInterface, QueryRunner } from 'typeorm';

export class LabExchange1795526766576 implements MigrationInterface {
  name = 'LabExchange1795526766576';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "noi_order_registration_responses" ("id" BIGSERIAL NOT NULL, "order_id" bigint NOT NULL, "noi_order_id" bigint NOT NULL, "status" smallint NOT NULL, "errors" jsonb NOT NULL DEFAULT '[]', "order_type" "public"."noi_order_type" NOT NULL, "barcode" character varying(64), "received_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_c6156df436f2d2437f2167cf2f5" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "noi_order_registration_responses_order_index" ON "noi_order_registration_responses"  ("order_id", "received_at") `,
    );
    await queryRunner.query(`ALTER TABLE "noi_orders" ADD "noi_order_id" character varying(64)`);
    await queryRunner.query(`ALTER TABLE "noi_orders" ADD "sent_data" jsonb`);
    await queryRunner.query(`ALTER TABLE "noi_orders" ADD "sample_id" bigint`);
    await queryRunner.query(`ALTER TABLE "noi_orders" ADD "lab_sequence" integer NOT NULL DEFAULT '0'`);
    // Widened in place (our number for a part is the order number and the part name).
    await queryRunner.query(
      `ALTER TABLE "noi_orders" ALTER COLUMN "external_order_no" TYPE character varying(100)`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "noi_orders_noi_order_id_unique" ON "noi_orders"  ("noi_order_id") WHERE "noi_order_id" IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "noi_orders_lab_open_index" ON "noi_orders"  ("updated_at") WHERE "noi_order_id" IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "noi_orders_awaiting_send_index" ON "noi_orders"  ("order_id") WHERE "status" IN ('SampleRegistered', 'OrderPlaced')`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."noi_orders_awaiting_send_index"`);
    await queryRunner.query(`DROP INDEX "public"."noi_orders_lab_open_index"`);
    await queryRunner.query(`DROP INDEX "public"."noi_orders_noi_order_id_unique"`);
    await queryRunner.query(
      `ALTER TABLE "noi_orders" ALTER COLUMN "external_order_no" TYPE character varying(64)`,
    );
    await queryRunner.query(`ALTER TABLE "noi_orders" DROP COLUMN "lab_sequence"`);
    await queryRunner.query(`ALTER TABLE "noi_orders" DROP COLUMN "sample_id"`);
    await queryRunner.query(`ALTER TABLE "noi_orders" DROP COLUMN "sent_data"`);
    await queryRunner.query(`ALTER TABLE "noi_orders" DROP COLUMN "noi_order_id"`);
    await queryRunner.query(`DROP INDEX "public"."noi_order_registration_responses_order_index"`);
    await queryRunner.query(`DROP TABLE "noi_order_registration_responses"`);
  }
}
