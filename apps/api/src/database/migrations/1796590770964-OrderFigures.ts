import type { MigrationInterface, QueryRunner } from 'typeorm';

// The figures tables of the orders area (modules/orders/figures/), kept exact by triggers in the
// transaction of every write to orders and order_items, whoever writes (the services, the seeds, the
// benchmarks' generators, a test's INSERT). Statement-level with transition tables: a bulk write
// costs one grouped upsert per statement, not one per row. Day = placed_at's date in Berlin;
// OrderStatus.Canceled = 16. The SQL is frozen here: a later change is a later migration.
const DAY = (alias: string) => `(${alias}.placed_at AT TIME ZONE 'Europe/Berlin')::date`;
const COUNTED = (alias: string) =>
  `${alias}.placed_at IS NOT NULL AND ${alias}.status <> 16 AND ${alias}.payment_status = 'Success'`;

/** Rows leaving (-1) and entering (+1) a statement's result, by the transition tables a trigger has. */
const CHANGES = {
  INSERT: (table: string) => `SELECT 1 AS sign, n.* FROM ${table}_new n`,
  UPDATE: (table: string) =>
    `SELECT -1 AS sign, o.* FROM ${table}_old o UNION ALL SELECT 1 AS sign, n.* FROM ${table}_new n`,
  DELETE: (table: string) => `SELECT -1 AS sign, o.* FROM ${table}_old o`,
};

/** The day and practice figures of the changed orders' rows. */
const applyOrderChanges = (changes: string) => `
    WITH c AS (${changes}),
    days AS (
      INSERT INTO order_day_figures AS f (day, placed_orders, placed_total_cents, paid_total_cents)
      SELECT ${DAY('c')}, sum(c.sign), sum(c.sign * c.total_price_cents),
             coalesce(sum(c.sign * c.total_price_cents) FILTER (WHERE c.payment_status = 'Success'), 0)
      FROM c WHERE c.placed_at IS NOT NULL AND c.status <> 16
      GROUP BY 1
      HAVING sum(c.sign) <> 0 OR sum(c.sign * c.total_price_cents) <> 0
          OR coalesce(sum(c.sign * c.total_price_cents) FILTER (WHERE c.payment_status = 'Success'), 0) <> 0
      ORDER BY 1
      ON CONFLICT (day) DO UPDATE SET placed_orders = f.placed_orders + excluded.placed_orders,
        placed_total_cents = f.placed_total_cents + excluded.placed_total_cents,
        paid_total_cents = f.paid_total_cents + excluded.paid_total_cents
      RETURNING 1),
    items AS (
      INSERT INTO order_item_day_figures AS f (day, item_id, paid_quantity, paid_lines)
      SELECT ${DAY('c')}, i.item_id, sum(c.sign * i.quantity), sum(c.sign)
      FROM c JOIN order_items i ON i.order_id = c.id
      WHERE ${COUNTED('c')}
      GROUP BY 1, 2 HAVING sum(c.sign * i.quantity) <> 0 OR sum(c.sign) <> 0
      ORDER BY 1, 2
      ON CONFLICT (day, item_id) DO UPDATE SET paid_quantity = f.paid_quantity + excluded.paid_quantity,
        paid_lines = f.paid_lines + excluded.paid_lines
      RETURNING 1)
    INSERT INTO practice_order_figures AS f (medical_center_id, placed_orders, paid_total_cents)
    SELECT c.medical_center_id, coalesce(sum(c.sign) FILTER (WHERE c.placed_at IS NOT NULL), 0),
           coalesce(sum(c.sign * c.total_price_cents) FILTER (WHERE c.payment_status = 'Success'), 0)
    FROM c GROUP BY 1
    HAVING coalesce(sum(c.sign) FILTER (WHERE c.placed_at IS NOT NULL), 0) <> 0
        OR coalesce(sum(c.sign * c.total_price_cents) FILTER (WHERE c.payment_status = 'Success'), 0) <> 0
    ORDER BY 1
    ON CONFLICT (medical_center_id) DO UPDATE SET placed_orders = f.placed_orders + excluded.placed_orders,
      paid_total_cents = f.paid_total_cents + excluded.paid_total_cents;`;

/** The item figures of changed lines whose order counts (placed, paid, not cancelled). */
const applyItemChanges = (changes: string) => `
    INSERT INTO order_item_day_figures AS f (day, item_id, paid_quantity, paid_lines)
    SELECT ${DAY('o')}, c.item_id, sum(c.sign * c.quantity), sum(c.sign)
    FROM (${changes}) c JOIN orders o ON o.id = c.order_id
    WHERE ${COUNTED('o')}
    GROUP BY 1, 2 HAVING sum(c.sign * c.quantity) <> 0 OR sum(c.sign) <> 0
    ORDER BY 1, 2
    ON CONFLICT (day, item_id) DO UPDATE SET paid_quantity = f.paid_quantity + excluded.paid_quantity,
      paid_lines = f.paid_lines + excluded.paid_lines;`;

const triggerFunction = (name: string, table: string, apply: (changes: string) => string) => `
  CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'INSERT' THEN ${apply(CHANGES.INSERT(table))}
    ELSIF TG_OP = 'UPDATE' THEN ${apply(CHANGES.UPDATE(table))}
    ELSE ${apply(CHANGES.DELETE(table))}
    END IF;
    RETURN NULL;
  END $$`;

