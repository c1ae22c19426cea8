import type { INestApplication, INestApplicationContext } from '@nestjs/common';
import { Permission, todayIsoDate } from '@portal/shared-types';
import { DataSource } from 'typeorm';
import { TestClient } from '../helpers/client.js';
import { confirmDraft } from '../helpers/orders.js';
import { createPatient } from '../helpers/patients.js';
import { signedIn } from '../helpers/session.js';
import { CREATE_ORDER, PLACE_ORDER, UPDATE_ORDER, shopItemIds } from '../helpers/shop.js';
import { closeApp, createTestApp } from '../helpers/test-app.js';
import { startTestWorker } from '../helpers/worker.js';

const ADULTS_ONLY =
  'DNA-Analysen sind nur für volljährige Patientinnen und Patienten (ab 18 Jahren) erhältlich.';
const REQUIRED = 'Dies ist erforderlich';

const EVALUATE = `query ($patientId: ID, $items: [CartItemInput!]!) {
  evaluateCart(patientId: $patientId, items: $items) { total_price items { item_id } } }`;
const NEW_ORDER_CONSENTS = `{ consents(type: NewOrder, first: 100) { data { id required applies_to } } }`;
const REQUIRED_CONSENTS = `query ($id: ID!) { order(id: $id) { id requiredConsents { id de required applies_to } } }`;

/** 'YYYY-MM-DD' of the day `years` years before today (Berlin), moved by `days`. */
function yearsAgo(years: number, days = 0): string {
  const [year, month, day] = todayIsoDate().split('-').map(Number);
  const date = new Date(Date.UTC(year - years, month - 1, day + days));
  return date.toISOString().slice(0, 10);
}

