import type { MigrationInterface, QueryRunner } from 'typeorm';

export class OrderShipment1796508125300 implements MigrationInterface {
  name = 'OrderShipment1796508125300';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "orders" ADD "shipment_carrier" character varying(64)`);
    await queryRunner.query(`ALTER TABLE "orders" ADD "shipment_number" character varying(64)`);
    await queryRunner.query(`ALTER TABLE "orders" ADD "shipped_at" TIMESTAMP WITH TIME ZONE`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "shipped_at"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "shipment_number"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "shipment_carrier"`);
  }
}
