// Issue 31, point 4: the Gutschrift done right. The practice states its tax status (validated), accepts
// the self-billing agreement (consent evidence), generation refuses without either; the treatment follows
// the status; the doctor is mailed the PDF and the XML once and finds the notes on /financial with both
// downloads (the practice only); an order cancelled after its fee was credited is corrected on the next note.
import type { INestApplicationContext } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Permission } from '@portal/shared-types';
import { DataSource } from 'typeorm';
import { ConsultingFee } from '../../src/modules/consulting-fees/consulting-fee.entity.js';
import { ConsultingFeeCorrection } from '../../src/modules/consulting-fees/consulting-fee-correction.entity.js';
import { CreditNote } from '../../src/modules/credit-notes/credit-note.entity.js';
import { CreditNoteMailer } from '../../src/modules/credit-notes/credit-note-mailer.service.js';
import { TestClient } from '../helpers/client.js';
import { downloadCreditNote } from './credit-note-downloads.js';
import { insertOrder } from '../helpers/orders.js';
import { patientSignedIn, patientWithAccount } from '../helpers/patient-portal.js';
import { createPatient } from '../helpers/patients.js';
import { readPdf } from '../helpers/pdf-text.js';
import { countStatements } from '../helpers/query-counter.js';
import { TRUST_PROXY_FOR_TESTS } from '../helpers/registration.js';
import { inboxOf, sandboxUrl, type SandboxMail, waitForMail } from '../helpers/sandbox.js';
import { signedIn } from '../helpers/session.js';
import { closeApp, createTestApp } from '../helpers/test-app.js';
import { startTestWorker } from '../helpers/worker.js';
import { pay, withLines } from '../consulting-fees/fee-fixtures.js';
import { PDFDocument } from '@cantoo/pdf-lib';
import { validateEn16931 } from './en16931-validators.js';

/** The XML of every Gutschrift the tests below generate, validated at the end with the official artefacts. */
const issuedXml: Record<string, string> = {};

/** The issued XML, downloaded, and the PDF's embedded one, which must be the same bytes (Factur-X hybrid). */
async function xmlAndHybrid(client: TestClient, id: string, pdf: Buffer): Promise<string> {
  const xml = ((await download(client, id, 'xml').expect(200)).body as Buffer).toString('utf8');
  const embedded = (await PDFDocument.load(pdf)).getAttachments();
  expect(embedded.map((file) => file.name)).toEqual(['factur-x.xml']);
  expect(Buffer.from(embedded[0].data).toString('utf8')).toBe(xml);
  return xml;
}

type Account = Awaited<ReturnType<typeof signedIn>>;

const GENERATE = `mutation ($doctorId: ID!) { generateCreditNote(doctorId: $doctorId) { id number amount status } }`;
const UPSERT = `mutation ($input: UpsertMedicalCenterInput!) { upsertMedicalCenter(input: $input) {
  id taxDetails { tax_status tax_number vat_no } billingDetails { vat_no } } }`;
const AGREEMENT = `{ selfBillingAgreement { version de en accepted_at accepted_version } }`;
const ACCEPT = `mutation { acceptSelfBillingAgreement { version accepted_at accepted_version } }`;
const PRACTICE_NOTES = `query ($first: Int, $page: Int) { practiceCreditNotes(first: $first, page: $page) {
  data { id number amount status generated_at paid_at }
  paginatorInfo { total currentPage lastPage } } }`;

interface Agreement {
  version: number;
  de: string;
  en: string;
  accepted_at: string | null;
  accepted_version: number | null;
}

let app: NestExpressApplication;
let worker: INestApplicationContext;
let admin: Account;
beforeAll(async () => {
  const env = { REDIS_PREFIX: `test-gutschrift-${process.pid}-${Date.now()}`, ...TRUST_PROXY_FOR_TESTS };
  app = await createTestApp(env);
  worker = await startTestWorker(env);
  admin = await signedIn(app, { permissions: [Permission.ManageMedicalCenters] });
});
afterAll(async () => {
  await worker?.close();
  await closeApp(app);
});

const db = () => app.get(DataSource);
const generate = (doctor: Account) =>
  admin.client.graphql<{ generateCreditNote: { id: string; number: string; amount: number } }>(GENERATE, {
    doctorId: doctor.doctor!.id,
  });
