import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Accounts1795335032517 implements MigrationInterface {
  name = 'Accounts1795335032517';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "audit_logs" ("id" BIGSERIAL NOT NULL, "event" character varying(64) NOT NULL, "user_id" bigint, "impersonator_id" bigint, "subject_type" character varying(64), "subject_id" character varying(64), "ip" character varying(64), "request_id" character varying(64), "details" jsonb NOT NULL DEFAULT '{}', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_1bb179d048bbc581caa3b013439" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "audit_logs_event_index" ON "audit_logs"  ("event") `);
    await queryRunner.query(`CREATE INDEX "audit_logs_user_id_index" ON "audit_logs"  ("user_id") `);
    await queryRunner.query(`CREATE INDEX "audit_logs_created_at_index" ON "audit_logs"  ("created_at") `);
    await queryRunner.query(
      `CREATE INDEX "audit_logs_subject_index" ON "audit_logs"  ("subject_type", "subject_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "user_consents" ("user_id" bigint NOT NULL, "consent_id" bigint NOT NULL, "accepted_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_52100ec2a01645c38b602294c1e" PRIMARY KEY ("user_id", "consent_id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "user_consents_consent_id_index" ON "user_consents"  ("consent_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "medical_centers" ("id" BIGSERIAL NOT NULL, "name" character varying(256) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "billing_account_holder" character varying(64), "billing_iban" character varying(34), "billing_bic" character varying(16), "billing_vat_no" character varying(16), "contact_email" character varying(255), "contact_country_code" character(2), "contact_phone_number" character varying(12), CONSTRAINT "PK_eb385e52def2ec5a3637001ad3d" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE TYPE "public"."address_type" AS ENUM('OFFICE', 'BILLING')`);
    await queryRunner.query(
      `CREATE TABLE "medical_center_addresses" ("id" BIGSERIAL NOT NULL, "medical_center_id" bigint NOT NULL, "type" "public"."address_type" NOT NULL, "address" character varying(256) NOT NULL, "zip_code" character varying(10) NOT NULL, "city" character varying(256) NOT NULL, "country_code" character(2) NOT NULL, CONSTRAINT "PK_216bea308e72f810580ecfab225" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "medical_center_addresses_center_type_unique" ON "medical_center_addresses"  ("medical_center_id", "type") `,
    );
    await queryRunner.query(
      `CREATE TYPE "public"."user_salutation" AS ENUM('female', 'male', 'divers', 'not_specified')`,
    );
    await queryRunner.query(
      `CREATE TYPE "public"."onboarding_type" AS ENUM('REGISTRATION', 'INVITATION', 'INTERNAL')`,
    );
    await queryRunner.query(
      `CREATE TYPE "public"."user_permission" AS ENUM('ManageFeatures', 'ManageFormulas', 'ManageMedicalCenters', 'ManagePermissions', 'ManageUsers', 'RunArtisanCommands', 'ViewEmails', 'ViewPulse', 'ViewTelescope')`,
    );
    await queryRunner.query(
      `CREATE TABLE "users" ("id" BIGSERIAL NOT NULL, "guid" uuid NOT NULL DEFAULT gen_random_uuid(), "email" character varying(255) NOT NULL, "password" character varying(255), "salutation" "public"."user_salutation" NOT NULL DEFAULT 'not_specified', "title" character varying(16), "first_name" character varying(64) NOT NULL, "last_name" character varying(64) NOT NULL, "is_active" boolean NOT NULL DEFAULT false, "activated_at" TIMESTAMP WITH TIME ZONE, "activation_token_hash" character varying(64), "onboarding_type" "public"."onboarding_type" NOT NULL DEFAULT 'REGISTRATION', "permissions" "public"."user_permission" array NOT NULL DEFAULT '{}', "locale" character varying(2) NOT NULL DEFAULT 'de', "two_factor_secret" text, "two_factor_recovery_codes" text, "two_factor_confirmed_at" TIMESTAMP WITH TIME ZONE, "two_factor_last_step" bigint, "has_enabled_otp_email" boolean NOT NULL DEFAULT false, "two_factor_skips_left" integer NOT NULL DEFAULT '3', "partnership_model_id" bigint, "medical_center_id" bigint, "last_login_at" TIMESTAMP WITH TIME ZONE, "password_changed_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "deleted_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_a3ffb1c0c8416b9fc6f907b7433" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "users_guid_unique" ON "users"  ("guid") `);
    // One live account per address; deleted accounts keep their row (see User entity).
    await queryRunner.query(
      `CREATE UNIQUE INDEX "users_email_unique" ON "users" ("email") WHERE "deleted_at" IS NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "users_medical_center_id_index" ON "users"  ("medical_center_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "doctors" ("id" BIGSERIAL NOT NULL, "user_id" bigint NOT NULL, "accounting_code" character varying(16) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "REL_653c27d1b10652eb0c7bbbc442" UNIQUE ("user_id"), CONSTRAINT "PK_8207e7889b50ee3695c2b8154ff" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "doctors_user_id_unique" ON "doctors"  ("user_id") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "doctors_accounting_code_unique" ON "doctors"  ("accounting_code") `,
    );
    await queryRunner.query(
      `CREATE TABLE "medical_center_specializations" ("medical_center_id" bigint NOT NULL, "specialization_id" bigint NOT NULL, CONSTRAINT "PK_634a98d8515fc8c8ab45c539856" PRIMARY KEY ("medical_center_id", "specialization_id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_d778cb4298348b634110a2a767" ON "medical_center_specializations"  ("medical_center_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_ef507ed379635044ffdc20beba" ON "medical_center_specializations"  ("specialization_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "medical_center_certifications" ("medical_center_id" bigint NOT NULL, "certification_id" bigint NOT NULL, CONSTRAINT "PK_11832c47480674e0a4dddb87a5d" PRIMARY KEY ("medical_center_id", "certification_id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_791d04bf654c12e6c4cb8ceaec" ON "medical_center_certifications"  ("medical_center_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_f1a22a25aab59e8ace028d90ad" ON "medical_center_certifications"  ("certification_id") `,
    );
    await queryRunner.query(
      `ALTER TABLE "medical_center_addresses" ADD CONSTRAINT "FK_15f161eacbac9c1360f51cec9ff" FOREIGN KEY ("medical_center_id") REFERENCES "medical_centers"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "users" ADD CONSTRAINT "FK_23cd2edb0db41db7d984de79088" FOREIGN KEY ("partnership_model_id") REFERENCES "partnership_models"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "users" ADD CONSTRAINT "FK_3ca4e6651f61e3c2220a2f77a54" FOREIGN KEY ("medical_center_id") REFERENCES "medical_centers"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "doctors" ADD CONSTRAINT "FK_653c27d1b10652eb0c7bbbc4427" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "medical_center_specializations" ADD CONSTRAINT "FK_d778cb4298348b634110a2a767e" FOREIGN KEY ("medical_center_id") REFERENCES "medical_centers"("id") ON DELETE CASCADE ON UPDATE CASCADE`,
    );
    await queryRunner.query(
      `ALTER TABLE "medical_center_specializations" ADD CONSTRAINT "FK_ef507ed379635044ffdc20beba2" FOREIGN KEY ("specialization_id") REFERENCES "specializations"("id") ON DELETE CASCADE ON UPDATE CASCADE`,
    );
    await queryRunner.query(
      `ALTER TABLE "medical_center_certifications" ADD CONSTRAINT "FK_791d04bf654c12e6c4cb8ceaec5" FOREIGN KEY ("medical_center_id") REFERENCES "medical_centers"("id") ON DELETE CASCADE ON UPDATE CASCADE`,
    );
    await queryRunner.query(
      `ALTER TABLE "medical_center_certifications" ADD CONSTRAINT "FK_f1a22a25aab59e8ace028d90ad6" FOREIGN KEY ("certification_id") REFERENCES "certifications"("id") ON DELETE CASCADE ON UPDATE CASCADE`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "medical_center_certifications" DROP CONSTRAINT "FK_f1a22a25aab59e8ace028d90ad6"`,
    );
    await queryRunner.query(
      `ALTER TABLE "medical_center_certifications" DROP CONSTRAINT "FK_791d04bf654c12e6c4cb8ceaec5"`,
    );
    await queryRunner.query(
      `ALTER TABLE "medical_center_specializations" DROP CONSTRAINT "FK_ef507ed379635044ffdc20beba2"`,
    );
    await queryRunner.query(
      `ALTER TABLE "medical_center_specializations" DROP CONSTRAINT "FK_d778cb4298348b634110a2a767e"`,
    );
    await queryRunner.query(`ALTER TABLE "doctors" DROP CONSTRAINT "FK_653c27d1b10652eb0c7bbbc4427"`);
    await queryRunner.query(`ALTER TABLE "users" DROP CONSTRAINT "FK_3ca4e6651f61e3c2220a2f77a54"`);
    await queryRunner.query(`ALTER TABLE "users" DROP CONSTRAINT "FK_23cd2edb0db41db7d984de79088"`);
    await queryRunner.query(
      `ALTER TABLE "medical_center_addresses" DROP CONSTRAINT "FK_15f161eacbac9c1360f51cec9ff"`,
    );
    await queryRunner.query(`DROP INDEX "public"."IDX_f1a22a25aab59e8ace028d90ad"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_791d04bf654c12e6c4cb8ceaec"`);
    await queryRunner.query(`DROP TABLE "medical_center_certifications"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_ef507ed379635044ffdc20beba"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_d778cb4298348b634110a2a767"`);
    await queryRunner.query(`DROP TABLE "medical_center_specializations"`);
    await queryRunner.query(`DROP INDEX "public"."doctors_accounting_code_unique"`);
    await queryRunner.query(`DROP INDEX "public"."doctors_user_id_unique"`);
    await queryRunner.query(`DROP TABLE "doctors"`);
    await queryRunner.query(`DROP INDEX "public"."users_medical_center_id_index"`);
    await queryRunner.query(`DROP INDEX "public"."users_guid_unique"`);
    await queryRunner.query(`DROP INDEX "public"."users_email_unique"`);
    await queryRunner.query(`DROP TABLE "users"`);
    await queryRunner.query(`DROP TYPE "public"."user_permission"`);
    await queryRunner.query(`DROP TYPE "public"."onboarding_type"`);
    await queryRunner.query(`DROP TYPE "public"."user_salutation"`);
    await queryRunner.query(`DROP INDEX "public"."medical_center_addresses_center_type_unique"`);
    await queryRunner.query(`DROP TABLE "medical_center_addresses"`);
    await queryRunner.query(`DROP TYPE "public"."address_type"`);
    await queryRunner.query(`DROP TABLE "medical_centers"`);
    await queryRunner.query(`DROP INDEX "public"."user_consents_consent_id_index"`);
    await queryRunner.query(`DROP TABLE "user_consents"`);
    await queryRunner.query(`DROP INDEX "public"."audit_logs_subject_index"`);
    await queryRunner.query(`DROP INDEX "public"."audit_logs_created_at_index"`);
    await queryRunner.query(`DROP INDEX "public"."audit_logs_user_id_index"`);
    await queryRunner.query(`DROP INDEX "public"."audit_logs_event_index"`);
    await queryRunner.query(`DROP TABLE "audit_logs"`);
  }
}
