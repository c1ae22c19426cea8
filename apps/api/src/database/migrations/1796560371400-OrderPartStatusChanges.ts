import type { MigrationInterface, QueryRunner } from 'typeorm';

export class OrderPartStatusChanges1796560371400 implements MigrationInterface {
  name = 'OrderPartStatusChanges1796560371400';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "order_part_status_changes" ("id" BIGSERIAL NOT NULL, "part_id" bigint NOT NULL, "status" "public"."noi_order_status" NOT NULL, "changed_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT clock_timestamp(), CONSTRAINT "PK_47c08108932267e1efbd80b41f9" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "order_part_status_changes_part_index" ON "order_part_status_changes"  ("part_id", "changed_at") `,
    );
    await queryRunner.query(
      `ALTER TABLE "order_part_status_changes" ADD CONSTRAINT "FK_3f6e5147e5294298d570dfadaea" FOREIGN KEY ("part_id") REFERENCES "noi_orders"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "order_part_status_changes" DROP CONSTRAINT "FK_3f6e5147e5294298d570dfadaea"`,
    );
    await queryRunner.query(`DROP INDEX "public"."order_part_status_changes_part_index"`);
    await queryRunner.query(`DROP TABLE "order_part_status_changes"`);
  }
}
