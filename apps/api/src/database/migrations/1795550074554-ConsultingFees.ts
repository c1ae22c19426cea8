import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ConsultingFees1795550074554 implements MigrationInterface {
  name = 'ConsultingFees1795550074554';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TYPE "public"."consulting_fee_status" AS ENUM('Unpaid', 'Paid', 'Canceled')`,
    );
    await queryRunner.query(
      `CREATE TABLE "consulting_fees" ("id" BIGSERIAL NOT NULL, "order_id" bigint NOT NULL, "medical_center_id" bigint, "patient_id" bigint NOT NULL, "amount_cents" integer NOT NULL, "status" "public"."consulting_fee_status" NOT NULL DEFAULT 'Unpaid', "credit_note_id" bigint, "generated_at" TIMESTAMP WITH TIME ZONE, "paid_at" TIMESTAMP WITH TIME ZONE, "canceled_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "consulting_fees_amount_not_negative" CHECK ("amount_cents" >= 0), CONSTRAINT "PK_ae2d9c8cad24aa0a799a924fb4a" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "consulting_fees_order_unique" ON "consulting_fees"  ("order_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "consulting_fees_patient_index" ON "consulting_fees"  ("patient_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "consulting_fees_credit_note_index" ON "consulting_fees"  ("credit_note_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "consulting_fees_center_status_index" ON "consulting_fees"  ("medical_center_id", "status") `,
    );
    await queryRunner.query(
      `CREATE INDEX "consulting_fees_center_created_index" ON "consulting_fees"  ("medical_center_id", "created_at", "id") `,
    );
    await queryRunner.query(
      `ALTER TABLE "partnership_models" ADD "fee_analyses_bp" integer NOT NULL DEFAULT '0'`,
    );
    await queryRunner.query(
      `ALTER TABLE "partnership_models" ADD "fee_supplements_bp" integer NOT NULL DEFAULT '0'`,
    );
    await queryRunner.query(
      `ALTER TABLE "consulting_fees" ADD CONSTRAINT "FK_af44c4c1794f799f2fa78359e20" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "consulting_fees" ADD CONSTRAINT "FK_c68a913e94d1b2fca42dfc205cc" FOREIGN KEY ("medical_center_id") REFERENCES "medical_centers"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "consulting_fees" ADD CONSTRAINT "FK_3c6c1d47c5be59c5431df96944c" FOREIGN KEY ("patient_id") REFERENCES "patients"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "consulting_fees" DROP CONSTRAINT "FK_3c6c1d47c5be59c5431df96944c"`);
    await queryRunner.query(`ALTER TABLE "consulting_fees" DROP CONSTRAINT "FK_c68a913e94d1b2fca42dfc205cc"`);
    await queryRunner.query(`ALTER TABLE "consulting_fees" DROP CONSTRAINT "FK_af44c4c1794f799f2fa78359e20"`);
    await queryRunner.query(`ALTER TABLE "partnership_models" DROP COLUMN "fee_supplements_bp"`);
    await queryRunner.query(`ALTER TABLE "partnership_models" DROP COLUMN "fee_analyses_bp"`);
    await queryRunner.query(`DROP INDEX "public"."consulting_fees_center_created_index"`);
    await queryRunner.query(`DROP INDEX "public"."consulting_fees_center_status_index"`);
    await queryRunner.query(`DROP INDEX "public"."consulting_fees_credit_note_index"`);
    await queryRunner.query(`DROP INDEX "public"."consulting_fees_patient_index"`);
    await queryRunner.query(`DROP INDEX "public"."consulting_fees_order_unique"`);
    await queryRunner.query(`DROP TABLE "consulting_fees"`);
    await queryRunner.query(`DROP TYPE "public"."consulting_fee_status"`);
  }
}
