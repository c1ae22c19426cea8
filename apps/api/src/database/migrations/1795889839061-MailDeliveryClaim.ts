import type { MigrationInterface, QueryRunner } from 'typeorm';

export class MailDeliveryClaim1795889839061 implements MigrationInterface {
  name = 'MailDeliveryClaim1795889839061';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "sent_mails" ADD "delivery_started_at" TIMESTAMP WITH TIME ZONE`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "sent_mails" DROP COLUMN "delivery_started_at"`);
  }
}
