import { jest } from '@jest/globals';
import { Permission } from '@portal/shared-types';
import { DataSource } from 'typeorm';
import { SupplementRecipe } from '../../src/modules/formulas/entities/supplement-recipe.entity.js';
import { NoiOrderStatus } from '../../src/modules/orders/order-status.js';
import { FORMULAS_QUEUE, formulaJobIds } from '../../src/modules/formulas/formulas.jobs.js';
import { LabSweep } from '../../src/modules/lab/lab-sweep.service.js';
import { QueueRegistry } from '../../src/queue/queue-registry.service.js';
import { LifestyleQuestion } from '../../src/modules/patients/lifestyle/lifestyle-question.entity.js';
import { bloodMarkers } from '../helpers/blood-analysis.js';
import type { TestClient } from '../helpers/client.js';
import { calculated } from '../helpers/formulas.js';
import { labControl, labOrdersOf, placeShopOrder, uniqueBarcode } from '../helpers/lab.js';
import { eventually, type PaymentsStack, startPaymentsStack } from '../helpers/payments.js';
import { signedIn } from '../helpers/session.js';

const EXPLANATION = `source template_name template_version raw_value clamped inputs { name value }`;
const PART = `id status status_description noi_order_id sent_data
  recipe { computed_at approved_at start_when_ready items { micronutrient_id name quantity formattedUnit warnings explanation { ${EXPLANATION} } } }`;
const ORDER = `query ($id: ID!) { order(id: $id) {
  id order_number status patient { id }
  bloodNoiOrder { id status noi_order_id } dnaNoiOrder { id status noi_order_id } supplementsNoiOrder { ${PART} }
} }`;
const START = `mutation ($id: ID!) { startProductionImmediately(supplementsNoiOrderId: $id) { id status } }`;
const REGISTER_SAMPLE = `mutation ($input: RegisterSampleInput!) { registerSample(input: $input) { id } }`;
const MARK_PAID = `mutation ($id: ID!) { markOrderAsPaid(id: $id) { id } }`;
const PROPOSALS = `query ($id: ID!) { patient(id: $id) {
  latestMicronutrients { micronutrient_id current_value recommended_value }
  recipeChangeProposals { id micronutrient_id micronutrient_name old_value new_value changed_inputs { name label before after } }
} }`;
const DECIDE = `mutation ($id: ID!, $approve: Boolean!) { decideRecipeChangeProposal(id: $id, approve: $approve) { id } }`;
const SAVE_BLOOD = `mutation ($patientId: ID!, $date: String!, $values: [BloodResultValueInput!]!) {
  saveBloodResults(patientId: $patientId, date: $date, values: $values) { id } }`;
const ANSWERS = `mutation ($input: UpdatePatientAnswersInput!) { updatePatientAnswers(input: $input) { id } }`;

interface Ingredient {
  micronutrient_id: string;
  name: string;
  quantity: number;
  formattedUnit: string;
  warnings: string[];
  explanation: {
    source: string;
    template_name: string | null;
    template_version: number | null;
    inputs: { name: string; value: number | null }[];
  };
}
interface SupplementsPart {
  id: string;
  status: NoiOrderStatus;
  status_description: string;
  noi_order_id: string | null;
  sent_data: {
    orderedProducts: {
      productCode: string;
      ingredients?: { name: string; quantity: number; formattedUnit: string }[];
    }[];
  } | null;
  recipe: {
    computed_at: string | null;
    approved_at: string | null;
    start_when_ready: boolean;
    items: Ingredient[];
  } | null;
}
interface OrderView {
  id: string;
  order_number: string;
  status: string;
  patient: { id: string };
  bloodNoiOrder: { id: string; status: string; noi_order_id: string | null } | null;
  dnaNoiOrder: { id: string; status: string; noi_order_id: string | null } | null;
  supplementsNoiOrder: SupplementsPart | null;
}

jest.setTimeout(120_000);

let stack: PaymentsStack;
let admin: Awaited<ReturnType<typeof signedIn>>;
let doctor: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  stack = await startPaymentsStack();
  admin = await signedIn(stack.app, { permissions: [Permission.ManageMedicalCenters] });
  doctor = await signedIn(stack.app);
});
afterAll(() => stack.close());

const db = () => stack.app.get(DataSource);
const orderOf = async (id: string, client: TestClient = doctor.client) =>
  (await client.query<{ order: OrderView }>(ORDER, { id })).order;
