import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Documents1795335584888 implements MigrationInterface {
  name = 'Documents1795335584888';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TYPE "public"."stored_document_status" AS ENUM('queued', 'ready', 'failed')`,
    );
    await queryRunner.query(
      `CREATE TABLE "stored_documents" ("id" BIGSERIAL NOT NULL, "kind" character varying(64) NOT NULL, "owner_id" bigint NOT NULL, "file_name" character varying(255) NOT NULL, "content_type" character varying(127) NOT NULL, "status" "public"."stored_document_status" NOT NULL DEFAULT 'queued', "bytes" bytea, "error" character varying(1000), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "ready_at" TIMESTAMP WITH TIME ZONE, "expires_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_3d871a77567258ff537cb26d6f4" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "stored_documents_owner_id_index" ON "stored_documents"  ("owner_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "stored_documents_expires_at_index" ON "stored_documents"  ("expires_at") `,
    );
    await queryRunner.query(
      `ALTER TABLE "stored_documents" ADD CONSTRAINT "FK_54e7e859d97e69e54b1896074e4" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "stored_documents" DROP CONSTRAINT "FK_54e7e859d97e69e54b1896074e4"`,
    );
    await queryRunner.query(`DROP INDEX "public"."stored_documents_expires_at_index"`);
    await queryRunner.query(`DROP INDEX "public"."stored_documents_owner_id_index"`);
    await queryRunner.query(`DROP TABLE "stored_documents"`);
    await queryRunner.query(`DROP TYPE "public"."stored_document_status"`);
  }
}
