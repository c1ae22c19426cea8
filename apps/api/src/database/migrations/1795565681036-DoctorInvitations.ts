import type { MigrationInterface, QueryRunner } from 'typeorm';

export class DoctorInvitations1795565681036 implements MigrationInterface {
  name = 'DoctorInvitations1795565681036';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "doctor_invitations" ("id" BIGSERIAL NOT NULL, "receiver_id" bigint NOT NULL, "sender_id" bigint, "sent_at" TIMESTAMP WITH TIME ZONE NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "deleted_at" TIMESTAMP WITH TIME ZONE, "accepted_at" TIMESTAMP WITH TIME ZONE, "times_sent" integer NOT NULL DEFAULT '1', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_9c38e88bfa431e81935fbb2ecbc" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "doctor_invitations_receiver_unique" ON "doctor_invitations"  ("receiver_id") `,
    );
    await queryRunner.query(
      `ALTER TABLE "doctor_invitations" ADD CONSTRAINT "FK_d8e0069974c28ab0879e972b62e" FOREIGN KEY ("receiver_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "doctor_invitations" ADD CONSTRAINT "FK_faf1f526eeea22435a43b64e843" FOREIGN KEY ("sender_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    // The admin's therapist search (name or e-mail); the expression is USER_SEARCH_EXPRESSION.
    await queryRunner.query(
      `CREATE INDEX "users_search_trgm_index" ON "users" USING gin ((lower("first_name" || ' ' || "last_name" || ' ' || "email")) gin_trgm_ops)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS "users_search_trgm_index"`);
    await queryRunner.query(
      `ALTER TABLE "doctor_invitations" DROP CONSTRAINT "FK_faf1f526eeea22435a43b64e843"`,
    );
    await queryRunner.query(
      `ALTER TABLE "doctor_invitations" DROP CONSTRAINT "FK_d8e0069974c28ab0879e972b62e"`,
    );
    await queryRunner.query(`DROP INDEX "public"."doctor_invitations_receiver_unique"`);
    await queryRunner.query(`DROP TABLE "doctor_invitations"`);
  }
}
