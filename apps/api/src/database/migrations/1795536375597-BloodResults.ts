import type { MigrationInterface, QueryRunner } from 'typeorm';

export class BloodResults1795536375597 implements MigrationInterface {
  name = 'BloodResults1795536375597';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "analysis_results" ("id" BIGSERIAL NOT NULL, "patient_id" bigint NOT NULL, "value_date" date NOT NULL, "source" character varying(8) NOT NULL, "lab_report_id" bigint, "order_id" bigint, "created_by" bigint, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_56560e3511c57e1db64a3ad93eb" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "analysis_results_lab_report_unique" ON "analysis_results"  ("lab_report_id") WHERE "lab_report_id" IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "analysis_results_patient_date_index" ON "analysis_results"  ("patient_id", "value_date") `,
    );
    await queryRunner.query(
      `CREATE TABLE "analysis_parameters" ("id" BIGSERIAL NOT NULL, "analysis_type" character varying(8) NOT NULL, "code" character varying(64) NOT NULL, "name" character varying(160) NOT NULL, "description" text NOT NULL DEFAULT '', "bibliography" jsonb NOT NULL DEFAULT '[]', "docinfo_lt" character varying(255), "docinfo_url" character varying(500), "symptoms" jsonb NOT NULL DEFAULT '[]', "indications" jsonb NOT NULL DEFAULT '[]', "sort_order" integer NOT NULL, "unit" character varying(32), "formatted_unit" character varying(32), "min_optimal_value" numeric(12,4), "max_optimal_value" numeric(12,4), "lab_min_value" numeric(12,4), "lab_max_value" numeric(12,4), "lower_input_limit_value" numeric(12,4), "upper_input_limit_value" numeric(12,4), "molar_mass" numeric(12,4), "unit_alternatives" jsonb, "value_scale" jsonb, CONSTRAINT "PK_957197d285e58d957961daae09b" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "analysis_parameters_code_unique" ON "analysis_parameters"  ("code") `,
    );
    await queryRunner.query(
      `CREATE INDEX "analysis_parameters_type_sort_index" ON "analysis_parameters"  ("analysis_type", "sort_order", "id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "analysis_parameter_micronutrients" ("parameter_id" bigint NOT NULL, "micronutrient_id" bigint NOT NULL, CONSTRAINT "PK_c670f2cd9cebb8d4ef2ff9c716e" PRIMARY KEY ("parameter_id", "micronutrient_id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "analysis_result_values" ("id" BIGSERIAL NOT NULL, "analysis_result_id" bigint NOT NULL, "patient_id" bigint NOT NULL, "parameter_id" bigint NOT NULL, "source" character varying(8) NOT NULL, "value_date" date NOT NULL, "value" numeric(14,4) NOT NULL, "reported_value" numeric(14,4) NOT NULL, "reported_unit" character varying(32) NOT NULL, "version" integer NOT NULL DEFAULT '1', "superseded_at" TIMESTAMP WITH TIME ZONE, "superseded_by" bigint, "deleted_at" TIMESTAMP WITH TIME ZONE, "changed_by" bigint, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_93c1bcf0e482d56173b621857b9" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "analysis_result_values_result_index" ON "analysis_result_values"  ("analysis_result_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "analysis_result_values_current_index" ON "analysis_result_values"  ("patient_id", "parameter_id", "value_date", "id") WHERE "superseded_at" IS NULL AND "deleted_at" IS NULL`,
    );
    await queryRunner.query(
      `ALTER TABLE "analysis_results" ADD CONSTRAINT "FK_fe100aeb65207d41452f2a57bdc" FOREIGN KEY ("patient_id") REFERENCES "patients"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "analysis_results" ADD CONSTRAINT "FK_95eb94825f6c48e9ce14b35d9a8" FOREIGN KEY ("lab_report_id") REFERENCES "lab_reports"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "analysis_results" ADD CONSTRAINT "FK_75df939dc89642158b937af6394" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "analysis_results" ADD CONSTRAINT "FK_1dd290029f7357111dcbfea6917" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "analysis_parameter_micronutrients" ADD CONSTRAINT "FK_8ff4e356029cb2374c2fbd1d819" FOREIGN KEY ("parameter_id") REFERENCES "analysis_parameters"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "analysis_parameter_micronutrients" ADD CONSTRAINT "FK_13db975630fb3ea278117174b39" FOREIGN KEY ("micronutrient_id") REFERENCES "micronutrients"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "analysis_result_values" ADD CONSTRAINT "FK_90d14c04016d794cef1578533a1" FOREIGN KEY ("analysis_result_id") REFERENCES "analysis_results"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "analysis_result_values" ADD CONSTRAINT "FK_b56fae4583fd0509277669c9ba3" FOREIGN KEY ("parameter_id") REFERENCES "analysis_parameters"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "analysis_result_values" DROP CONSTRAINT "FK_b56fae4583fd0509277669c9ba3"`,
    );
    await queryRunner.query(
      `ALTER TABLE "analysis_result_values" DROP CONSTRAINT "FK_90d14c04016d794cef1578533a1"`,
    );
    await queryRunner.query(
      `ALTER TABLE "analysis_parameter_micronutrients" DROP CONSTRAINT "FK_13db975630fb3ea278117174b39"`,
    );
    await queryRunner.query(
      `ALTER TABLE "analysis_parameter_micronutrients" DROP CONSTRAINT "FK_8ff4e356029cb2374c2fbd1d819"`,
    );
    await queryRunner.query(
      `ALTER TABLE "analysis_results" DROP CONSTRAINT "FK_1dd290029f7357111dcbfea6917"`,
    );
    await queryRunner.query(
      `ALTER TABLE "analysis_results" DROP CONSTRAINT "FK_75df939dc89642158b937af6394"`,
    );
    await queryRunner.query(
      `ALTER TABLE "analysis_results" DROP CONSTRAINT "FK_95eb94825f6c48e9ce14b35d9a8"`,
    );
    await queryRunner.query(
      `ALTER TABLE "analysis_results" DROP CONSTRAINT "FK_fe100aeb65207d41452f2a57bdc"`,
    );
    await queryRunner.query(`DROP INDEX "public"."analysis_result_values_current_index"`);
    await queryRunner.query(`DROP INDEX "public"."analysis_result_values_result_index"`);
    await queryRunner.query(`DROP TABLE "analysis_result_values"`);
    await queryRunner.query(`DROP TABLE "analysis_parameter_micronutrients"`);
    await queryRunner.query(`DROP INDEX "public"."analysis_parameters_type_sort_index"`);
    await queryRunner.query(`DROP INDEX "public"."analysis_parameters_code_unique"`);
    await queryRunner.query(`DROP TABLE "analysis_parameters"`);
    await queryRunner.query(`DROP INDEX "public"."analysis_results_patient_date_index"`);
    await queryRunner.query(`DROP INDEX "public"."analysis_results_lab_report_unique"`);
    await queryRunner.query(`DROP TABLE "analysis_results"`);
  }
}
