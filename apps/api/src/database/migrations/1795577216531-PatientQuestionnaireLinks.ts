import type { MigrationInterface, QueryRunner } from 'typeorm';

export class PatientQuestionnaireLinks1795577216531 implements MigrationInterface {
  name = 'PatientQuestionnaireLinks1795577216531';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "patient_questionnaire_links" ("id" BIGSERIAL NOT NULL, "patient_id" bigint NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "sent_at" TIMESTAMP WITH TIME ZONE NOT NULL, "sent_by_user_id" bigint, "submitted_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_18823908a2f36e91964e14c5bab" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "patient_questionnaire_links_patient_unique" ON "patient_questionnaire_links"  ("patient_id") `,
    );
    await queryRunner.query(
      `ALTER TABLE "patient_questionnaire_links" ADD CONSTRAINT "FK_24b7e60541398d092e480a264d7" FOREIGN KEY ("patient_id") REFERENCES "patients"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "patient_questionnaire_links" ADD CONSTRAINT "FK_4006ced793bd3831473e5fd2b2f" FOREIGN KEY ("sent_by_user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "patient_questionnaire_links" DROP CONSTRAINT "FK_4006ced793bd3831473e5fd2b2f"`,
    );
    await queryRunner.query(
      `ALTER TABLE "patient_questionnaire_links" DROP CONSTRAINT "FK_24b7e60541398d092e480a264d7"`,
    );
    await queryRunner.query(`DROP INDEX "public"."patient_questionnaire_links_patient_unique"`);
    await queryRunner.query(`DROP TABLE "patient_questionnaire_links"`);
  }
}
