import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AuditViewIndexes1795565517779 implements MigrationInterface {
  name = 'AuditViewIndexes1795565517779';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."audit_logs_user_id_index"`);
    await queryRunner.query(`DROP INDEX "public"."audit_logs_subject_index"`);
    await queryRunner.query(
      `CREATE INDEX IF NOT EXISTS "audit_logs_user_created_index" ON "audit_logs"  ("user_id", "created_at", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX IF NOT EXISTS "audit_logs_subject_created_index" ON "audit_logs"  ("subject_type", "subject_id", "created_at", "id") `,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."audit_logs_subject_created_index"`);
    await queryRunner.query(`DROP INDEX "public"."audit_logs_user_created_index"`);
    await queryRunner.query(
      `CREATE INDEX "audit_logs_subject_index" ON "audit_logs" USING btree ("subject_type", "subject_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "audit_logs_user_id_index" ON "audit_logs" USING btree ("user_id") `,
    );
  }
}