const taxDetails = (client: TestClient, details: Record<string, unknown>) =>
  client.graphql<{ upsertMedicalCenter: { taxDetails: Record<string, unknown> } }>(UPSERT, {
    input: { medicalCenterTaxDetails: details },
  });
const centerOf = (doctor: Account) =>
  db()
    .query<{ tax_status: string | null; tax_number: string | null; vat_no: string | null }[]>(
      `SELECT tax_status, billing_tax_number AS tax_number, billing_vat_no AS vat_no FROM medical_centers WHERE id = $1`,
      [doctor.user.medical_center_id],
    )
    .then((rows) => rows[0]);
const acceptancesOf = (doctor: Account) =>
  db().query<{ accepted_by_user_id: string; impersonator_id: string | null; version: number }[]>(
    `SELECT a.accepted_by_user_id, a.impersonator_id, v.version FROM consent_acceptances a
     JOIN consent_versions v ON v.id = a.consent_version_id
     WHERE a.type = 'SelfBilling' AND a.subject_type = 'medical_center' AND a.subject_id = $1`,
    [doctor.user.medical_center_id],
  );
const notesOf = (doctor: Account) =>
  db()
    .getRepository(CreditNote)
    .find({ where: { medical_center_id: doctor.user.medical_center_id! } });
const openFeesOf = (doctor: Account) =>
  db()
    .getRepository(ConsultingFee)
    .find({ where: { medical_center_id: doctor.user.medical_center_id! }, order: { id: 'ASC' } });

async function paidOrder(doctor: Account) {
  const patient = await createPatient(doctor.client);
  const order = await insertOrder(app, patient.id);
  await withLines(app, order.id);
  await pay(app, order.id);
  return order;
}

/** A doctor whose practice stated its status and accepted the agreement. */
async function readyDoctor(
  details: Record<string, unknown> = { tax_status: 'de_small_business', tax_number: '12/345/67890' },
) {
  const doctor = await signedIn(app);
  expect((await taxDetails(doctor.client, details)).errors).toBeUndefined();
  expect((await doctor.client.graphql(ACCEPT)).errors).toBeUndefined();
  return doctor;
}

const download = downloadCreditNote;

