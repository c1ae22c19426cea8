import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Shop1795511834814 implements MigrationInterface {
  name = 'Shop1795511834814';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "number_series" ("series" character varying(32) NOT NULL, "last_value" integer NOT NULL, CONSTRAINT "PK_3fc6d155560dfd22453f86ba2e7" PRIMARY KEY ("series"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "inbound_events" ("id" BIGSERIAL NOT NULL, "provider" character varying(32) NOT NULL, "event_id" character varying(128) NOT NULL, "type" character varying(64) NOT NULL, "resource_id" character varying(64) NOT NULL, "payload" jsonb NOT NULL, "received_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "processed_at" TIMESTAMP WITH TIME ZONE, "attempts" integer NOT NULL DEFAULT '0', "last_error" text, CONSTRAINT "PK_b76e26fa0121da742b191b7ded0" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "inbound_events_unprocessed_index" ON "inbound_events"  ("received_at") WHERE "processed_at" IS NULL`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "inbound_events_provider_event_unique" ON "inbound_events"  ("provider", "event_id") `,
    );
    await queryRunner.query(`CREATE TYPE "public"."vat_category" AS ENUM('Analyses', 'Supplements')`);
    await queryRunner.query(
      `CREATE TABLE "vat_rates" ("country_code" character(2) NOT NULL, "category" "public"."vat_category" NOT NULL, "valid_from" date NOT NULL, "rate_bp" integer NOT NULL, "source" character varying(300) NOT NULL, CONSTRAINT "PK_b4f48463529d95b692e5d20557f" PRIMARY KEY ("country_code", "category", "valid_from"))`,
    );
    await queryRunner.query(`CREATE TYPE "public"."discount_type" AS ENUM('Fixed', 'Percentage')`);
    await queryRunner.query(`CREATE TYPE "public"."discount_application" AS ENUM('Cart', 'Subscription')`);
    await queryRunner.query(
      `CREATE TABLE "discount_codes" ("id" BIGSERIAL NOT NULL, "code" character varying(64) NOT NULL, "discount_type" "public"."discount_type" NOT NULL, "amount" integer NOT NULL, "application" "public"."discount_application" NOT NULL, "valid_from" TIMESTAMP WITH TIME ZONE, "valid_until" TIMESTAMP WITH TIME ZONE, "usage_limit" integer, "times_used" integer NOT NULL DEFAULT '0', "is_active" boolean NOT NULL DEFAULT true, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_c0170a28d937472e9ce50fdce17" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "discount_codes_code_unique" ON "discount_codes"  ("code") `,
    );
    await queryRunner.query(`CREATE TYPE "public"."order_address_kind" AS ENUM('delivery', 'billing')`);
    await queryRunner.query(
      `CREATE TABLE "order_addresses" ("order_id" bigint NOT NULL, "kind" "public"."order_address_kind" NOT NULL, "address" character varying(256) NOT NULL, "zip_code" character varying(10) NOT NULL, "city" character varying(256) NOT NULL, "state" character varying(128), "country_id" bigint NOT NULL, CONSTRAINT "PK_21a4c9dc872a57d1b55a7cf9a53" PRIMARY KEY ("order_id", "kind"))`,
    );
    await queryRunner.query(
      `CREATE TYPE "public"."shop_item_kind" AS ENUM('Product', 'CustomProduct', 'Bundle', 'CustomBundle')`,
    );
    await queryRunner.query(
      `CREATE TYPE "public"."shop_item_type" AS ENUM('Blood', 'DnaGeneticRisk', 'DnaWeightGenetics', 'DnaNutrigenetics', 'DnaPharmacoGenetics', 'DnaFertility', 'Supplements', 'BloodOnly', 'DnaOnly', 'DnaAndBlood')`,
    );
    await queryRunner.query(
      `CREATE TABLE "shop_items" ("id" BIGSERIAL NOT NULL, "key" character varying(64) NOT NULL, "kind" "public"."shop_item_kind" NOT NULL, "type" "public"."shop_item_type" NOT NULL, "name_de" character varying(200) NOT NULL, "name_en" character varying(200) NOT NULL, "description_de" text NOT NULL, "description_en" text NOT NULL, "brut_price_cents" integer NOT NULL, "best_seller_rank" integer, "rank" integer NOT NULL, "for_sex" "public"."biological_sex", "period_days" smallint, "female_item_id" bigint, "male_item_id" bigint, "is_active" boolean NOT NULL DEFAULT true, CONSTRAINT "PK_413571c2dd7b80fd08551cf7726" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "shop_items_key_unique" ON "shop_items"  ("key") `);
    await queryRunner.query(`CREATE INDEX "shop_items_kind_rank_index" ON "shop_items"  ("kind", "rank") `);
    // The shop's search (names in both languages) uses trigrams like the patients search.
    await queryRunner.query(
      `CREATE INDEX "shop_items_search_trgm_index" ON "shop_items" USING gin ((lower("name_de" || ' ' || "name_en")) gin_trgm_ops)`,
    );
    await queryRunner.query(
      `CREATE TYPE "public"."payment_attempt_status" AS ENUM('creating', 'open', 'paid', 'failed', 'canceled', 'expired')`,
    );
    await queryRunner.query(
      `CREATE TABLE "payment_attempts" ("id" BIGSERIAL NOT NULL, "order_id" bigint NOT NULL, "attempt_no" integer NOT NULL, "provider" character varying(32) NOT NULL, "provider_payment_id" character varying(64), "status" "public"."payment_attempt_status" NOT NULL, "amount_cents" integer NOT NULL, "checkout_url" text, "expires_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_a0d8a67c07a0fef98dfd20214e5" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "payment_attempts_provider_payment_unique" ON "payment_attempts"  ("provider_payment_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "payment_attempts_status_updated_index" ON "payment_attempts"  ("status", "updated_at") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "payment_attempts_order_attempt_unique" ON "payment_attempts"  ("order_id", "attempt_no") `,
    );
    await queryRunner.query(
      `CREATE TABLE "payment_links" ("id" BIGSERIAL NOT NULL, "order_id" bigint NOT NULL, "salt" character varying(64) NOT NULL, "token_hash" character(64), "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "sent_count" integer NOT NULL DEFAULT '0', "last_sent_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_5b176ff8200166713c53d6c3ada" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "payment_links_order_unique" ON "payment_links"  ("order_id") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "payment_links_token_hash_unique" ON "payment_links"  ("token_hash") `,
    );
    await queryRunner.query(
      `CREATE INDEX "payment_links_expires_at_index" ON "payment_links"  ("expires_at") `,
    );
    await queryRunner.query(
      `CREATE TABLE "order_consents" ("order_id" bigint NOT NULL, "consent_id" bigint NOT NULL, "consent_version" integer NOT NULL, "accepted_by_user_id" bigint, "accepted_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_fbda917b5e774ded6b754010932" PRIMARY KEY ("order_id", "consent_id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "shop_bundle_products" ("bundle_id" bigint NOT NULL, "product_id" bigint NOT NULL, CONSTRAINT "PK_4a88827cf0305439dcda396644a" PRIMARY KEY ("bundle_id", "product_id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "shop_bundle_products_product_index" ON "shop_bundle_products"  ("product_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "order_items" ("id" BIGSERIAL NOT NULL, "order_id" bigint NOT NULL, "position" smallint NOT NULL, "item_id" bigint NOT NULL, "item_type" "public"."shop_item_kind" NOT NULL, "resolved_item_id" bigint NOT NULL, "quantity" smallint NOT NULL DEFAULT '1', "vat_category" "public"."vat_category" NOT NULL, "vat_rate_bp" integer NOT NULL, "original_price_cents" integer NOT NULL, "discount_cents" integer NOT NULL, "final_price_cents" integer NOT NULL, "tax_amount_cents" integer NOT NULL, CONSTRAINT "PK_005269d8574e6fac0493715c308" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "order_items_order_position_unique" ON "order_items"  ("order_id", "position") `,
    );
    await queryRunner.query(`ALTER TABLE "orders" ADD "original_price_cents" integer NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE "orders" ADD "tax_amount_cents" integer NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE "orders" ADD "discount_amount_cents" integer NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE "orders" ADD "discount_code_id" bigint`);
    await queryRunner.query(`ALTER TABLE "orders" ADD "order_email" character varying(255)`);
    await queryRunner.query(`ALTER TABLE "orders" ADD "confirmation_fingerprint" character(64)`);
    await queryRunner.query(`ALTER TABLE "orders" ADD "partnership_model_id" bigint`);
    await queryRunner.query(`ALTER TABLE "orders" ADD "placed_by_user_id" bigint`);
    await queryRunner.query(`ALTER TABLE "consents" ADD "version" integer NOT NULL DEFAULT '1'`);
    await queryRunner.query(`ALTER TABLE "orders" ALTER COLUMN "order_number" DROP NOT NULL`);
    // Order numbers now come from the gapless per-year series in number_series.
    await queryRunner.query(`DROP SEQUENCE IF EXISTS orders_order_number_seq`);
    await queryRunner.query(
      `ALTER TABLE "orders" ADD CONSTRAINT "FK_35ac75839ee034e3f66ceeefdd3" FOREIGN KEY ("discount_code_id") REFERENCES "discount_codes"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "order_addresses" ADD CONSTRAINT "FK_c0c1dd40c342dd0afbfd63b44c5" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "order_addresses" ADD CONSTRAINT "FK_ad22b8e1e0a8898608329a77d32" FOREIGN KEY ("country_id") REFERENCES "countries"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "shop_items" ADD CONSTRAINT "FK_a960a70ad4600eb8724cf0ca4f9" FOREIGN KEY ("female_item_id") REFERENCES "shop_items"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "shop_items" ADD CONSTRAINT "FK_be1577a390a2dcb88cb59709f62" FOREIGN KEY ("male_item_id") REFERENCES "shop_items"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "payment_attempts" ADD CONSTRAINT "FK_2a0b71e31054506a4b8d72a446e" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "payment_links" ADD CONSTRAINT "FK_9a74cc6e6536211fd7e9869bb77" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "order_consents" ADD CONSTRAINT "FK_81a244bbbe0c1e7974b7e48ec85" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "order_consents" ADD CONSTRAINT "FK_6c7ce3a5755cdef074d9488602f" FOREIGN KEY ("consent_id") REFERENCES "consents"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "shop_bundle_products" ADD CONSTRAINT "FK_74e24f08e39ab70e05757a24d43" FOREIGN KEY ("bundle_id") REFERENCES "shop_items"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "shop_bundle_products" ADD CONSTRAINT "FK_f2d7f411c125a7ab2b66f23590f" FOREIGN KEY ("product_id") REFERENCES "shop_items"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "order_items" ADD CONSTRAINT "FK_145532db85752b29c57d2b7b1f1" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "order_items" ADD CONSTRAINT "FK_de591fd3dc04191ab115c03eab1" FOREIGN KEY ("item_id") REFERENCES "shop_items"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "order_items" ADD CONSTRAINT "FK_8ac53d01dc40b713d6d9ee39336" FOREIGN KEY ("resolved_item_id") REFERENCES "shop_items"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "order_items" DROP CONSTRAINT "FK_8ac53d01dc40b713d6d9ee39336"`);
    await queryRunner.query(`ALTER TABLE "order_items" DROP CONSTRAINT "FK_de591fd3dc04191ab115c03eab1"`);
    await queryRunner.query(`ALTER TABLE "order_items" DROP CONSTRAINT "FK_145532db85752b29c57d2b7b1f1"`);
    await queryRunner.query(
      `ALTER TABLE "shop_bundle_products" DROP CONSTRAINT "FK_f2d7f411c125a7ab2b66f23590f"`,
    );
    await queryRunner.query(
      `ALTER TABLE "shop_bundle_products" DROP CONSTRAINT "FK_74e24f08e39ab70e05757a24d43"`,
    );
    await queryRunner.query(`ALTER TABLE "order_consents" DROP CONSTRAINT "FK_6c7ce3a5755cdef074d9488602f"`);
    await queryRunner.query(`ALTER TABLE "order_consents" DROP CONSTRAINT "FK_81a244bbbe0c1e7974b7e48ec85"`);
    await queryRunner.query(`ALTER TABLE "payment_links" DROP CONSTRAINT "FK_9a74cc6e6536211fd7e9869bb77"`);
    await queryRunner.query(
      `ALTER TABLE "payment_attempts" DROP CONSTRAINT "FK_2a0b71e31054506a4b8d72a446e"`,
    );
    await queryRunner.query(`ALTER TABLE "shop_items" DROP CONSTRAINT "FK_be1577a390a2dcb88cb59709f62"`);
    await queryRunner.query(`ALTER TABLE "shop_items" DROP CONSTRAINT "FK_a960a70ad4600eb8724cf0ca4f9"`);
    await queryRunner.query(`ALTER TABLE "order_addresses" DROP CONSTRAINT "FK_ad22b8e1e0a8898608329a77d32"`);
    await queryRunner.query(`ALTER TABLE "order_addresses" DROP CONSTRAINT "FK_c0c1dd40c342dd0afbfd63b44c5"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP CONSTRAINT "FK_35ac75839ee034e3f66ceeefdd3"`);
    await queryRunner.query(`CREATE SEQUENCE IF NOT EXISTS orders_order_number_seq START 1000001`);
    await queryRunner.query(`ALTER TABLE "orders" ALTER COLUMN "order_number" SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE "consents" DROP COLUMN "version"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "placed_by_user_id"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "partnership_model_id"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "confirmation_fingerprint"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "order_email"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "discount_code_id"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "discount_amount_cents"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "tax_amount_cents"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "original_price_cents"`);
    await queryRunner.query(`DROP INDEX "public"."order_items_order_position_unique"`);
    await queryRunner.query(`DROP TABLE "order_items"`);
    await queryRunner.query(`DROP INDEX "public"."shop_bundle_products_product_index"`);
    await queryRunner.query(`DROP TABLE "shop_bundle_products"`);
    await queryRunner.query(`DROP TABLE "order_consents"`);
    await queryRunner.query(`DROP INDEX "public"."payment_links_expires_at_index"`);
    await queryRunner.query(`DROP INDEX "public"."payment_links_token_hash_unique"`);
    await queryRunner.query(`DROP INDEX "public"."payment_links_order_unique"`);
    await queryRunner.query(`DROP TABLE "payment_links"`);
    await queryRunner.query(`DROP INDEX "public"."payment_attempts_order_attempt_unique"`);
    await queryRunner.query(`DROP INDEX "public"."payment_attempts_status_updated_index"`);
    await queryRunner.query(`DROP INDEX "public"."payment_attempts_provider_payment_unique"`);
    await queryRunner.query(`DROP TABLE "payment_attempts"`);
    await queryRunner.query(`DROP TYPE "public"."payment_attempt_status"`);
    await queryRunner.query(`DROP INDEX "public"."shop_items_kind_rank_index"`);
    await queryRunner.query(`DROP INDEX IF EXISTS "shop_items_search_trgm_index"`);
    await queryRunner.query(`DROP INDEX "public"."shop_items_key_unique"`);
    await queryRunner.query(`DROP TABLE "shop_items"`);
    await queryRunner.query(`DROP TYPE "public"."shop_item_type"`);
    await queryRunner.query(`DROP TABLE "order_addresses"`);
    await queryRunner.query(`DROP TYPE "public"."order_address_kind"`);
    await queryRunner.query(`DROP INDEX "public"."discount_codes_code_unique"`);
    await queryRunner.query(`DROP TABLE "discount_codes"`);
    await queryRunner.query(`DROP TYPE "public"."discount_application"`);
    await queryRunner.query(`DROP TYPE "public"."discount_type"`);
    await queryRunner.query(`DROP TABLE "vat_rates"`);
    await queryRunner.query(`DROP INDEX "public"."inbound_events_provider_event_unique"`);
    await queryRunner.query(`DROP INDEX "public"."inbound_events_unprocessed_index"`);
    await queryRunner.query(`DROP TABLE "inbound_events"`);
    await queryRunner.query(`DROP TABLE "number_series"`);
    await queryRunner.query(`DROP TYPE "public"."vat_category"`);
    await queryRunner.query(`DROP TYPE "public"."shop_item_kind"`);
  }
}
