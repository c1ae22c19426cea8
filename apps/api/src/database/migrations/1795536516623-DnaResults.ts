import type { MigrationInterface, QueryRunner } from 'typeorm';

export class DnaResults1795536516623 implements MigrationInterface {
  name = 'DnaResults1795536516623';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "medications" ("id" BIGSERIAL NOT NULL, "code" character varying(64) NOT NULL, "name_de" character varying(128) NOT NULL, "name_en" character varying(128) NOT NULL, "genes" text array NOT NULL, "literature" jsonb NOT NULL, "rules" jsonb NOT NULL, "catalogue_version" character varying(32) NOT NULL, "sort_order" integer NOT NULL, CONSTRAINT "PK_cdee49fe7cd79db13340150d356" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "medications_code_unique" ON "medications"  ("code") `);
    await queryRunner.query(`CREATE INDEX "medications_sort_index" ON "medications"  ("sort_order", "id") `);
    await queryRunner.query(
      `CREATE INDEX "medications_search_trgm_index" ON "medications" USING gin ((lower("name_de" || ' ' || "name_en")) gin_trgm_ops)`,
    );
    await queryRunner.query(
      `CREATE TABLE "dna_markers" ("id" BIGSERIAL NOT NULL, "code" character varying(64) NOT NULL, "name" character varying(160) NOT NULL, "category" character varying(32) NOT NULL, "content" jsonb NOT NULL, "catalogue_version" character varying(32) NOT NULL, "sort_order" integer NOT NULL, CONSTRAINT "PK_531632699f7e16d58099ea6f895" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "dna_markers_code_unique" ON "dna_markers"  ("code") `);
    await queryRunner.query(`CREATE INDEX "dna_markers_sort_index" ON "dna_markers"  ("sort_order", "id") `);
    await queryRunner.query(
      `CREATE TABLE "genotype_results" ("id" BIGSERIAL NOT NULL, "patient_id" bigint NOT NULL, "order_id" bigint NOT NULL, "lab_report_id" bigint NOT NULL, "lab_order_id" character varying(64) NOT NULL, "version" integer NOT NULL, "gene" character varying(32) NOT NULL, "rs_id" character varying(32) NOT NULL, "genotype" character varying(32) NOT NULL, "source" character varying(16) NOT NULL, "collected_on" date NOT NULL, "superseded_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_db516cb79bf84d0c252f498aff5" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "genotype_results_lab_order_index" ON "genotype_results"  ("lab_order_id", "version") `,
    );
    await queryRunner.query(
      `CREATE INDEX "genotype_results_current_index" ON "genotype_results"  ("patient_id", "rs_id") WHERE "superseded_at" IS NULL`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "genotype_results_report_rs_unique" ON "genotype_results"  ("lab_report_id", "rs_id") `,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."genotype_results_report_rs_unique"`);
    await queryRunner.query(`DROP INDEX "public"."genotype_results_current_index"`);
    await queryRunner.query(`DROP INDEX "public"."genotype_results_lab_order_index"`);
    await queryRunner.query(`DROP TABLE "genotype_results"`);
    await queryRunner.query(`DROP INDEX "public"."dna_markers_sort_index"`);
    await queryRunner.query(`DROP INDEX "public"."dna_markers_code_unique"`);
    await queryRunner.query(`DROP TABLE "dna_markers"`);
    await queryRunner.query(`DROP INDEX IF EXISTS "medications_search_trgm_index"`);
    await queryRunner.query(`DROP INDEX "public"."medications_sort_index"`);
    await queryRunner.query(`DROP INDEX "public"."medications_code_unique"`);
    await queryRunner.query(`DROP TABLE "medications"`);
  }
}