describe('orders that must not happen', () => {
  let app: INestApplication;
  let worker: INestApplicationContext;
  let db: DataSource;
  let doctor: Awaited<ReturnType<typeof signedIn>>;
  let ids: Record<string, string>;
  let genetic: string;
  let sampleHandling: string;

  beforeAll(async () => {
    app = await createTestApp();
    worker = await startTestWorker();
    db = app.get(DataSource);
    doctor = await signedIn(app);
    ids = await shopItemIds(app);
    const rows = await db.query<{ key: string; id: string }[]>(`SELECT key, id FROM consents`);
    const byKey = Object.fromEntries(rows.map((row) => [row.key, row.id]));
    genetic = byKey['order-genetic-data'];
    sampleHandling = byKey['order-sample-handling'];
  });
  afterAll(async () => {
    await worker?.close();
    await closeApp(app);
  });

  const items = (...keys: [string, string][]) =>
    keys.map(([key, item_type]) => ({ item_id: ids[key], item_type, quantity: 1 }));
  const evaluate = (client: TestClient, patientId: string | null, cart: ReturnType<typeof items>) =>
    client.graphql<{ evaluateCart: { total_price: number } }>(EVALUATE, { patientId, items: cart });
  const draftFor = async (patientId: string, cart: ReturnType<typeof items>) => {
    const created = await doctor.client.graphql<{ createOrder: { id: string } }>(CREATE_ORDER, {
      input: { patient: { connect: patientId }, items: cart },
    });
    expect(created.errors).toBeUndefined();
    await confirmDraft(app, created.data!.createOrder.id);
    return created.data!.createOrder.id;
  };
  const place = (id: string, consents: string[]) =>
    doctor.client.graphql<{ placeOrder: { id: string; status: string } }>(PLACE_ORDER, { id, consents });
  const status = async (id: string) =>
    (await db.query<{ status: number }[]>(`SELECT status FROM orders WHERE id = $1`, [id]))[0].status;

  describe('DNA analyses are for patients of full age', () => {
    it('marks each DNA item of a minor in evaluateCart; blood analyses and supplements stay allowed', async () => {
      const minor = await createPatient(doctor.client, { date_of_birth: yearsAgo(18, 1) });
      const refused = await evaluate(
        doctor.client,
        minor.id,
        items(['blood-basic', 'Product'], ['dna-nutrigenetics', 'Product'], ['bundle-start', 'Bundle']),
      );
      expect(refused.errors?.[0].extensions?.code).toBe('VALIDATION');
      expect(refused.errors?.[0].extensions?.validation).toEqual({
        [`items.Product.${ids['dna-nutrigenetics']}`]: [ADULTS_ONLY],
        [`items.Bundle.${ids['bundle-start']}`]: [ADULTS_ONLY],
      });
      expect(refused.errors?.[0].extensions?.reasons).toEqual({
        [`items.Product.${ids['dna-nutrigenetics']}`]: ['shop.itemAdultsOnly'],
        [`items.Bundle.${ids['bundle-start']}`]: ['shop.itemAdultsOnly'],
      });

      const allowed = await evaluate(
        doctor.client,
        minor.id,
        items(
          ['blood-basic', 'Product'],
          ['bundle-blood-plus', 'Bundle'],
          ['supplements-elements', 'CustomProduct'],
        ),
      );
      expect(allowed.errors).toBeUndefined();
      expect(allowed.data!.evaluateCart.total_price).toBeGreaterThan(0);
    });

    it('counts the 18th birthday itself as of full age', async () => {
      const eighteenToday = await createPatient(doctor.client, { date_of_birth: yearsAgo(18) });
      const result = await evaluate(doctor.client, eighteenToday.id, items(['dna-nutrigenetics', 'Product']));
      expect(result.errors).toBeUndefined();
    });

    it('refuses the draft and placing for a minor, with nothing written', async () => {
      const minor = await createPatient(doctor.client, { date_of_birth: yearsAgo(17) });
      const before = await db.query<{ n: string }[]>(
        `SELECT count(*) AS n FROM orders WHERE patient_id = $1`,
        [minor.id],
      );
      const created = await doctor.client.graphql(CREATE_ORDER, {
        input: { patient: { connect: minor.id }, items: items(['dna-weight', 'Product']) },
      });
      expect(created.errors?.[0].extensions?.validation).toEqual({
        [`input.items.Product.${ids['dna-weight']}`]: [ADULTS_ONLY],
      });
      expect(await db.query(`SELECT count(*) AS n FROM orders WHERE patient_id = $1`, [minor.id])).toEqual(
        before,
      );

      // A blood draft is fine; adding a DNA analysis to it is refused and leaves its lines as they were.
      const blood = await draftFor(minor.id, items(['blood-basic', 'Product']));
      const updated = await doctor.client.graphql(UPDATE_ORDER, {
        input: { id: blood, items: items(['blood-basic', 'Product'], ['bundle-dna-nutrition', 'Bundle']) },
      });
      expect(updated.errors?.[0].extensions?.validation).toEqual({
        [`input.items.Bundle.${ids['bundle-dna-nutrition']}`]: [ADULTS_ONLY],
      });
      expect(await db.query(`SELECT item_id FROM order_items WHERE order_id = $1`, [blood])).toEqual([
        { item_id: ids['blood-basic'] },
      ]);
      const placed = await place(blood, [sampleHandling]);
      expect(placed.errors).toBeUndefined();
      expect(placed.data!.placeOrder.status).toBe('OrderPlaced');
    });

    it('refuses placing when the birth date was corrected to a minor after the draft was priced', async () => {
      const patient = await createPatient(doctor.client, { date_of_birth: '1980-01-01' });
      const draft = await draftFor(
        patient.id,
        items(['dna-pharmaco', 'Product'], ['blood-basic', 'Product']),
      );
      await db.query(`UPDATE patients SET date_of_birth = $2 WHERE id = $1`, [patient.id, yearsAgo(16)]);
      const refused = await place(draft, [genetic, sampleHandling]);
      expect(refused.errors?.[0].extensions?.code).toBe('VALIDATION');
      expect(refused.errors?.[0].extensions?.validation).toEqual({
        [`items.Product.${ids['dna-pharmaco']}`]: [ADULTS_ONLY],
      });
      expect(await status(draft)).toBe(0);
      expect(await db.query(`SELECT 1 FROM noi_orders WHERE order_id = $1`, [draft])).toEqual([]);
    });

    it("keeps another practice's patient and anonymous callers out of evaluateCart", async () => {
      const minor = await createPatient(doctor.client, { date_of_birth: yearsAgo(10) });
      const other = await signedIn(app);
      const foreign = await evaluate(other.client, minor.id, items(['blood-basic', 'Product']));
      expect(foreign.errors?.[0].extensions?.code).toBe('NOT_FOUND');
      const anonymous = await evaluate(new TestClient(app), minor.id, items(['blood-basic', 'Product']));
      expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    });
  });

  describe('consents follow the cart', () => {
    it('seeds the GenDG consent as a DNA-only consent', async () => {
      const { consents } = await doctor.client.query<{
        consents: { data: { id: string; applies_to: string }[] };
      }>(NEW_ORDER_CONSENTS);
      expect(consents.data.find((consent) => consent.id === genetic)?.applies_to).toBe('dna');
      expect(consents.data.find((consent) => consent.id === sampleHandling)?.applies_to).toBe('all');
    });

    it('asks a blood-only order for the consents without the GenDG one and places it without it', async () => {
      const patient = await createPatient(doctor.client);
      const draft = await draftFor(
        patient.id,
        items(['bundle-blood-plus', 'Bundle'], ['supplements-elements', 'CustomProduct']),
      );
      const { order } = await doctor.client.query<{ order: { requiredConsents: { id: string }[] } }>(
        REQUIRED_CONSENTS,
        { id: draft },
      );
      expect(order.requiredConsents.map((consent) => consent.id)).toEqual([sampleHandling]);

      const missing = await place(draft, []);
      expect(missing.errors?.[0].extensions?.validation).toEqual({ 'acceptedConsents.connect': [REQUIRED] });

      const placed = await place(draft, [sampleHandling]);
      expect(placed.errors).toBeUndefined();
      expect(await db.query(`SELECT consent_id FROM order_consents WHERE order_id = $1`, [draft])).toEqual([
        { consent_id: sampleHandling },
      ]);
    });

    it('does not record a GenDG consent ticked for a blood-only order, and refuses an unknown consent', async () => {
      const patient = await createPatient(doctor.client);
      const draft = await draftFor(patient.id, items(['blood-basic', 'Product']));
      const [{ id: patientConsent }] = await db.query<{ id: string }[]>(
        `SELECT id FROM consents WHERE key = 'patient-health-data'`,
      );
      const cases: [string[], Record<string, string[]>][] = [
        [[sampleHandling, patientConsent], { 'acceptedConsents.connect': ['Unbekannte Einwilligung.'] }],
        [[sampleHandling, 'abc'], { 'acceptedConsents.connect.1': ['Unbekannter Eintrag.'] }],
      ];
      for (const [bad, validation] of cases) {
        const refused = await place(draft, bad);
        expect(refused.errors?.[0].extensions?.validation).toEqual(validation);
        expect(await status(draft)).toBe(0);
      }
      const placed = await place(draft, [genetic, sampleHandling]);
      expect(placed.errors).toBeUndefined();
      expect(await db.query(`SELECT consent_id FROM order_consents WHERE order_id = $1`, [draft])).toEqual([
        { consent_id: sampleHandling },
      ]);
    });

    it('asks an order with a DNA analysis for the GenDG consent and refuses it without', async () => {
      const patient = await createPatient(doctor.client);
      const draft = await draftFor(patient.id, items(['blood-basic', 'Product'], ['dna-weight', 'Product']));
      const { order } = await doctor.client.query<{
        order: { requiredConsents: { id: string; required: boolean; applies_to: string }[] };
      }>(REQUIRED_CONSENTS, { id: draft });
      expect(order.requiredConsents).toEqual([
        expect.objectContaining({ id: genetic, required: true, applies_to: 'dna' }),
        expect.objectContaining({ id: sampleHandling, required: true, applies_to: 'all' }),
      ]);
      const refused = await place(draft, [sampleHandling]);
      expect(refused.errors?.[0].extensions?.validation).toEqual({ 'acceptedConsents.connect': [REQUIRED] });
      expect(await status(draft)).toBe(0);
      const placed = await place(draft, [genetic, sampleHandling]);
      expect(placed.errors).toBeUndefined();
      const accepted = await db.query<{ consent_id: string }[]>(
        `SELECT consent_id FROM order_consents WHERE order_id = $1 ORDER BY consent_id`,
        [draft],
      );
      expect(accepted.map((row) => row.consent_id).sort()).toEqual([genetic, sampleHandling].sort());
    });

    it("keeps another practice's order out of reach; the admin sees its consents", async () => {
      const patient = await createPatient(doctor.client);
      const draft = await draftFor(patient.id, items(['dna-weight', 'Product']));
      const other = await signedIn(app);
      const foreign = await other.client.graphql(REQUIRED_CONSENTS, { id: draft });
      expect(foreign.errors?.[0].extensions?.code).toBe('NOT_FOUND');
      const placedByOther = await other.client.graphql(PLACE_ORDER, {
        id: draft,
        consents: [genetic, sampleHandling],
      });
      expect(placedByOther.errors?.[0].extensions?.code).toBe('NOT_FOUND');
      expect(await status(draft)).toBe(0);
      const admin = await signedIn(app, { permissions: [Permission.ManageMedicalCenters] });
      const seen = await admin.client.query<{ order: { requiredConsents: { id: string }[] } }>(
        REQUIRED_CONSENTS,
        { id: draft },
      );
      expect(seen.order.requiredConsents.map((consent) => consent.id)).toEqual([genetic, sampleHandling]);
      const anonymous = await new TestClient(app).graphql(REQUIRED_CONSENTS, { id: draft });
      expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    });
  });
});
