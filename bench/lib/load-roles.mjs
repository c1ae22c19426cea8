// The virtual sessions of bench/load.mjs, each a role's loop without think time, sending the web's own
// operations (Relay's compiled texts) and downloads: doctors, admins and patients (questionnaire links).
import { signedApiUrl } from '../../apps/api/dist/common/http/signed-links.js';
import { PASSWORD, ADMIN_EMAIL } from './load-data.mjs';
import { browser, webOperation } from './load-session.mjs';

const op = webOperation;
const PATIENTS_LIST = op('PatientsListResultsQuery');
const PATIENT_PROFILE = op('PatientProfilePageQuery');
const EVALUATE_CART = op('useOrderDraftEvaluateCartQuery');
const CREATE_ORDER = op('useCreateOrderMutation');
const ORDER_CONSENTS = op('OrderConsentsQuery');
const PLACE_ORDER = op('usePlaceOrderMutation');
const REGISTER_SAMPLE = op('useRegisterSampleMutation');
const BLOOD_TABLE = op('BloodAnalysisTableQuery');
const ADMIN_ORDERS = op('AdminOrdersResultsQuery');
const ORDER_STATISTICS = op('OrderStatisticsCardsQuery');
const ADMIN_PATIENTS = op('AdminPatientsResultsQuery');
const CANCEL_INVOICE = op('useAdminOrderMutationsCancelInvoiceMutation');
const SEND_LINK = op('useSendQuestionnaireLinkMutation');
const FILL_QUESTIONNAIRE = op('FillQuestionnairePageQuery');
const SAVE_BODY = op('useSaveQuestionnaireBodyMutation');
const SAVE_ANSWERS = op('useSaveQuestionnaireAnswersMutation');

const SEARCHES = ['mül', 'koch', 'anna', 'web', 'greta', 'hub', 'eva', 'rich'];
const pick = (list) => list[Math.floor(Math.random() * list.length)];
let barcodes = 0;
const barcode = () => `LD-${process.pid}-${++barcodes}-${Math.random().toString(36).slice(2, 6)}`;

/**
 * `context`: { apiUrl, appKey, stats, until (ms), practices, items (shop item id by key), questions
 * (lifestyle question id by key), db }. Patients of a practice: the last QUESTIONNAIRE_POOL answer
 * questionnaires, doctors order for the others.
 */
const QUESTIONNAIRE_POOL = 20;

export async function doctorSession(context, practice) {
  const { apiUrl, stats, until } = context;
  const t = stats.time.bind(stats);
  const doctor = browser(apiUrl);
  await t('login', () => doctor.login(practice.email, PASSWORD));
  const orderable = practice.patients.slice(0, -QUESTIONNAIRE_POOL);
  const items = [{ item_id: context.items['bundle-start'], item_type: 'Bundle', quantity: 1 }];
  while (Date.now() < until) {
    const patient = pick(orderable);
    await t('doctor: patients page', () =>
      doctor.graphql(PATIENTS_LIST, { first: 20, page: 1 + Math.floor(Math.random() * 4) }),
    );
    await t('doctor: patients search', () =>
      doctor.graphql(PATIENTS_LIST, { first: 20, page: 1, search: pick(SEARCHES) }),
    );
    await t('doctor: open patient', () => doctor.graphql(PATIENT_PROFILE, { id: patient.id }));
    await t('doctor: evaluateCart', () => doctor.graphql(EVALUATE_CART, { patientId: patient.id, items }));
    const created = await t('doctor: createOrder', () =>
      doctor.graphql(CREATE_ORDER, { input: { patient: { connect: patient.id }, items } }),
    );
    if (created) await placeAndRegister(t, doctor, created.createOrder.id);
    const reader = pick(practice.withResults);
    await t('doctor: blood results', () => doctor.graphql(BLOOD_TABLE, { patientId: reader.id }));
    await t('doctor: blood results PDF', () =>
      doctor.download(`/api/patients/${reader.id}/download-blood-analysis-pdf`),
    );
  }
}

// As the wizard: the confirmation downloaded, the consents ticked, placed; then both samples registered.
async function placeAndRegister(t, doctor, id) {
  // As the wizard does: without the confirmation downloaded, the order cannot be placed (the portal refuses).
  if (!(await t('doctor: order confirmation PDF', () => doctor.download(`/api/orders/${id}/download-pdf`))))
    return;
  // The consents this order needs (Order.requiredConsents: the genetic-testing one only with a DNA analysis).
  const consents = await t('doctor: order consents', () => doctor.graphql(ORDER_CONSENTS, { id }));
  if (!consents) return;
  const connect = consents.order.requiredConsents
    .filter((consent) => consent.required)
    .map((consent) => consent.id);
  const placed = await t('doctor: placeOrder', () =>
    doctor.graphql(PLACE_ORDER, { id, acceptedConsents: { connect } }),
  );
  if (!placed) return;
  for (const type of ['Blood', 'Dna'])
    await t('doctor: registerSample', () =>
      doctor.graphql(REGISTER_SAMPLE, { input: { id, type, barcode: barcode() } }),
    );
}

