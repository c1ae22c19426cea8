import type { MigrationInterface, QueryRunner } from 'typeorm';

export class PatientAccounts1795344202116 implements MigrationInterface {
  name = 'PatientAccounts1795344202116';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "patient_accounts" ("patient_id" bigint NOT NULL, "password" character varying(255) NOT NULL, "registered_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "password_changed_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_6c35e896cefcbef1a7019a56908" PRIMARY KEY ("patient_id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "patient_password_reset_tokens" ("patient_id" bigint NOT NULL, "token_hash" character varying(64) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_6d0abebd3a2293e893def6a12a7" PRIMARY KEY ("patient_id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "patient_password_reset_tokens_token_hash_unique" ON "patient_password_reset_tokens"  ("token_hash") `,
    );
    await queryRunner.query(
      `ALTER TABLE "patient_accounts" ADD CONSTRAINT "FK_6c35e896cefcbef1a7019a56908" FOREIGN KEY ("patient_id") REFERENCES "patients"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "patient_password_reset_tokens" ADD CONSTRAINT "FK_6d0abebd3a2293e893def6a12a7" FOREIGN KEY ("patient_id") REFERENCES "patient_accounts"("patient_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "patient_password_reset_tokens" DROP CONSTRAINT "FK_6d0abebd3a2293e893def6a12a7"`,
    );
    await queryRunner.query(
      `ALTER TABLE "patient_accounts" DROP CONSTRAINT "FK_6c35e896cefcbef1a7019a56908"`,
    );
    await queryRunner.query(`DROP INDEX "public"."patient_password_reset_tokens_token_hash_unique"`);
    await queryRunner.query(`DROP TABLE "patient_password_reset_tokens"`);
    await queryRunner.query(`DROP TABLE "patient_accounts"`);
  }
}
