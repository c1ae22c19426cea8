import type { MigrationInterface, QueryRunner } from 'typeorm';

export class OrdersCore1795344284984 implements MigrationInterface {
  name = 'OrdersCore1795344284984';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "micronutrients" ("id" BIGSERIAL NOT NULL, "code" character varying(64) NOT NULL, "name_de" character varying(128) NOT NULL, "name_en" character varying(128) NOT NULL, "unit" character varying(16) NOT NULL, "min_value" numeric(10,2) NOT NULL, "max_value" numeric(10,2) NOT NULL, "sort_order" integer NOT NULL, CONSTRAINT "PK_2ec937ab30b8c4b75bab61a63a0" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "micronutrients_code_unique" ON "micronutrients"  ("code") `,
    );
    await queryRunner.query(
      `CREATE INDEX "micronutrients_sort_index" ON "micronutrients"  ("sort_order", "id") `,
    );
    // Order numbers: 'B-' || nextval (nextOrderNumber in orders.service.ts).
    await queryRunner.query(`CREATE SEQUENCE IF NOT EXISTS orders_order_number_seq START 1000001`);
    await queryRunner.query(
      `CREATE TYPE "public"."order_payment_status" AS ENUM('Pending', 'Expired', 'Fail', 'Success', 'Canceled')`,
    );
    await queryRunner.query(
      `CREATE TABLE "orders" ("id" BIGSERIAL NOT NULL, "guid" uuid NOT NULL DEFAULT gen_random_uuid(), "order_number" character varying(32) NOT NULL, "patient_id" bigint NOT NULL, "medical_center_id" bigint NOT NULL, "created_by_user_id" bigint, "status" smallint NOT NULL DEFAULT '0', "payment_status" "public"."order_payment_status", "total_price_cents" integer NOT NULL DEFAULT '0', "placed_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_710e2d4957aa5878dfe94e4ac2f" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "orders_guid_unique" ON "orders"  ("guid") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "orders_order_number_unique" ON "orders"  ("order_number") `,
    );
    await queryRunner.query(
      `CREATE INDEX "orders_medical_center_created_index" ON "orders"  ("medical_center_id", "created_at", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "orders_patient_placed_index" ON "orders"  ("patient_id", "placed_at", "id") WHERE "placed_at" IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "orders_patient_created_index" ON "orders"  ("patient_id", "created_at", "id") `,
    );
    await queryRunner.query(`CREATE TYPE "public"."noi_order_type" AS ENUM('blood', 'dna', 'supplements')`);
    await queryRunner.query(
      `CREATE TYPE "public"."noi_order_status" AS ENUM('OrderPlaced', 'SampleNotRegistered', 'SampleRegistered', 'SentToLab', 'ArrivedInLab', 'AnalysisStarted', 'AnalysisFinished', 'ResultsSaved', 'ResultsReady', 'Recall', 'NotEnoughData', 'SupplementsRegistered', 'WaitingForResults', 'Delayed', 'Paused', 'ProductionStarted', 'OrderShipped', 'Canceled')`,
    );
    await queryRunner.query(
      `CREATE TABLE "noi_orders" ("id" BIGSERIAL NOT NULL, "order_id" bigint NOT NULL, "type" "public"."noi_order_type" NOT NULL, "status" "public"."noi_order_status" NOT NULL, "external_order_no" character varying(64), "sent_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_c6bac628dafa9d2c9e20e5f63df" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "noi_orders_order_type_unique" ON "noi_orders"  ("order_id", "type") `,
    );
    // Nothing wrote patient_micronutrients before this migration, so the new foreign key finds no orphans.
    await queryRunner.query(
      `ALTER TABLE "patient_micronutrients" ADD CONSTRAINT "FK_b6dde12dc35e283ed4a38855eff" FOREIGN KEY ("micronutrient_id") REFERENCES "micronutrients"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "orders" ADD CONSTRAINT "FK_31ac5021b328302fba17544ff9c" FOREIGN KEY ("patient_id") REFERENCES "patients"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "orders" ADD CONSTRAINT "FK_58975e82c933afca0bba4daaa5c" FOREIGN KEY ("medical_center_id") REFERENCES "medical_centers"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "orders" ADD CONSTRAINT "FK_a03a66fe7daff0497b2ef13760a" FOREIGN KEY ("created_by_user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "noi_orders" ADD CONSTRAINT "FK_53024abead084bbbd7837386232" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "noi_orders" DROP CONSTRAINT "FK_53024abead084bbbd7837386232"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP CONSTRAINT "FK_a03a66fe7daff0497b2ef13760a"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP CONSTRAINT "FK_58975e82c933afca0bba4daaa5c"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP CONSTRAINT "FK_31ac5021b328302fba17544ff9c"`);
    await queryRunner.query(
      `ALTER TABLE "patient_micronutrients" DROP CONSTRAINT "FK_b6dde12dc35e283ed4a38855eff"`,
    );
    await queryRunner.query(`DROP INDEX "public"."noi_orders_order_type_unique"`);
    await queryRunner.query(`DROP TABLE "noi_orders"`);
    await queryRunner.query(`DROP TYPE "public"."noi_order_status"`);
    await queryRunner.query(`DROP TYPE "public"."noi_order_type"`);
    await queryRunner.query(`DROP INDEX "public"."orders_patient_created_index"`);
    await queryRunner.query(`DROP INDEX "public"."orders_patient_placed_index"`);
    await queryRunner.query(`DROP INDEX "public"."orders_medical_center_created_index"`);
    await queryRunner.query(`DROP INDEX "public"."orders_order_number_unique"`);
    await queryRunner.query(`DROP INDEX "public"."orders_guid_unique"`);
    await queryRunner.query(`DROP TABLE "orders"`);
    await queryRunner.query(`DROP TYPE "public"."order_payment_status"`);
    await queryRunner.query(`DROP SEQUENCE IF EXISTS orders_order_number_seq`);
    await queryRunner.query(`DROP INDEX "public"."micronutrients_sort_index"`);
    await queryRunner.query(`DROP INDEX "public"."micronutrients_code_unique"`);
    await queryRunner.query(`DROP TABLE "micronutrients"`);
  }
}