export async function adminSession(context) {
  const { apiUrl, stats, until } = context;
  const t = stats.time.bind(stats);
  const admin = browser(apiUrl);
  await t('login', () => admin.login(ADMIN_EMAIL, PASSWORD));
  const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' });
  while (Date.now() < until) {
    await t('admin: orders page', () => admin.graphql(ADMIN_ORDERS, { first: 20, page: 1 }));
    await t('admin: order statistics', () => admin.graphql(ORDER_STATISTICS));
    await t('admin: orders export XLSX', () =>
      admin.download(`/api/orders/download-export?startDate=${today}&endDate=${today}`),
    );
    await t('admin: patients page', () =>
      admin.graphql(ADMIN_PATIENTS, { first: 20, page: 1 + Math.floor(Math.random() * 4) }),
    );
    await cancelPaidOrder(context, t, admin);
  }
}

/**
 * A fifth of the run's paid orders have their invoice cancelled by an admin (the storno, whatever the lab did; issue
 * 32): each storno is refunded through the sandbox, which the consistency check "every storno of a paid order has
 * exactly one refund" then counts. Two admins may pick the same invoice: the second is refused as already
 * cancelled, which is the portal's answer, not an error.
 */
async function cancelPaidOrder({ db, since }, t, admin) {
  const { rows } = await db.query(
    `WITH paid AS (
       SELECT d.id, d.guid FROM orders o JOIN billing_documents d ON d.order_id = o.id AND d.kind = 'invoice'
       WHERE o.placed_at >= $1 AND o.payment_status IN ('Success', 'ChargedBack'))
     SELECT guid FROM paid p
     WHERE NOT EXISTS (SELECT 1 FROM billing_documents s WHERE s.references_document_id = p.id)
       AND 5 * (SELECT count(*) FROM paid c
                WHERE EXISTS (SELECT 1 FROM billing_documents s WHERE s.references_document_id = c.id))
           < (SELECT count(*) FROM paid)
     ORDER BY random() LIMIT 1`,
    [since],
  );
  if (!rows.length) return;
  await t('admin: cancel a paid invoice', async () => {
    try {
      return await admin.graphql(CANCEL_INVOICE, { id: rows[0].guid });
    } catch (error) {
      if (/bereits storniert|already been cancel/i.test(String(error))) return null;
      throw error;
    }
  });
}

/**
 * A patient's browser per round: the practice's doctor sends a fresh link (a link serves once), the
 * patient opens it with the birth date, reads the page, saves height and weight, then the answers.
 */
export async function patientSession(context, practice, offset) {
  const { apiUrl, appKey, stats, until, questions, db } = context;
  const t = stats.time.bind(stats);
  const doctor = browser(apiUrl);
  await t('login', () => doctor.login(practice.email, PASSWORD));
  const pool = practice.patients.slice(-QUESTIONNAIRE_POOL);
  const answers = [
    { question_id: questions.GOALS, values: ['MORE_ENERGY', 'IMPROVE_SKIN'] },
    { question_id: questions.SKIN_TYPE, values: ['DRY'] },
    { question_id: questions.PREGNANCY, values: ['NO'] },
    { question_id: questions.SMOKING, values: [] },
  ];
  for (let round = offset; Date.now() < until; round += 1) {
    const patient = pool[round % pool.length];
    if (
      !(await t('doctor: send questionnaire link', () =>
        doctor.graphql(SEND_LINK, { patientId: patient.id }),
      ))
    )
      continue;
    const { rows } = await db.query(
      'SELECT expires_at FROM patient_questionnaire_links WHERE patient_id = $1',
      [patient.id],
    );
    const link = new URL(signedApiUrl(appKey, apiUrl, `patients/${patient.guid}/login`, rows[0].expires_at));
    const visitor = browser(apiUrl);
    const opened = await t('patient: open link (birth date)', async () => {
      await visitor.csrf();
      return visitor.post(link.pathname + link.search, { birthDate: patient.birthDate });
    });
    if (!opened) continue;
    await t('patient: questionnaire page', () => visitor.graphql(FILL_QUESTIONNAIRE));
    await t('patient: save height/weight', () =>
      visitor.graphql(SAVE_BODY, { height: 150 + (round % 40), weight: 50 + (round % 30) }),
    );
    await t('patient: save answers', () => visitor.graphql(SAVE_ANSWERS, { answers }));
  }
}
