import type { MigrationInterface, QueryRunner } from 'typeorm';

export class RefusedGenotypes1796472909249 implements MigrationInterface {
  name = 'RefusedGenotypes1796472909249';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "genotype_results" ADD "orientation" character varying(16)`);
    await queryRunner.query(`ALTER TABLE "genotype_results" ADD "refusal" character varying(300)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "genotype_results" DROP COLUMN "refusal"`);
    await queryRunner.query(`ALTER TABLE "genotype_results" DROP COLUMN "orientation"`);
  }
}
