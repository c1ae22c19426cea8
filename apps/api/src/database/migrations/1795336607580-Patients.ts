import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Patients1795336607580 implements MigrationInterface {
  name = 'Patients1795336607580';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Trigram search on name and e-mail within one practice: pg_trgm for the text, btree_gin for the practice id.
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS btree_gin`);
    await queryRunner.query(`CREATE SEQUENCE IF NOT EXISTS patients_accounting_code_seq START 1000001`);
    await queryRunner.query(`CREATE TYPE "public"."biological_sex" AS ENUM('Female', 'Male')`);
    await queryRunner.query(
      `CREATE TABLE "patients" ("id" BIGSERIAL NOT NULL, "guid" uuid NOT NULL DEFAULT gen_random_uuid(), "accounting_code" character varying(16) NOT NULL, "medical_center_id" bigint, "removed_from_medical_center_id" bigint, "removed_at" TIMESTAMP WITH TIME ZONE, "created_by_user_id" bigint, "salutation" "public"."user_salutation" NOT NULL, "title" character varying(16), "first_name" character varying(64) NOT NULL, "last_name" character varying(64) NOT NULL, "email" character varying(255) NOT NULL, "phone_number" character varying(12), "country_code" character(2) NOT NULL DEFAULT 'AT', "address" character varying(256) NOT NULL, "zip_code" character varying(10) NOT NULL, "city" character varying(256) NOT NULL, "country" character(2) NOT NULL, "date_of_birth" date NOT NULL, "height" smallint NOT NULL, "weight" numeric(5,2) NOT NULL, "biological_sex" "public"."biological_sex" NOT NULL, "locale" character varying(2) NOT NULL DEFAULT 'de', "micronutrients_last_updated_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_a7f0b9fcbb3469d5ec0b0aceaa7" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "patients_guid_unique" ON "patients"  ("guid") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "patients_accounting_code_unique" ON "patients"  ("accounting_code") `,
    );
    await queryRunner.query(
      `CREATE INDEX "patients_center_email_index" ON "patients"  ("medical_center_id", "email", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "patients_center_last_name_index" ON "patients"  ("medical_center_id", "last_name", "first_name", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "patients_center_created_index" ON "patients"  ("medical_center_id", "created_at", "id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "patient_micronutrients" ("patient_id" bigint NOT NULL, "micronutrient_id" bigint NOT NULL, "current_value" numeric(10,2) NOT NULL, "recommended_value" numeric(10,2), "description" text, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_1fbd3d44dfa2cb2b39112c9a9c6" PRIMARY KEY ("patient_id", "micronutrient_id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "patient_shipping_addresses" ("patient_id" bigint NOT NULL, "address" character varying(256) NOT NULL, "zip_code" character varying(10) NOT NULL, "city" character varying(256) NOT NULL, "state" character varying(128), "country_id" bigint NOT NULL, CONSTRAINT "PK_63b5a3ee366dfafb1555eca9a2c" PRIMARY KEY ("patient_id"))`,
    );
    await queryRunner.query(
      `CREATE TYPE "public"."lifestyle_question_type" AS ENUM('Single', 'Multiple', 'Chip')`,
    );
    await queryRunner.query(
      `CREATE TABLE "lifestyle_questions" ("id" BIGSERIAL NOT NULL, "key_question" character varying(64) NOT NULL, "type" "public"."lifestyle_question_type" NOT NULL, "de" text NOT NULL, "en" text NOT NULL, "answers" jsonb NOT NULL, "only_for_sex" "public"."biological_sex", "show_if" jsonb, "sort_order" integer NOT NULL, CONSTRAINT "PK_5613af5e9d99a517886cc86e074" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "lifestyle_questions_key_unique" ON "lifestyle_questions"  ("key_question") `,
    );
    await queryRunner.query(
      `CREATE INDEX "lifestyle_questions_sort_index" ON "lifestyle_questions"  ("sort_order", "id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "patient_lifestyle_answers" ("id" BIGSERIAL NOT NULL, "patient_id" bigint NOT NULL, "question_id" bigint NOT NULL, "values" text array NOT NULL, "answered_by_user_id" bigint, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_530b026d6598a14439412097353" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "patient_lifestyle_answers_latest_index" ON "patient_lifestyle_answers"  ("patient_id", "question_id", "id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "patient_consents" ("patient_id" bigint NOT NULL, "consent_id" bigint NOT NULL, "accepted_by_user_id" bigint, "accepted_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_f17acdda5ee94d4a0e1d30b40fc" PRIMARY KEY ("patient_id", "consent_id"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "patients" ADD CONSTRAINT "FK_933ccf1154a30f488785beb83f8" FOREIGN KEY ("medical_center_id") REFERENCES "medical_centers"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "patient_micronutrients" ADD CONSTRAINT "FK_235d3154a68d4dd811f8f55add8" FOREIGN KEY ("patient_id") REFERENCES "patients"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "patient_shipping_addresses" ADD CONSTRAINT "FK_63b5a3ee366dfafb1555eca9a2c" FOREIGN KEY ("patient_id") REFERENCES "patients"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "patient_shipping_addresses" ADD CONSTRAINT "FK_e45ad1064f4a9c7e660480c5060" FOREIGN KEY ("country_id") REFERENCES "countries"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "patient_lifestyle_answers" ADD CONSTRAINT "FK_5bc2a85bd32b418fef153535022" FOREIGN KEY ("patient_id") REFERENCES "patients"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "patient_lifestyle_answers" ADD CONSTRAINT "FK_0872fca188f5f27c622853a5c35" FOREIGN KEY ("question_id") REFERENCES "lifestyle_questions"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "patient_consents" ADD CONSTRAINT "FK_7a6cd3c989f2517a7e9cbce5760" FOREIGN KEY ("patient_id") REFERENCES "patients"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "patient_consents" ADD CONSTRAINT "FK_efca67785b07a6c931690629d65" FOREIGN KEY ("consent_id") REFERENCES "consents"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    // Keep the expression identical to PATIENT_SEARCH_EXPRESSION in patient-queries.service.ts.
    await queryRunner.query(
      `CREATE INDEX "patients_search_trgm_index" ON "patients" USING gin ("medical_center_id", (lower("first_name" || ' ' || "last_name" || ' ' || "email")) gin_trgm_ops)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS "patients_search_trgm_index"`);
    await queryRunner.query(
      `ALTER TABLE "patient_consents" DROP CONSTRAINT "FK_efca67785b07a6c931690629d65"`,
    );
    await queryRunner.query(
      `ALTER TABLE "patient_consents" DROP CONSTRAINT "FK_7a6cd3c989f2517a7e9cbce5760"`,
    );
    await queryRunner.query(
      `ALTER TABLE "patient_lifestyle_answers" DROP CONSTRAINT "FK_0872fca188f5f27c622853a5c35"`,
    );
    await queryRunner.query(
      `ALTER TABLE "patient_lifestyle_answers" DROP CONSTRAINT "FK_5bc2a85bd32b418fef153535022"`,
    );
    await queryRunner.query(
      `ALTER TABLE "patient_shipping_addresses" DROP CONSTRAINT "FK_e45ad1064f4a9c7e660480c5060"`,
    );
    await queryRunner.query(
      `ALTER TABLE "patient_shipping_addresses" DROP CONSTRAINT "FK_63b5a3ee366dfafb1555eca9a2c"`,
    );
    await queryRunner.query(
      `ALTER TABLE "patient_micronutrients" DROP CONSTRAINT "FK_235d3154a68d4dd811f8f55add8"`,
    );
    await queryRunner.query(`ALTER TABLE "patients" DROP CONSTRAINT "FK_933ccf1154a30f488785beb83f8"`);
    await queryRunner.query(`DROP TABLE "patient_consents"`);
    await queryRunner.query(`DROP INDEX "public"."patient_lifestyle_answers_latest_index"`);
    await queryRunner.query(`DROP TABLE "patient_lifestyle_answers"`);
    await queryRunner.query(`DROP INDEX "public"."lifestyle_questions_sort_index"`);
    await queryRunner.query(`DROP INDEX "public"."lifestyle_questions_key_unique"`);
    await queryRunner.query(`DROP TABLE "lifestyle_questions"`);
    await queryRunner.query(`DROP TYPE "public"."lifestyle_question_type"`);
    await queryRunner.query(`DROP TABLE "patient_shipping_addresses"`);
    await queryRunner.query(`DROP TABLE "patient_micronutrients"`);
    await queryRunner.query(`DROP INDEX "public"."patients_center_created_index"`);
    await queryRunner.query(`DROP INDEX "public"."patients_center_last_name_index"`);
    await queryRunner.query(`DROP INDEX "public"."patients_center_email_index"`);
    await queryRunner.query(`DROP INDEX "public"."patients_accounting_code_unique"`);
    await queryRunner.query(`DROP INDEX "public"."patients_guid_unique"`);
    await queryRunner.query(`DROP TABLE "patients"`);
    await queryRunner.query(`DROP TYPE "public"."biological_sex"`);
    await queryRunner.query(`DROP SEQUENCE IF EXISTS patients_accounting_code_seq`);
  }
}