const statementTriggers = (table: string, fn: string) => [
  `CREATE TRIGGER ${table}_figures_insert AFTER INSERT ON ${table} REFERENCING NEW TABLE AS ${table}_new
     FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
  `CREATE TRIGGER ${table}_figures_update AFTER UPDATE ON ${table}
     REFERENCING OLD TABLE AS ${table}_old NEW TABLE AS ${table}_new FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
  `CREATE TRIGGER ${table}_figures_delete AFTER DELETE ON ${table} REFERENCING OLD TABLE AS ${table}_old
     FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
];

export class OrderFigures1796590770964 implements MigrationInterface {
  name = 'OrderFigures1796590770964';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "practice_order_figures" ("medical_center_id" bigint NOT NULL, "placed_orders" integer NOT NULL DEFAULT '0', "paid_total_cents" bigint NOT NULL DEFAULT '0', CONSTRAINT "PK_95d33e69d49394c45bb13fd9334" PRIMARY KEY ("medical_center_id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "order_item_day_figures" ("day" date NOT NULL, "item_id" bigint NOT NULL, "paid_quantity" integer NOT NULL DEFAULT '0', "paid_lines" integer NOT NULL DEFAULT '0', CONSTRAINT "PK_dbe6de4b7d220b1292f594f734d" PRIMARY KEY ("day", "item_id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "order_day_figures" ("day" date NOT NULL, "placed_orders" integer NOT NULL DEFAULT '0', "placed_total_cents" bigint NOT NULL DEFAULT '0', "paid_total_cents" bigint NOT NULL DEFAULT '0', CONSTRAINT "PK_2899a23bcbde0d5981fd376c20f" PRIMARY KEY ("day"))`,
    );

    // No write may fall between the backfill and the triggers.
    await queryRunner.query(`LOCK TABLE orders, order_items IN SHARE ROW EXCLUSIVE MODE`);
    await queryRunner.query(triggerFunction('order_figures_apply', 'orders', applyOrderChanges));
    await queryRunner.query(triggerFunction('order_item_figures_apply', 'order_items', applyItemChanges));
    for (const statement of [
      ...statementTriggers('orders', 'order_figures_apply'),
      ...statementTriggers('order_items', 'order_item_figures_apply'),
    ])
      await queryRunner.query(statement);
    // A deleted order's lines go by cascade after it, when it can no longer be joined: take them off before.
    await queryRunner.query(`
      CREATE FUNCTION order_figures_before_delete() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        ${applyItemChanges(`SELECT -1 AS sign, i.order_id, i.item_id, i.quantity FROM order_items i WHERE i.order_id = OLD.id`)}
        RETURN OLD;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER orders_figures_before_delete BEFORE DELETE ON orders FOR EACH ROW
      WHEN (OLD.placed_at IS NOT NULL AND OLD.status <> 16 AND OLD.payment_status = 'Success')
      EXECUTE FUNCTION order_figures_before_delete()`);
    await queryRunner.query(`
      CREATE FUNCTION order_figures_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM order_item_day_figures;
        IF TG_TABLE_NAME = 'orders' THEN
          DELETE FROM order_day_figures;
          DELETE FROM practice_order_figures;
        END IF;
        RETURN NULL;
      END $$`);
    for (const table of ['orders', 'order_items'])
      await queryRunner.query(
        `CREATE TRIGGER ${table}_figures_truncate AFTER TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION order_figures_truncate()`,
      );

    // The figures of the orders there are.
    await queryRunner.query(`
      INSERT INTO order_day_figures (day, placed_orders, placed_total_cents, paid_total_cents)
      SELECT ${DAY('o')}, count(*), sum(o.total_price_cents),
             coalesce(sum(o.total_price_cents) FILTER (WHERE o.payment_status = 'Success'), 0)
      FROM orders o WHERE o.placed_at IS NOT NULL AND o.status <> 16 GROUP BY 1`);
    await queryRunner.query(`
      INSERT INTO order_item_day_figures (day, item_id, paid_quantity, paid_lines)
      SELECT ${DAY('o')}, i.item_id, sum(i.quantity), count(*)
      FROM orders o JOIN order_items i ON i.order_id = o.id WHERE ${COUNTED('o')} GROUP BY 1, 2`);
    await queryRunner.query(`
      INSERT INTO practice_order_figures (medical_center_id, placed_orders, paid_total_cents)
      SELECT o.medical_center_id, count(*) FILTER (WHERE o.placed_at IS NOT NULL),
             coalesce(sum(o.total_price_cents) FILTER (WHERE o.payment_status = 'Success'), 0)
      FROM orders o GROUP BY 1`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['orders', 'order_items'])
      for (const kind of ['insert', 'update', 'delete', 'truncate'])
        await queryRunner.query(`DROP TRIGGER ${table}_figures_${kind} ON ${table}`);
    await queryRunner.query(`DROP TRIGGER orders_figures_before_delete ON orders`);
    for (const fn of [
      'order_figures_apply',
      'order_item_figures_apply',
      'order_figures_before_delete',
      'order_figures_truncate',
    ])
      await queryRunner.query(`DROP FUNCTION ${fn}()`);
    await queryRunner.query(`DROP TABLE "order_day_figures"`);
    await queryRunner.query(`DROP TABLE "order_item_day_figures"`);
    await queryRunner.query(`DROP TABLE "practice_order_figures"`);
  }
}
