import type { MigrationInterface, QueryRunner } from 'typeorm';

// The subscriptions area's figures for the admin dashboard (modules/subscriptions/figures/), kept exact by
// triggers in the transaction of every write to subscriptions and patients, whoever writes.
// customer_phases remembers what each patient adds to customer_phase_figures, so a change takes off
// exactly that and adds the patient's new phase; its rows are locked first, so two transactions
// changing one patient count one after the other.

const REFRESH = `
  CREATE FUNCTION customer_phases_refresh(ids bigint[]) RETURNS void LANGUAGE plpgsql AS $$
  BEGIN
    IF coalesce(cardinality(ids), 0) = 0 THEN RETURN; END IF;
    INSERT INTO customer_phases (patient_id) SELECT DISTINCT id FROM unnest(ids) AS id ORDER BY 1
    ON CONFLICT DO NOTHING;
    PERFORM 1 FROM customer_phases WHERE patient_id = ANY(ids) ORDER BY patient_id FOR UPDATE;
    WITH fresh AS (
      SELECT x.id AS patient_id, coalesce(p.medical_center_id IS NOT NULL, false) AS in_practice,
             latest.status AS latest_status
      FROM (SELECT DISTINCT id FROM unnest(ids) AS id) x
      LEFT JOIN patients p ON p.id = x.id
      LEFT JOIN LATERAL (
        SELECT s.status::text AS status FROM subscriptions s WHERE s.patient_id = x.id
        ORDER BY s.created_at DESC, s.id DESC LIMIT 1) latest ON true),
    old AS (SELECT c.* FROM customer_phases c WHERE c.patient_id = ANY(ids)),
    changes AS (
      SELECT 'in_practice' AS phase, -1 AS sign FROM old WHERE in_practice
      UNION ALL SELECT latest_status, -1 FROM old WHERE in_practice AND latest_status IS NOT NULL
      UNION ALL SELECT 'in_practice', 1 FROM fresh WHERE in_practice
      UNION ALL SELECT latest_status, 1 FROM fresh WHERE in_practice AND latest_status IS NOT NULL),
    counted AS (
      INSERT INTO customer_phase_figures AS f (phase, customers)
      SELECT phase, sum(sign) FROM changes GROUP BY phase HAVING sum(sign) <> 0 ORDER BY phase
      ON CONFLICT (phase) DO UPDATE SET customers = f.customers + excluded.customers
      RETURNING 1)
    UPDATE customer_phases c SET in_practice = fresh.in_practice, latest_status = fresh.latest_status
    FROM fresh WHERE fresh.patient_id = c.patient_id
      AND (c.in_practice, c.latest_status) IS DISTINCT FROM (fresh.in_practice, fresh.latest_status);
    DELETE FROM customer_phases c
    WHERE c.patient_id = ANY(ids) AND NOT EXISTS (SELECT 1 FROM patients p WHERE p.id = c.patient_id);
  END $$`;

const statusChanges = (changes: string) => `
    INSERT INTO subscription_status_figures AS f (status, subscriptions)
    SELECT c.status::text, sum(c.sign) FROM (${changes}) c GROUP BY 1 HAVING sum(c.sign) <> 0 ORDER BY 1
    ON CONFLICT (status) DO UPDATE SET subscriptions = f.subscriptions + excluded.subscriptions;`;

const SUBSCRIPTIONS_APPLY = `
  CREATE FUNCTION subscription_figures_apply() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      ${statusChanges('SELECT 1 AS sign, n.status FROM subscriptions_new n')}
      PERFORM customer_phases_refresh(ARRAY(SELECT DISTINCT n.patient_id FROM subscriptions_new n));
    ELSIF TG_OP = 'UPDATE' THEN
      ${statusChanges(`SELECT -1 AS sign, o.status FROM subscriptions_old o
                       UNION ALL SELECT 1 AS sign, n.status FROM subscriptions_new n`)}
      PERFORM customer_phases_refresh(ARRAY(
        SELECT unnest(ARRAY[o.patient_id, n.patient_id]) FROM subscriptions_old o JOIN subscriptions_new n USING (id)
        WHERE (o.status, o.created_at, o.patient_id) IS DISTINCT FROM (n.status, n.created_at, n.patient_id)));
    ELSE
      ${statusChanges('SELECT -1 AS sign, o.status FROM subscriptions_old o')}
      PERFORM customer_phases_refresh(ARRAY(SELECT DISTINCT o.patient_id FROM subscriptions_old o));
    END IF;
    RETURN NULL;
  END $$`;

