import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Samples1795516877418 implements MigrationInterface {
  name = 'Samples1795516877418';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TYPE "public"."sample_type" AS ENUM('Blood', 'Dna')`);
    await queryRunner.query(`CREATE TYPE "public"."sample_status" AS ENUM('NotRegistered', 'Registered')`);
    await queryRunner.query(
      `CREATE TABLE "samples" ("id" BIGSERIAL NOT NULL, "order_id" bigint NOT NULL, "type" "public"."sample_type" NOT NULL, "barcode" character varying(64), "status" "public"."sample_status" NOT NULL DEFAULT 'NotRegistered', "registered_at" TIMESTAMP WITH TIME ZONE, "registered_by_user_id" bigint, "superseded_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_d68b5b3bd25a6851b033fb63444" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "samples_order_type_current_unique" ON "samples"  ("order_id", "type") WHERE "superseded_at" IS NULL`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "samples_barcode_unique" ON "samples"  ("barcode") `);
    await queryRunner.query(
      `ALTER TABLE "samples" ADD CONSTRAINT "FK_94516eba02d20a339fa159c42f9" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "samples" DROP CONSTRAINT "FK_94516eba02d20a339fa159c42f9"`);
    await queryRunner.query(`DROP INDEX "public"."samples_barcode_unique"`);
    await queryRunner.query(`DROP INDEX "public"."samples_order_type_current_unique"`);
    await queryRunner.query(`DROP TABLE "samples"`);
    await queryRunner.query(`DROP TYPE "public"."sample_status"`);
    await queryRunner.query(`DROP TYPE "public"."sample_type"`);
  }
}
