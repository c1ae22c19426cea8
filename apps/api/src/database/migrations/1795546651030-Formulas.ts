import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Formulas1795546651030 implements MigrationInterface {
  name = 'Formulas1795546651030';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "formula_templates" ("id" BIGSERIAL NOT NULL, "name" character varying(120) NOT NULL, "formula" text NOT NULL, "test_input_value" text, "test_output_value" numeric(14,4), "is_deleted" boolean NOT NULL DEFAULT false, "sort_order" integer NOT NULL DEFAULT '0', "version" integer NOT NULL DEFAULT '1', "micronutrient_id" bigint NOT NULL, "inputs" text array NOT NULL DEFAULT '{}', "updated_by" bigint, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_3739176b412562335788085ded0" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "formula_templates_sort_index" ON "formula_templates"  ("sort_order", "id") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "formula_templates_micronutrient_unique" ON "formula_templates"  ("micronutrient_id") WHERE is_deleted = false`,
    );
    await queryRunner.query(
      `CREATE TABLE "formula_template_versions" ("template_id" bigint NOT NULL, "version" integer NOT NULL, "name" character varying(120) NOT NULL, "formula" text NOT NULL, "test_input_value" text, "test_output_value" numeric(14,4), "is_deleted" boolean NOT NULL, "created_by" bigint, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_11f4316af658f903b814d97903a" PRIMARY KEY ("template_id", "version"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "supplement_recipes" ("noi_order_id" bigint NOT NULL, "patient_id" bigint NOT NULL, "items" jsonb NOT NULL DEFAULT '[]', "computed_at" TIMESTAMP WITH TIME ZONE, "start_when_ready" boolean NOT NULL DEFAULT false, "approved_at" TIMESTAMP WITH TIME ZONE, "approved_by" bigint, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_336e457735d8f6e87dffcb2a8eb" PRIMARY KEY ("noi_order_id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "formula_runs" ("id" BIGSERIAL NOT NULL, "patient_id" bigint NOT NULL, "outcome" character varying(16) NOT NULL, "failures" integer NOT NULL DEFAULT '0', "duration_ms" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_6dc4e3e8570ec1eb71d85a4f515" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "formula_runs_patient_index" ON "formula_runs"  ("patient_id", "id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "recipe_change_proposals" ("id" BIGSERIAL NOT NULL, "patient_id" bigint NOT NULL, "noi_order_id" bigint NOT NULL, "micronutrient_id" bigint NOT NULL, "old_value" numeric(10,2) NOT NULL, "new_value" numeric(10,2) NOT NULL, "recommendation_id" bigint NOT NULL, "changed_inputs" jsonb NOT NULL, "status" character varying(16) NOT NULL DEFAULT 'Pending', "decided_at" TIMESTAMP WITH TIME ZONE, "decided_by" bigint, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_26094762d4d287cde8397dca551" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "recipe_change_proposals_patient_index" ON "recipe_change_proposals"  ("patient_id", "id") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "recipe_change_proposals_pending_unique" ON "recipe_change_proposals"  ("patient_id", "micronutrient_id") WHERE status = 'Pending'`,
    );
    await queryRunner.query(
      `CREATE TABLE "micronutrient_recommendations" ("id" BIGSERIAL NOT NULL, "run_id" bigint NOT NULL, "patient_id" bigint NOT NULL, "micronutrient_id" bigint NOT NULL, "template_id" bigint NOT NULL, "template_version" integer NOT NULL, "template_name" character varying(120) NOT NULL, "raw_value" numeric(14,4), "value" numeric(10,2), "clamped" character varying(3), "inputs" jsonb NOT NULL, "failure" character varying(32), "failure_detail" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_9ed66c6b62379427967c102f245" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "micronutrient_recommendations_patient_index" ON "micronutrient_recommendations"  ("patient_id", "micronutrient_id", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "micronutrient_recommendations_run_index" ON "micronutrient_recommendations"  ("run_id") `,
    );
    await queryRunner.query(
      `ALTER TABLE "patient_micronutrients" ADD "current_edited_at" TIMESTAMP WITH TIME ZONE`,
    );
    await queryRunner.query(`ALTER TABLE "patient_micronutrients" ADD "recommendation_id" bigint`);
    await queryRunner.query(
      `ALTER TABLE "formula_templates" ADD CONSTRAINT "FK_70b4ff0be143c269c8c550301f0" FOREIGN KEY ("micronutrient_id") REFERENCES "micronutrients"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "patient_micronutrients" ADD CONSTRAINT "FK_54669a47c2ebb82dacb9ff1ffe4" FOREIGN KEY ("recommendation_id") REFERENCES "micronutrient_recommendations"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "formula_template_versions" ADD CONSTRAINT "FK_5d47adcb9829a30975de9f3536c" FOREIGN KEY ("template_id") REFERENCES "formula_templates"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "supplement_recipes" ADD CONSTRAINT "FK_336e457735d8f6e87dffcb2a8eb" FOREIGN KEY ("noi_order_id") REFERENCES "noi_orders"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "formula_runs" ADD CONSTRAINT "FK_e22ce8d8c25a6abd6527711f316" FOREIGN KEY ("patient_id") REFERENCES "patients"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "recipe_change_proposals" ADD CONSTRAINT "FK_b89ffc170537b154cac296111bf" FOREIGN KEY ("patient_id") REFERENCES "patients"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "micronutrient_recommendations" ADD CONSTRAINT "FK_773929dc71c01df9a94800ec4c2" FOREIGN KEY ("run_id") REFERENCES "formula_runs"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "micronutrient_recommendations" DROP CONSTRAINT "FK_773929dc71c01df9a94800ec4c2"`,
    );
    await queryRunner.query(
      `ALTER TABLE "recipe_change_proposals" DROP CONSTRAINT "FK_b89ffc170537b154cac296111bf"`,
    );
    await queryRunner.query(`ALTER TABLE "formula_runs" DROP CONSTRAINT "FK_e22ce8d8c25a6abd6527711f316"`);
    await queryRunner.query(
      `ALTER TABLE "supplement_recipes" DROP CONSTRAINT "FK_336e457735d8f6e87dffcb2a8eb"`,
    );
    await queryRunner.query(
      `ALTER TABLE "formula_template_versions" DROP CONSTRAINT "FK_5d47adcb9829a30975de9f3536c"`,
    );
    await queryRunner.query(
      `ALTER TABLE "patient_micronutrients" DROP CONSTRAINT "FK_54669a47c2ebb82dacb9ff1ffe4"`,
    );
    await queryRunner.query(
      `ALTER TABLE "formula_templates" DROP CONSTRAINT "FK_70b4ff0be143c269c8c550301f0"`,
    );
    await queryRunner.query(`ALTER TABLE "patient_micronutrients" DROP COLUMN "recommendation_id"`);
    await queryRunner.query(`ALTER TABLE "patient_micronutrients" DROP COLUMN "current_edited_at"`);
    await queryRunner.query(`DROP INDEX "public"."micronutrient_recommendations_run_index"`);
    await queryRunner.query(`DROP INDEX "public"."micronutrient_recommendations_patient_index"`);
    await queryRunner.query(`DROP TABLE "micronutrient_recommendations"`);
    await queryRunner.query(`DROP INDEX "public"."recipe_change_proposals_pending_unique"`);
    await queryRunner.query(`DROP INDEX "public"."recipe_change_proposals_patient_index"`);
    await queryRunner.query(`DROP TABLE "recipe_change_proposals"`);
    await queryRunner.query(`DROP INDEX "public"."formula_runs_patient_index"`);
    await queryRunner.query(`DROP TABLE "formula_runs"`);
    await queryRunner.query(`DROP TABLE "supplement_recipes"`);
    await queryRunner.query(`DROP TABLE "formula_template_versions"`);
    await queryRunner.query(`DROP INDEX "public"."formula_templates_micronutrient_unique"`);
    await queryRunner.query(`DROP INDEX "public"."formula_templates_sort_index"`);
    await queryRunner.query(`DROP TABLE "formula_templates"`);
  }
}