// The lab's callbacks, the worker and a calculation lie between: generous on a busy 2-core machine.
const PATIENCE_MS = 45_000;
const supplementsReach = (id: string, status: NoiOrderStatus) =>
  eventually(
    () => orderOf(id),
    (order) => order.supplementsNoiOrder?.status === status,
    PATIENCE_MS,
  );
const register = (id: string, type: 'Blood' | 'Dna') =>
  doctor.client.query(REGISTER_SAMPLE, { input: { id, type, barcode: uniqueBarcode() } });

/** Analyses and the supplement plan in one order, paid, samples at the lab. */
async function analysesWithPlan() {
  const placed = await placeShopOrder(stack.app, doctor.client, {
    'bundle-start': 'Bundle',
    'supplements-elements': 'CustomProduct',
  });
  expect(placed.supplementsNoiOrder?.status).toBe(NoiOrderStatus.WaitingForResults);
  await register(placed.id, 'Blood');
  await register(placed.id, 'Dna');
  await admin.client.query(MARK_PAID, { id: placed.id });
  const atLab = await eventually(
    () => orderOf(placed.id),
    (order) => Boolean(order.bloodNoiOrder?.noi_order_id && order.dnaNoiOrder?.noi_order_id),
    PATIENCE_MS,
  );
  return atLab;
}

/** The lab reports results for both samples and finishes them. */
async function resultsArrive(
  order: OrderView,
  genotypes: { gene: string; rsId: string; genotype: string }[] = [],
) {
  const blood = order.bloodNoiOrder!.noi_order_id!;
  const dna = order.dnaNoiOrder!.noi_order_id!;
  // Collected yesterday: values the doctor enters today are newer.
  const collectedOn = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  await labControl('POST', `/orders/${blood}/reports`, {
    collectedOn,
    blood: [
      { code: 'VITAMIN_D_25OH', value: 40, unit: 'nmol/l' },
      { code: 'FERRITIN', value: 25, unit: 'µg/l' },
    ],
  });
  await labControl('POST', `/orders/${dna}/reports`, {
    collectedOn,
    genotypes: [{ gene: 'MTHFR', rsId: 'rs1801133', genotype: 'TT' }, ...genotypes],
  });
  await labControl('POST', `/orders/${blood}/advance`, { to: 'ResultsReady' });
  await labControl('POST', `/orders/${dna}/advance`, { to: 'ResultsReady' });
}

