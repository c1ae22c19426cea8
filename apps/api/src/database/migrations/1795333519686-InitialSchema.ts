import type { MigrationInterface, QueryRunner } from 'typeorm';

export class InitialSchema1795333519686 implements MigrationInterface {
  name = 'InitialSchema1795333519686';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TYPE "public"."sent_mail_status" AS ENUM('queued', 'sent', 'failed')`);
    await queryRunner.query(
      `CREATE TABLE "sent_mails" ("id" BIGSERIAL NOT NULL, "recipient" character varying(320) NOT NULL, "template" character varying(64) NOT NULL, "locale" character varying(2) NOT NULL, "subject" character varying(512), "status" "public"."sent_mail_status" NOT NULL DEFAULT 'queued', "attempts" integer NOT NULL DEFAULT '0', "error" character varying(1000), "message_id" character varying(255), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "sent_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_4eb89de2eed5b003dce3256130f" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "sent_mails_recipient_index" ON "sent_mails"  ("recipient") `);
    await queryRunner.query(
      `CREATE TABLE "sessions" ("sid" character varying NOT NULL, "sess" json NOT NULL, "expire" TIMESTAMP(6) NOT NULL, CONSTRAINT "PK_e2d6172ca19b8ebef797c362b05" PRIMARY KEY ("sid"))`,
    );
    await queryRunner.query(`CREATE INDEX "sessions_expire_index" ON "sessions"  ("expire") `);
    await queryRunner.query(
      `CREATE TYPE "public"."consent_type" AS ENUM('NewOrder', 'NewPatient', 'PatientRegistration', 'UploadBloodResult', 'UserRegistration')`,
    );
    await queryRunner.query(
      `CREATE TABLE "consents" ("id" BIGSERIAL NOT NULL, "key" character varying(64) NOT NULL, "type" "public"."consent_type" NOT NULL, "de" text NOT NULL, "en" text NOT NULL, "required" boolean NOT NULL DEFAULT true, "sort_order" integer NOT NULL DEFAULT '0', CONSTRAINT "PK_9efc68eb6aba7d638fb6ea034dd" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "consents_key_unique" ON "consents"  ("key") `);
    await queryRunner.query(
      `CREATE INDEX "consents_type_sort_order_index" ON "consents"  ("type", "sort_order") `,
    );
    await queryRunner.query(
      `CREATE TABLE "countries" ("id" BIGSERIAL NOT NULL, "name_de" character varying(128) NOT NULL, "name_en" character varying(128) NOT NULL, "country_code" character(2) NOT NULL, "dial_code" character varying(8) NOT NULL, "is_shippable" boolean NOT NULL DEFAULT false, "sort_order" integer NOT NULL, CONSTRAINT "PK_b2d7006793e8697ab3ae2deff18" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "countries_country_code_unique" ON "countries"  ("country_code") `,
    );
    await queryRunner.query(`CREATE INDEX "countries_sort_order_index" ON "countries"  ("sort_order") `);
    await queryRunner.query(
      `CREATE TABLE "partnership_models" ("id" BIGSERIAL NOT NULL, "key" character varying(64) NOT NULL, "name" character varying(128) NOT NULL, "description" text, "sort_order" integer NOT NULL DEFAULT '0', CONSTRAINT "PK_0910748d6587b7f96de2d46524d" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "partnership_models_key_unique" ON "partnership_models"  ("key") `,
    );
    await queryRunner.query(
      `CREATE TABLE "certifications" ("id" BIGSERIAL NOT NULL, "key" character varying(64) NOT NULL, "name" character varying(128) NOT NULL, "name_en" character varying(128) NOT NULL, "sort_order" integer NOT NULL DEFAULT '0', CONSTRAINT "PK_fd763d412e4a1fb1b6dadd6e72b" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_6fc29dffbeaaa4c5e8f9d69711" ON "certifications"  ("key") `,
    );
    await queryRunner.query(
      `CREATE TABLE "specializations" ("id" BIGSERIAL NOT NULL, "key" character varying(64) NOT NULL, "name" character varying(128) NOT NULL, "name_en" character varying(128) NOT NULL, "sort_order" integer NOT NULL DEFAULT '0', CONSTRAINT "PK_1d4b2b9ff96a76def0bf7195a8f" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_f26d1b12fcf79b710493dfb984" ON "specializations"  ("key") `,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_f26d1b12fcf79b710493dfb984"`);
    await queryRunner.query(`DROP TABLE "specializations"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_6fc29dffbeaaa4c5e8f9d69711"`);
    await queryRunner.query(`DROP TABLE "certifications"`);
    await queryRunner.query(`DROP INDEX "public"."partnership_models_key_unique"`);
    await queryRunner.query(`DROP TABLE "partnership_models"`);
    await queryRunner.query(`DROP INDEX "public"."countries_sort_order_index"`);
    await queryRunner.query(`DROP INDEX "public"."countries_country_code_unique"`);
    await queryRunner.query(`DROP TABLE "countries"`);
    await queryRunner.query(`DROP INDEX "public"."consents_type_sort_order_index"`);
    await queryRunner.query(`DROP INDEX "public"."consents_key_unique"`);
    await queryRunner.query(`DROP TABLE "consents"`);
    await queryRunner.query(`DROP TYPE "public"."consent_type"`);
    await queryRunner.query(`DROP INDEX "public"."sessions_expire_index"`);
    await queryRunner.query(`DROP TABLE "sessions"`);
    await queryRunner.query(`DROP INDEX "public"."sent_mails_recipient_index"`);
    await queryRunner.query(`DROP TABLE "sent_mails"`);
    await queryRunner.query(`DROP TYPE "public"."sent_mail_status"`);
  }
}
