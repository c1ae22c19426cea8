import type { MigrationInterface, QueryRunner } from 'typeorm';

export class VatRules1796519191889 implements MigrationInterface {
  name = 'VatRules1796519191889';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "order_items" ADD "vat_code" character varying(2) NOT NULL DEFAULT 'S'`,
    );
    await queryRunner.query(`ALTER TABLE "order_items" ADD "vat_exemption" character varying(32)`);
    await queryRunner.query(
      `ALTER TABLE "shop_items" ADD "medically_indicated" boolean NOT NULL DEFAULT false`,
    );
    await queryRunner.query(
      `ALTER TABLE "order_items" ADD CONSTRAINT "order_items_vat_code_check" CHECK ("vat_code" IN ('S', 'E', 'G') AND (("vat_code" = 'S') = ("vat_exemption" IS NULL)))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "order_items" DROP CONSTRAINT "order_items_vat_code_check"`);
    await queryRunner.query(`ALTER TABLE "shop_items" DROP COLUMN "medically_indicated"`);
    await queryRunner.query(`ALTER TABLE "order_items" DROP COLUMN "vat_exemption"`);
    await queryRunner.query(`ALTER TABLE "order_items" DROP COLUMN "vat_code"`);
  }
}