describe('the recipe of a supplements part', () => {
  it('waits for the results, is made from the new doses for the doctor’s review, and is sent to production as approved', async () => {
    const order = await analysesWithPlan();
    expect(order.supplementsNoiOrder).toMatchObject({ status: 'WaitingForResults', recipe: null });
    await resultsArrive(order);
    const reviewed = (await supplementsReach(order.id, NoiOrderStatus.Delayed)).supplementsNoiOrder!;
    expect(reviewed.status_description).toBe('Ärztliche Überprüfung der Rezeptur');
    expect(reviewed.noi_order_id).toBeNull();
    const recipe = reviewed.recipe!;
    expect(recipe.approved_at).toBeNull();
    expect(recipe.items.length).toBeGreaterThan(5);
    const vitaminD = recipe.items.find((item) => item.name === 'Vitamin D3')!;
    expect(vitaminD.formattedUnit).toBe('IE');
    expect(vitaminD.explanation).toMatchObject({ source: 'formula', template_version: expect.any(Number) });
    expect(vitaminD.explanation.inputs).toContainEqual({ name: 'blood_VITAMIN_D_25OH', value: 40 });
    // The recipe holds the patient's doses above zero.
    const { patient } = await doctor.client.query<{
      patient: { latestMicronutrients: { micronutrient_id: string; current_value: number }[] };
    }>(PROPOSALS, { id: order.patient.id });
    expect(recipe.items.map((item) => [item.micronutrient_id, item.quantity]).sort()).toEqual(
      patient.latestMicronutrients
        .filter((dose) => dose.current_value > 0)
        .map((dose) => [dose.micronutrient_id, dose.current_value])
        .sort(),
    );

    // Another practice neither sees the part nor starts it; nothing changes.
    const stranger = await signedIn(stack.app);
    const refused = await stranger.client.graphql(START, { id: reviewed.id });
    expect(refused.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await orderOf(order.id)).supplementsNoiOrder!.recipe!.approved_at).toBeNull();

    await doctor.client.query(START, { id: reviewed.id });
    const sent = (await supplementsReach(order.id, NoiOrderStatus.SupplementsRegistered))
      .supplementsNoiOrder!;
    expect(sent.recipe!.approved_at).not.toBeNull();
    const ingredients = recipe.items.map(({ name, quantity, formattedUnit }) => ({
      name,
      quantity,
      formattedUnit,
    }));
    expect(sent.sent_data!.orderedProducts.map((product) => product.ingredients)).toEqual(
      sent.sent_data!.orderedProducts.map(() => ingredients),
    );
    const [atLab] = await labOrdersOf(`${order.order_number}-supplements`);
    expect((atLab.orderedProducts[0] as { ingredients?: unknown }).ingredients).toEqual(ingredients);

    // Sent: production can no longer be started again.
    const again = await doctor.client.graphql(START, { id: reviewed.id });
    expect(again.errors?.[0]).toMatchObject({
      message: 'Die Produktion kann für diese Bestellung nicht gestartet werden.',
      extensions: { code: 'CONFLICT' },
    });
  });

  it('started before the results: goes to production once the recipe is made, without a second review', async () => {
    const order = await analysesWithPlan();
    await doctor.client.query(START, { id: order.supplementsNoiOrder!.id });
    const waiting = (await orderOf(order.id)).supplementsNoiOrder!;
    expect(waiting).toMatchObject({
      status: 'WaitingForResults',
      recipe: { start_when_ready: true, computed_at: null, approved_at: null, items: [] },
    });
    expect(await db().getRepository(SupplementRecipe).findOneBy({ noi_order_id: waiting.id })).toMatchObject({
      start_when_ready: true,
      approved_at: null,
    });
    await resultsArrive(order);
    const sent = (await supplementsReach(order.id, NoiOrderStatus.SupplementsRegistered))
      .supplementsNoiOrder!;
    expect(sent.recipe).toMatchObject({ start_when_ready: true, approved_at: expect.any(String) });
    expect(sent.sent_data!.orderedProducts[0].ingredients!.length).toBe(sent.recipe!.items.length);
  });

  it('of a supplements-only order is sent with the patient’s current doses as soon as it is paid', async () => {
    const placed = await placeShopOrder(stack.app, doctor.client, {
      'supplements-elements': 'CustomProduct',
    });
    const order = await orderOf(placed.id);
    await calculated(stack.app, order.patient.id);
    await admin.client.query(MARK_PAID, { id: placed.id });
    const sent = (await supplementsReach(placed.id, NoiOrderStatus.SupplementsRegistered))
      .supplementsNoiOrder!;
    const items = sent.recipe!.items;
    expect(items.length).toBeGreaterThan(5);
    expect(sent.sent_data!.orderedProducts[0].ingredients).toEqual(
      items.map(({ name, quantity, formattedUnit }) => ({ name, quantity, formattedUnit })),
    );
  });

  it('in production gets change proposals from new results, which the doctor approves or rejects', async () => {
    const order = await analysesWithPlan();
    await resultsArrive(order);
    const reviewed = (await supplementsReach(order.id, NoiOrderStatus.Delayed)).supplementsNoiOrder!;
    await doctor.client.query(START, { id: reviewed.id });
    await supplementsReach(order.id, NoiOrderStatus.SupplementsRegistered);
    const patientId = order.patient.id;
    const planned = new Map(reviewed.recipe!.items.map((item) => [item.name, item.quantity]));

    // New vitamin D and ferritin values: the plan's doses stay, proposals wait for the doctor.
    const markers = await bloodMarkers(stack.app);
    const today = new Date().toISOString().slice(0, 10).split('-').reverse().join('.');
    await doctor.client.query(SAVE_BLOOD, {
      patientId,
      date: today,
      values: [
        { analysisParameterId: markers.get('VITAMIN_D_25OH')!.id, value: '110' },
        { analysisParameterId: markers.get('FERRITIN')!.id, value: '150' },
      ],
    });
    await calculated(stack.app, patientId);
    type View = {
      patient: {
        latestMicronutrients: {
          micronutrient_id: string;
          current_value: number;
          recommended_value: number | null;
        }[];
        recipeChangeProposals: {
          id: string;
          micronutrient_id: string;
          micronutrient_name: string;
          old_value: number;
          new_value: number;
          changed_inputs: { name: string; before: number | null; after: number | null }[];
        }[];
      };
    };
    const { patient } = await doctor.client.query<View>(PROPOSALS, { id: patientId });
    const vitaminD = patient.recipeChangeProposals.find((p) => p.micronutrient_name === 'Vitamin D3')!;
    expect(vitaminD).toMatchObject({ old_value: planned.get('Vitamin D3') });
    expect(vitaminD.new_value).toBeLessThan(vitaminD.old_value);
    expect(vitaminD.changed_inputs).toContainEqual(
      expect.objectContaining({ name: 'blood_VITAMIN_D_25OH', before: 40, after: 110 }),
    );
    const iron = patient.recipeChangeProposals.find((p) => p.micronutrient_name === 'Eisen')!;
    const doseOf = (view: View, id: string) =>
      view.patient.latestMicronutrients.find((dose) => dose.micronutrient_id === id)!;
    expect(doseOf({ patient }, vitaminD.micronutrient_id).current_value).toBe(vitaminD.old_value);

    // Another practice cannot decide; the doctor approves one and rejects the other.
    const stranger = await signedIn(stack.app);
    expect(
      (await stranger.client.graphql(DECIDE, { id: vitaminD.id, approve: true })).errors?.[0]?.extensions
        ?.code,
    ).toBe('NOT_FOUND');
    await doctor.client.query(DECIDE, { id: vitaminD.id, approve: true });
    await doctor.client.query(DECIDE, { id: iron.id, approve: false });
    const after = await doctor.client.query<View>(PROPOSALS, { id: patientId });
    expect(doseOf(after, vitaminD.micronutrient_id).current_value).toBe(vitaminD.new_value);
    expect(doseOf(after, iron.micronutrient_id).current_value).toBe(iron.old_value);
    expect(after.patient.recipeChangeProposals.map((p) => p.id)).not.toContain(vitaminD.id);
    const twice = await doctor.client.graphql(DECIDE, { id: vitaminD.id, approve: false });
    expect(twice.errors?.[0]).toMatchObject({ message: 'Über diesen Vorschlag wurde bereits entschieden.' });
  });

  it('warns next to an ingredient when reported medication meets a pharmacogenetic result', async () => {
    const order = await analysesWithPlan();
    const patientId = order.patient.id;
    await calculated(stack.app, patientId);
    const { id: medication } = await db()
      .getRepository(LifestyleQuestion)
      .findOneByOrFail({ key_question: 'MEDICATION' });
    await doctor.client.query(ANSWERS, {
      input: { patient_id: patientId, answers: [{ question_id: medication, values: ['PPI'] }] },
    });
    // CYP2C19 *2/*2: a poor metaboliser of acid blockers.
    await resultsArrive(order, [{ gene: 'CYP2C19', rsId: 'rs4244285', genotype: 'AA' }]);
    const reviewed = (await supplementsReach(order.id, NoiOrderStatus.Delayed)).supplementsNoiOrder!;
    const b12 = reviewed.recipe!.items.find((item) => item.name === 'Vitamin B12')!;
    expect(b12.warnings).toEqual([expect.stringContaining('CYP2C19')]);
    const vitaminD = reviewed.recipe!.items.find((item) => item.name === 'Vitamin D3')!;
    expect(vitaminD.warnings).toEqual([]);
  });

  it('whose calculation was lost when the results came is made after the lab sweep queues it again', async () => {
    const order = await analysesWithPlan();
    const queue = stack.app.get(QueueRegistry).queue(FORMULAS_QUEUE);
    await queue.pause();
    try {
      await resultsArrive(order);
      await eventually(
        () => orderOf(order.id),
        (view) =>
          view.bloodNoiOrder?.status === 'ResultsReady' && view.dnaNoiOrder?.status === 'ResultsReady',
        PATIENCE_MS,
      );
      // Redis lost the queued calculation: nothing will make the recipe by itself.
      for (const jobId of formulaJobIds(order.patient.id)) await queue.remove(jobId);
    } finally {
      await queue.resume();
    }
    expect((await orderOf(order.id)).supplementsNoiOrder!.status).toBe('WaitingForResults');
    const swept = await stack.worker.get(LabSweep).run(new Date(Date.now() + 3 * 60_000));
    expect(swept.recipes).toBeGreaterThanOrEqual(1);
    const reviewed = (await supplementsReach(order.id, NoiOrderStatus.Delayed)).supplementsNoiOrder!;
    expect(reviewed.recipe!.items.length).toBeGreaterThan(5);
  });
});