describe('the practice tax details', () => {
  it('saves the status with its Steuernummer and USt-IdNr (compacted, upper case)', async () => {
    const doctor = await signedIn(app);
    const result = await taxDetails(doctor.client, {
      tax_status: 'de_regular',
      tax_number: ' 12/345/67890 ',
      vat_no: 'de 123 456 789',
    });
    expect(result.errors).toBeUndefined();
    expect(result.data!.upsertMedicalCenter).toMatchObject({
      taxDetails: { tax_status: 'de_regular', tax_number: '12/345/67890', vat_no: 'DE123456789' },
      billingDetails: { vat_no: 'DE123456789' },
    });
    const austrian = await taxDetails(doctor.client, {
      tax_status: 'at_small_business',
      vat_no: 'ATU12345678',
    });
    expect(austrian.data!.upsertMedicalCenter.taxDetails).toEqual({
      tax_status: 'at_small_business',
      tax_number: null,
      vat_no: 'ATU12345678',
    });
  });

  it.each([
    [
      { tax_status: 'de_regular', vat_no: 'DE12345678' },
      'vat_no',
      'Ungültige USt-IdNr.: DE und 9 Ziffern (Deutschland) bzw. ATU und 8 Ziffern (Österreich).',
    ],
    [
      { tax_status: 'at_regular', tax_number: '123456789' },
      'vat_no',
      'Für eine österreichische Praxis ist die UID-Nummer (ATU und 8 Ziffern) erforderlich.',
    ],
    [
      { tax_status: 'de_small_business', tax_number: '123456789' },
      'tax_number',
      'Ungültige Steuernummer: 10 bis 13 Ziffern, optional mit / oder Leerzeichen.',
    ],
    [
      { tax_status: 'at_regular', tax_number: '1234567890', vat_no: 'ATU12345678' },
      'tax_number',
      'Ungültige Steuernummer: 9 Ziffern (2 Ziffern Finanzamt und 7 Ziffern).',
    ],
    [
      { tax_status: 'de_small_business', tax_number: ' ', vat_no: null },
      'tax_number',
      'Bitte geben Sie eine Steuernummer oder eine USt-IdNr. an.',
    ],
  ])('refuses %j with its message on %s and changes nothing', async (details, field, message) => {
    const doctor = await signedIn(app);
    const result = await taxDetails(doctor.client, details);
    expect(result.errors?.[0].extensions).toMatchObject({
      code: 'VALIDATION',
      validation: { [`input.medicalCenterTaxDetails.${field}`]: [message] },
    });
    expect(await centerOf(doctor)).toEqual({ tax_status: null, tax_number: null, vat_no: null });
  });

  it('refuses an unknown status and anonymous callers', async () => {
    const doctor = await signedIn(app);
    const unknown = await taxDetails(doctor.client, { tax_status: 'ch_regular', vat_no: 'CHE123' });
    expect(unknown.errors).toBeDefined();
    const anonymous = await taxDetails(new TestClient(app), {
      tax_status: 'de_regular',
      vat_no: 'DE123456789',
    });
    expect(anonymous.errors?.[0].extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(await centerOf(doctor)).toEqual({ tax_status: null, tax_number: null, vat_no: null });
  });
});

describe('the self-billing agreement', () => {
  it('shows the text, records the doctor’s acceptance once per wording, audited', async () => {
    const doctor = await signedIn(app);
    const before = (await doctor.client.query<{ selfBillingAgreement: Agreement }>(AGREEMENT))
      .selfBillingAgreement;
    expect(before).toMatchObject({ version: 1, accepted_at: null, accepted_version: null });
    expect(before.de).toContain('Vereinbarung über das Gutschriftverfahren (§ 14 Abs. 2 Satz 2 UStG)');
    expect(before.en).toContain('Self-billing agreement');

    const accepted = await doctor.client.graphql<{ acceptSelfBillingAgreement: Agreement }>(ACCEPT);
    expect(accepted.errors).toBeUndefined();
    expect(accepted.data!.acceptSelfBillingAgreement).toMatchObject({
      accepted_at: expect.any(String),
      accepted_version: 1,
    });
    await doctor.client.graphql(ACCEPT);
    expect(await acceptancesOf(doctor)).toEqual([
      { accepted_by_user_id: doctor.user.id, impersonator_id: null, version: 1 },
    ]);
    const [audit] = await db().query<{ user_id: string }[]>(
      `SELECT user_id FROM audit_logs WHERE event = 'credit_note.self_billing_agreement_accepted' AND subject_id = $1`,
      [doctor.user.medical_center_id],
    );
    expect(audit).toEqual({ user_id: doctor.user.id });
  });

  it('is refused to an admin acting as the doctor, to a user without practice and anonymous callers', async () => {
    const doctor = await signedIn(app);
    const acting = await signedIn(app, { permissions: [Permission.ManageMedicalCenters] });
    await acting.client.query(`mutation { loginAsDoctor(doctorId: "${doctor.doctor!.id}") { id } }`);
    await acting.client.csrf();
    const impersonated = await acting.client.graphql(ACCEPT);
    expect(impersonated.errors?.[0]).toMatchObject({
      message:
        'Der Vereinbarung über das Gutschriftverfahren kann nur die Ärztin bzw. der Arzt selbst zustimmen, nicht ein Admin in ihrem bzw. seinem Namen.',
      extensions: { code: 'FORBIDDEN', reason: 'creditNotes.agreementByDoctor' },
    });
    // The admin acting as the doctor still reads it.
    const read = await acting.client.query<{ selfBillingAgreement: Agreement }>(AGREEMENT);
    expect(read.selfBillingAgreement.accepted_at).toBeNull();

    const noPractice = await admin.client.graphql(ACCEPT);
    expect(noPractice.errors?.[0]).toMatchObject({
      message: 'Nur eine Praxis kann dem Gutschriftverfahren zustimmen.',
      extensions: { code: 'CONFLICT', reason: 'creditNotes.noPractice' },
    });
    expect(
      (await admin.client.query<{ selfBillingAgreement: null }>(AGREEMENT)).selfBillingAgreement,
    ).toBeNull();
    const anonymous = await new TestClient(app).graphql(ACCEPT);
    expect(anonymous.errors?.[0].extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(await acceptancesOf(doctor)).toEqual([]);
  });
});

describe('generateCreditNote refuses', () => {
  const nextCounter = () =>
    db()
      .query<{ value: string }[]>(
        `SELECT coalesce(max(last_value), 0) AS value FROM number_series WHERE series LIKE 'credit_note:%'`,
      )
      .then((rows) => rows[0]?.value);

  it('a practice without a stated tax status, with its message, changing nothing', async () => {
    const doctor = await signedIn(app);
    await doctor.client.graphql(ACCEPT);
    await paidOrder(doctor);
    const counter = await nextCounter();
    const result = await generate(doctor);
    expect(result.errors?.[0]).toMatchObject({
      message:
        'Die Praxis hat ihren steuerlichen Status noch nicht angegeben. Eine Gutschrift ist erst danach möglich.',
      extensions: { code: 'CONFLICT', reason: 'creditNotes.noTaxStatus' },
    });
    expect(await notesOf(doctor)).toHaveLength(0);
    expect((await openFeesOf(doctor))[0].credit_note_id).toBeNull();
    expect(await nextCounter()).toBe(counter);
  });

  it('a practice that has not accepted the agreement, with its message, changing nothing', async () => {
    const doctor = await signedIn(app);
    await taxDetails(doctor.client, { tax_status: 'de_regular', vat_no: 'DE123456789' });
    await paidOrder(doctor);
    const result = await generate(doctor);
    expect(result.errors?.[0]).toMatchObject({
      message:
        'Die Praxis hat der Vereinbarung über das Gutschriftverfahren noch nicht zugestimmt (§ 14 Abs. 2 Satz 2 UStG). Eine Gutschrift ist erst danach möglich.',
      extensions: { code: 'CONFLICT', reason: 'creditNotes.noAgreement' },
    });
    expect(await notesOf(doctor)).toHaveLength(0);
    expect((await openFeesOf(doctor))[0].credit_note_id).toBeNull();
  });
});

describe('the treatment follows the stated status', () => {
  it.each([
    ['de_small_business', { tax_number: '12/345/67890' }, 'small_business', 0, 0, 'Gemäß § 19 UStG'],
    ['de_regular', { vat_no: 'DE123456789' }, 'regular', 1900, 399, 'enthält 19 % Umsatzsteuer'],
    [
      'at_regular',
      { vat_no: 'ATU12345678' },
      'reverse_charge',
      0,
      0,
      'Steuerschuldnerschaft des Leistungsempfängers',
    ],
    [
      'at_small_business',
      { vat_no: 'ATU87654321', tax_number: '12-345/6789' },
      'reverse_charge',
      0,
      0,
      'Reverse Charge',
    ],
  ])('%s: %j → %s', async (status, numbers, treatment, rate, tax, printed) => {
    const doctor = await readyDoctor({ tax_status: status, ...numbers });
    await paidOrder(doctor);
    const note = (await generate(doctor)).data!.generateCreditNote;
    const stored = await db().getRepository(CreditNote).findOneByOrFail({ id: note.id });
    expect(stored).toMatchObject({
      amount_cents: 2500,
      vat_rate_bp: rate,
      tax_cents: tax,
      recipient: {
        vat_treatment: treatment,
        tax_status: status,
        tax_number: (numbers as { tax_number?: string }).tax_number ?? null,
        vat_id: (numbers as { vat_no?: string }).vat_no ?? null,
      },
    });
    const pdf = await download(doctor.client, note.id, 'pdf').expect(200);
    const text = readPdf(pdf.body as Buffer).lines.join(' ');
    expect(text).toContain('Gutschrift');
    expect(text).toContain(printed);
    issuedXml[`tax status ${status}`] = await xmlAndHybrid(doctor.client, note.id, pdf.body as Buffer);
    const numberShown = (numbers as { tax_number?: string }).tax_number;
    if (numberShown) expect(text).toContain(`Steuernummer: ${numberShown}`);
    const vatShown = (numbers as { vat_no?: string }).vat_no;
    if (vatShown) expect(text).toContain(vatShown);
    // Our own USt-IdNr (the operator's configuration) is printed too.
    expect(text).toContain(stored.issuer.vat_id!);
  });
});

describe('the doctor gets each Gutschrift', () => {
  let doctor: Account;
  let note: { id: string; number: string };
  let mail: SandboxMail & { attachments: { filename: string | null; contentType: string }[] };
  beforeAll(async () => {
    doctor = await readyDoctor();
    await paidOrder(doctor);
    note = (await generate(doctor)).data!.generateCreditNote;
    mail = (await waitForMail(
      doctor.user.email,
      (m) => m.subject.includes(note.number),
      30_000,
    )) as typeof mail;
  });

  it('by mail, once, with the PDF and the XML attached', async () => {
    expect(mail.subject).toBe(`Ihre Gutschrift ${note.number}`);
    expect(mail.text).toContain('25,00');
    expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      [`Gutschrift-${note.number}.pdf`, 'application/pdf'],
      [`Gutschrift-${note.number}.xml`, 'application/xml'],
    ]);
    const xml = Buffer.from(
      await (await fetch(`${sandboxUrl()}/mail/${mail.id}/attachments/1`)).arrayBuffer(),
    ).toString('utf8');
    expect(xml).toContain(note.number);
    const stored = await db().getRepository(CreditNote).findOneByOrFail({ id: note.id });
    expect(stored.mailed_at).toBeInstanceOf(Date);
    // A job run again mails nothing.
    expect(await worker.get(CreditNoteMailer).mail(note.id)).toBe('already-mailed');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await inboxOf(doctor.user.email)).filter((m) => m.subject.includes(note.number))).toHaveLength(1);
  });

  it('on /financial: the practice’s notes, newest first, a fixed statement count per page', async () => {
    const other = await readyDoctor();
    await paidOrder(other);
    await generate(other);
    const page = await doctor.client.query<{
      practiceCreditNotes: {
        data: { id: string; number: string; amount: number; status: string }[];
        paginatorInfo: { total: number };
      };
    }>(PRACTICE_NOTES, { first: 10 });
    expect(page.practiceCreditNotes.data).toEqual([
      expect.objectContaining({ id: note.id, number: note.number, amount: 25, status: 'Unpaid' }),
    ]);
    expect(page.practiceCreditNotes.paginatorInfo.total).toBe(1);
    const one = await countStatements(app, () => doctor.client.query(PRACTICE_NOTES, { first: 10 }));
    await paidOrder(doctor);
    await generate(doctor);
    await paidOrder(doctor);
    await generate(doctor);
    const three = await countStatements(app, () => doctor.client.query(PRACTICE_NOTES, { first: 10 }));
    expect(three.count).toBe(one.count);
    // An admin without a practice sees none here (the admin list is creditNotes).
    const adminPage = await admin.client.query<{ practiceCreditNotes: { data: unknown[] } }>(PRACTICE_NOTES);
    expect(adminPage.practiceCreditNotes.data).toEqual([]);
    const anonymous = await new TestClient(app).graphql(PRACTICE_NOTES);
    expect(anonymous.errors?.[0].extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('downloads for the practice’s doctors and admins; 404 for another practice and patients, 401 anonymous', async () => {
    const colleague = await signedIn(app);
    await db().query(`UPDATE users SET medical_center_id = $2 WHERE id = $1`, [
      colleague.user.id,
      doctor.user.medical_center_id,
    ]);
    const other = await signedIn(app);
    const patient = await patientWithAccount(app, doctor.client);
    const patientClient = await patientSignedIn(app, patient);
    for (const kind of ['pdf', 'xml'] as const) {
      await download(doctor.client, note.id, kind).expect(200);
      await download(colleague.client, note.id, kind).expect(200);
      await download(admin.client, note.id, kind).expect(200);
      await download(other.client, note.id, kind).expect(404);
      const asPatient = await download(patientClient, note.id, kind);
      expect([401, 403, 404]).toContain(asPatient.status);
      await download(new TestClient(app), note.id, kind).expect(401);
    }
  });
});

describe('a storno after the payout', () => {
  const CANCEL_ORDER = `mutation ($id: ID!) { cancelOrder(id: $id) { id status } }`;
  const correctionsOf = (doctor: Account) =>
    db()
      .getRepository(ConsultingFeeCorrection)
      .find({ where: { medical_center_id: doctor.user.medical_center_id! }, order: { id: 'ASC' } });

  it('writes a correcting fee that lands as a correction line on the next Gutschrift', async () => {
    const doctor = await readyDoctor();
    const cancelled = await paidOrder(doctor);
    await paidOrder(doctor);
    const first = (await generate(doctor)).data!.generateCreditNote;
    const canceled = await admin.client.graphql(CANCEL_ORDER, { id: cancelled.id });
    expect(canceled.errors).toBeUndefined();
    // Cancelling again corrects nothing twice.
    await admin.client.graphql(CANCEL_ORDER, { id: cancelled.id });
    const [correction] = await correctionsOf(doctor);
    expect(await correctionsOf(doctor)).toHaveLength(1);
    expect(correction).toMatchObject({
      amount_cents: -2500,
      corrects_credit_note_id: first.id,
      credit_note_id: null,
    });
    // The fee stays on the issued note as it was.
    const fee = await db().getRepository(ConsultingFee).findOneByOrFail({ order_id: cancelled.id });
    expect(fee).toMatchObject({ credit_note_id: first.id, amount_cents: 2500 });

    await paidOrder(doctor);
    await paidOrder(doctor);
    const second = (await generate(doctor)).data!.generateCreditNote;
    expect(second.amount).toBe(25);
    const stored = await db().getRepository(CreditNote).findOneByOrFail({ id: second.id });
    expect(stored.lines.filter((line) => line.corrects)).toEqual([
      expect.objectContaining({
        fee_id: correction.id,
        order_number: cancelled.order_number,
        amount_cents: -2500,
        corrects: { credit_note_number: first.number },
      }),
    ]);
    expect(stored.lines.reduce((sum, line) => sum + line.amount_cents, 0)).toBe(2500);
    expect((await correctionsOf(doctor))[0].credit_note_id).toBe(second.id);
    const pdf = await download(doctor.client, second.id, 'pdf').expect(200);
    issuedXml['a correction after a storno'] = await xmlAndHybrid(
      doctor.client,
      second.id,
      pdf.body as Buffer,
    );
    expect(readPdf(pdf.body as Buffer).lines.join(' ')).toContain(
      `Korrektur zu Gutschrift ${first.number} / Auftrag ${cancelled.order_number}`,
    );
  });

  it('refuses a note whose corrections exceed the open fees; they carry forward', async () => {
    const doctor = await readyDoctor();
    const cancelled = await paidOrder(doctor);
    await generate(doctor);
    await admin.client.graphql(CANCEL_ORDER, { id: cancelled.id });
    const small = await paidOrder(doctor);
    await db().getRepository(ConsultingFee).update({ order_id: small.id }, { amount_cents: 1000 });
    const refused = await generate(doctor);
    expect(refused.errors?.[0]).toMatchObject({
      message:
        'Die Korrekturen stornierter Aufträge übersteigen die offenen Beratungsgebühren. Sie werden in die nächste Gutschrift übernommen.',
      extensions: { code: 'CONFLICT', reason: 'creditNotes.correctionsExceedFees' },
    });
    expect(await notesOf(doctor)).toHaveLength(1);
    expect((await correctionsOf(doctor))[0].credit_note_id).toBeNull();
    expect(
      (await db().getRepository(ConsultingFee).findOneByOrFail({ order_id: small.id })).credit_note_id,
    ).toBeNull();

    await paidOrder(doctor);
    const next = (await generate(doctor)).data!.generateCreditNote;
    expect(next.amount).toBe(10);
    expect((await correctionsOf(doctor))[0].credit_note_id).toBe(next.id);
  });
});

describe('EN 16931', () => {
  it('passes the CII D16B XSD and the schematron with no fatal assert: every tax status and a correction', () => {
    expect(Object.keys(issuedXml).sort()).toEqual([
      'a correction after a storno',
      'tax status at_regular',
      'tax status at_small_business',
      'tax status de_regular',
      'tax status de_small_business',
    ]);
    const reports = validateEn16931(issuedXml);
    for (const [name, report] of Object.entries(reports))
      expect({ name, schemaErrors: report.schemaErrors, fatal: report.fatal }).toEqual({
        name,
        schemaErrors: [],
        fatal: [],
      });
  }, 120_000);
});
