import type { MigrationInterface, QueryRunner } from 'typeorm';

export class WorkQueue1796543702995 implements MigrationInterface {
  name = 'WorkQueue1796543702995';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "result_openings" ("noi_order_id" bigint NOT NULL, "medical_center_id" bigint NOT NULL, "opened_by_user_id" bigint, "opened_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_0ce7654468c9bf08079bfe72784" PRIMARY KEY ("noi_order_id", "medical_center_id"))`);
    await queryRunner.query(`CREATE INDEX "credit_notes_unpaid_index" ON "credit_notes"  ("id") WHERE "paid_at" IS NULL`);
    await queryRunner.query(`CREATE INDEX "noi_order_registration_responses_error_index" ON "noi_order_registration_responses"  ("noi_order_id") WHERE "status" <> 200`);
    await queryRunner.query(`CREATE INDEX "orders_payment_problem_index" ON "orders"  ("id") WHERE "payment_status" IN ('Fail', 'ChargedBack')`);
    await queryRunner.query(`ALTER TABLE "result_openings" ADD CONSTRAINT "FK_eba506065220e898493286ee9e3" FOREIGN KEY ("noi_order_id") REFERENCES "noi_orders"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "result_openings" ADD CONSTRAINT "FK_175f1d539f873e1ae3d8440efad" FOREIGN KEY ("medical_center_id") REFERENCES "medical_centers"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    // Results that were ready before the work queue existed count as opened: the queue starts with what is new.
    await queryRunner.query(`INSERT INTO "result_openings" ("noi_order_id", "medical_center_id")
      SELECT n.id, p.medical_center_id FROM noi_orders n
      JOIN orders o ON o.id = n.order_id JOIN patients p ON p.id = o.patient_id
      WHERE n.type IN ('blood', 'dna') AND n.status = 'ResultsReady' AND p.medical_center_id IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "result_openings" DROP CONSTRAINT "FK_175f1d539f873e1ae3d8440efad"`);
    await queryRunner.query(`ALTER TABLE "result_openings" DROP CONSTRAINT "FK_eba506065220e898493286ee9e3"`);
    await queryRunner.query(`DROP INDEX "public"."orders_payment_problem_index"`);
    await queryRunner.query(`DROP INDEX "public"."noi_order_registration_responses_error_index"`);
    await queryRunner.query(`DROP INDEX "public"."credit_notes_unpaid_index"`);
    await queryRunner.query(`DROP TABLE "result_openings"`);
  }
}
