import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Registration1795335604765 implements MigrationInterface {
  name = 'Registration1795335604765';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Doctors' customer numbers D-100001, D-100002, ... (see registration/accounting-code.ts).
    await queryRunner.query(`CREATE SEQUENCE "doctor_accounting_code_seq" START WITH 100001 MINVALUE 100001`);
    await queryRunner.query(
      `CREATE TABLE "registration_codes" ("id" BIGSERIAL NOT NULL, "code" character varying(16) NOT NULL, "partnership_model_id" bigint, "max_uses" integer, "uses" integer NOT NULL DEFAULT '0', "expires_at" TIMESTAMP WITH TIME ZONE, "active" boolean NOT NULL DEFAULT true, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_7b734becbb438c18b92f9350d79" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "registration_codes_code_unique" ON "registration_codes"  ("code") `,
    );
    await queryRunner.query(
      `CREATE TABLE "password_reset_tokens" ("user_id" bigint NOT NULL, "token_hash" character varying(64) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_52ac39dd8a28730c63aeb428c9c" PRIMARY KEY ("user_id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "password_reset_tokens_token_hash_unique" ON "password_reset_tokens"  ("token_hash") `,
    );
    await queryRunner.query(
      `ALTER TABLE "registration_codes" ADD CONSTRAINT "FK_3bde62f0d3765c871946ab0162f" FOREIGN KEY ("partnership_model_id") REFERENCES "partnership_models"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "FK_52ac39dd8a28730c63aeb428c9c" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "password_reset_tokens" DROP CONSTRAINT "FK_52ac39dd8a28730c63aeb428c9c"`,
    );
    await queryRunner.query(
      `ALTER TABLE "registration_codes" DROP CONSTRAINT "FK_3bde62f0d3765c871946ab0162f"`,
    );
    await queryRunner.query(`DROP INDEX "public"."password_reset_tokens_token_hash_unique"`);
    await queryRunner.query(`DROP TABLE "password_reset_tokens"`);
    await queryRunner.query(`DROP INDEX "public"."registration_codes_code_unique"`);
    await queryRunner.query(`DROP TABLE "registration_codes"`);
    await queryRunner.query(`DROP SEQUENCE "doctor_accounting_code_seq"`);
  }
}