const PATIENTS_APPLY = `
  CREATE FUNCTION patient_customer_phases_apply() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      PERFORM customer_phases_refresh(ARRAY(SELECT n.id FROM patients_new n));
    ELSIF TG_OP = 'UPDATE' THEN
      PERFORM customer_phases_refresh(ARRAY(
        SELECT n.id FROM patients_old o JOIN patients_new n USING (id)
        WHERE (o.medical_center_id IS NULL) <> (n.medical_center_id IS NULL)));
    ELSE
      PERFORM customer_phases_refresh(ARRAY(SELECT o.id FROM patients_old o));
    END IF;
    RETURN NULL;
  END $$`;

const statementTriggers = (table: string, name: string, fn: string) => [
  `CREATE TRIGGER ${name}_insert AFTER INSERT ON ${table} REFERENCING NEW TABLE AS ${table}_new
     FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
  `CREATE TRIGGER ${name}_update AFTER UPDATE ON ${table}
     REFERENCING OLD TABLE AS ${table}_old NEW TABLE AS ${table}_new FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
  `CREATE TRIGGER ${name}_delete AFTER DELETE ON ${table} REFERENCING OLD TABLE AS ${table}_old
     FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
];

export class CustomerPhaseFigures1796591839401 implements MigrationInterface {
  name = 'CustomerPhaseFigures1796591839401';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "customer_phases" ("patient_id" bigint NOT NULL, "in_practice" boolean NOT NULL DEFAULT false, "latest_status" character varying(16), CONSTRAINT "PK_481242dddcfeff2838abf0d1316" PRIMARY KEY ("patient_id"))`);
    await queryRunner.query(`CREATE TABLE "subscription_status_figures" ("status" character varying(16) NOT NULL, "subscriptions" integer NOT NULL DEFAULT '0', CONSTRAINT "PK_cd61e81f5501c5f2889bcaec8fb" PRIMARY KEY ("status"))`);
    await queryRunner.query(`CREATE TABLE "customer_phase_figures" ("phase" character varying(16) NOT NULL, "customers" integer NOT NULL DEFAULT '0', CONSTRAINT "PK_e58c0c94dc22eb5517f84ece695" PRIMARY KEY ("phase"))`);

    // No write may fall between the backfill and the triggers.
    await queryRunner.query(`LOCK TABLE patients, subscriptions IN SHARE ROW EXCLUSIVE MODE`);
    await queryRunner.query(REFRESH);
    await queryRunner.query(SUBSCRIPTIONS_APPLY);
    await queryRunner.query(PATIENTS_APPLY);
    for (const statement of [
      ...statementTriggers('subscriptions', 'subscriptions_figures', 'subscription_figures_apply'),
      ...statementTriggers('patients', 'patients_customer_phases', 'patient_customer_phases_apply'),
    ])
      await queryRunner.query(statement);

    await queryRunner.query(`
      INSERT INTO customer_phases (patient_id, in_practice, latest_status)
      SELECT p.id, p.medical_center_id IS NOT NULL, latest.status
      FROM patients p LEFT JOIN (
        SELECT DISTINCT ON (s.patient_id) s.patient_id, s.status::text AS status FROM subscriptions s
        ORDER BY s.patient_id, s.created_at DESC, s.id DESC) latest ON latest.patient_id = p.id`);
    await queryRunner.query(`
      INSERT INTO customer_phase_figures (phase, customers)
      SELECT 'in_practice', count(*) FROM customer_phases WHERE in_practice
      UNION ALL
      SELECT latest_status, count(*) FROM customer_phases WHERE in_practice AND latest_status IS NOT NULL
      GROUP BY latest_status`);
    await queryRunner.query(`
      INSERT INTO subscription_status_figures (status, subscriptions)
      SELECT status::text, count(*) FROM subscriptions GROUP BY 1`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const kind of ['insert', 'update', 'delete']) {
      await queryRunner.query(`DROP TRIGGER subscriptions_figures_${kind} ON subscriptions`);
      await queryRunner.query(`DROP TRIGGER patients_customer_phases_${kind} ON patients`);
    }
    await queryRunner.query(`DROP FUNCTION subscription_figures_apply()`);
    await queryRunner.query(`DROP FUNCTION patient_customer_phases_apply()`);
    await queryRunner.query(`DROP FUNCTION customer_phases_refresh(bigint[])`);
    await queryRunner.query(`DROP TABLE "customer_phase_figures"`);
    await queryRunner.query(`DROP TABLE "subscription_status_figures"`);
    await queryRunner.query(`DROP TABLE "customer_phases"`);
  }
}
