import { createHash } from 'node:crypto';
import type { INestApplicationContext } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Permission } from '@portal/shared-types';
import { DataSource } from 'typeorm';
import { BillingPdfStatus } from '../../src/modules/billing/billing-document.entity.js';
import {
  ConsultingFee,
  ConsultingFeeStatus,
} from '../../src/modules/consulting-fees/consulting-fee.entity.js';
import { CreditNote } from '../../src/modules/credit-notes/credit-note.entity.js';
import { MedicalCenter } from '../../src/modules/medical-centers/entities/medical-center.entity.js';
import { User } from '../../src/modules/users/entities/user.entity.js';
import { TestClient } from '../helpers/client.js';
import { downloadCreditNote } from './credit-note-downloads.js';
import { insertOrder } from '../helpers/orders.js';
import { createPatient } from '../helpers/patients.js';
import { readPdf } from '../helpers/pdf-text.js';
import { countStatements } from '../helpers/query-counter.js';
import { signedIn } from '../helpers/session.js';
import { closeApp, createTestApp } from '../helpers/test-app.js';
import { startTestWorker } from '../helpers/worker.js';
import { pay, withLines } from '../consulting-fees/fee-fixtures.js';
import { validateCii } from './cii-schema.js';

type Account = Awaited<ReturnType<typeof signedIn>>;

const NOTE = `id guid number amount status paid_at generated_at
  doctor { id name email }
  consultingFees { id amount status paid_at generated_at isEditable
    order { id order_number created_at total_price patient { first_name last_name } partnershipModel { name } } }`;
const GENERATE = `mutation ($doctorId: ID!) { generateCreditNote(doctorId: $doctorId) { ${NOTE} } }`;
const MARK_PAID = `mutation ($creditNoteId: ID!) { markCreditNoteAsPaid(creditNoteId: $creditNoteId) { ${NOTE} } }`;
const LIST = `query ($first: Int, $page: Int, $doctorId: ID, $status: CreditNoteStatus) {
  creditNotes(first: $first, page: $page, doctorId: $doctorId, status: $status) {
    data { ${NOTE} }
    paginatorInfo { total currentPage lastPage hasMorePages }
  }
}`;

interface NoteView {
  id: string;
  guid: string;
  number: string;
  amount: number;
  status: 'Unpaid' | 'Paid';
  paid_at: string | null;
  generated_at: string;
  doctor: { id: string; name: string; email: string };
  consultingFees: {
    id: string;
    amount: number;
    status: string;
    paid_at: string | null;
    generated_at: string | null;
    isEditable: boolean;
    order: { order_number: string; patient: { first_name: string; last_name: string } };
  }[];
}

let app: NestExpressApplication;
let worker: INestApplicationContext;
let admin: Account;
beforeAll(async () => {
  // A queue prefix of its own: only this suite's worker renders this suite's credit notes.
  const env = { REDIS_PREFIX: `test-credit-notes-${process.pid}-${Date.now()}` };
  app = await createTestApp(env);
  worker = await startTestWorker(env);
  admin = await signedIn(app, { permissions: [Permission.ManageMedicalCenters] });
});
afterAll(async () => {
  await worker?.close();
  await closeApp(app);
});

const db = () => app.get(DataSource);

/** How many credit notes of this year's series carry a number from `from` to `to`. */
const notesNumbered = (from: number, to: number) =>
  db()
    .query<{ count: number }[]>(
      `SELECT count(*)::int AS count FROM credit_notes
       WHERE number LIKE $1 AND substring(number from 9)::int BETWEEN $2 AND $3`,
      [
        `GS-${new Intl.DateTimeFormat('en-GB', { year: 'numeric', timeZone: 'Europe/Berlin' }).format(new Date())}-%`,
        from,
        to,
      ],
    )
    .then((rows) => rows[0].count);

/**
 * A signed-in doctor whose practice may get Gutschriften (issue 31, point 4): its tax status stated and
 * the self-billing agreement accepted by the doctor.
 */
async function readyDoctor(
  tax: { tax_status: string; tax_number?: string | null; vat_no?: string | null } = {
    tax_status: 'de_small_business',
    tax_number: '12/345/67890',
  },
) {
  const doctor = await signedIn(app);
  await db().query(
    `UPDATE medical_centers SET tax_status = $2, billing_tax_number = $3, billing_vat_no = $4 WHERE id = $1`,
    [doctor.user.medical_center_id, tax.tax_status, tax.tax_number ?? null, tax.vat_no ?? null],
  );
  const accepted = await doctor.client.graphql(`mutation { acceptSelfBillingAgreement { accepted_at } }`);
  expect(accepted.errors).toBeUndefined();
  return doctor;
}
const generate = (client: TestClient, doctorId: string) =>
  client.graphql<{ generateCreditNote: NoteView }>(GENERATE, { doctorId });
const markPaid = (client: TestClient, creditNoteId: string) =>
  client.graphql<{ markCreditNoteAsPaid: NoteView }>(MARK_PAID, { creditNoteId });
const list = (client: TestClient, variables: Record<string, unknown> = {}) =>
  client.graphql<{
    creditNotes: { data: NoteView[]; paginatorInfo: { total: number; hasMorePages: boolean } };
  }>(LIST, variables);

/** A paid order of a new patient of the doctor, with its fee of 25.00 €. */
async function paidOrder(doctor: Account, patient: Record<string, unknown> = {}) {
  const created = await createPatient(doctor.client, patient);
  const order = await insertOrder(app, created.id);
  await withLines(app, order.id);
  await pay(app, order.id);
  return { order, patient: created };
}

const feesOfDoctor = (doctor: Account) =>
  db()
    .getRepository(ConsultingFee)
    .find({ where: { medical_center_id: doctor.user.medical_center_id! }, order: { id: 'ASC' } });
const notesOf = (doctor: Account) =>
  db()
    .getRepository(CreditNote)
    .find({ where: { doctor_id: doctor.doctor!.id }, order: { id: 'ASC' } });

const download = downloadCreditNote;

describe('generateCreditNote', () => {
  it("collects the practice's open fees into one numbered credit note, audited", async () => {
    const doctor = await readyDoctor();
    const first = await paidOrder(doctor, { first_name: 'Erika', last_name: 'Mustermann' });
    const second = await paidOrder(doctor);
    // A fee paid out already and a cancelled one stay where they are.
    const paidOut = await paidOrder(doctor);
    const canceled = await paidOrder(doctor);
    await db()
      .getRepository(ConsultingFee)
      .update({ order_id: paidOut.order.id }, { status: ConsultingFeeStatus.Paid, paid_at: new Date() });
    await db()
      .getRepository(ConsultingFee)
      .update({ order_id: canceled.order.id }, { status: ConsultingFeeStatus.Canceled });
    // Another practice's open fee is not touched.
    const other = await readyDoctor();
    await paidOrder(other);

    const result = await generate(admin.client, doctor.doctor!.id);
    expect(result.errors).toBeUndefined();
    const note = result.data!.generateCreditNote;
    const year = new Intl.DateTimeFormat('en-GB', { year: 'numeric', timeZone: 'Europe/Berlin' }).format(
      new Date(),
    );
    expect(note).toMatchObject({
      number: expect.stringMatching(new RegExp(`^GS-${year}-\\d{6}$`)),
      amount: 50,
      status: 'Unpaid',
      paid_at: null,
      doctor: { id: doctor.user.id, email: doctor.email },
    });
    expect(note.consultingFees.map((fee) => fee.order.order_number).sort()).toEqual(
      [first.order.order_number, second.order.order_number].sort(),
    );
    expect(note.consultingFees.every((fee) => fee.generated_at && !fee.isEditable)).toBe(true);

    const fees = await feesOfDoctor(doctor);
    expect(
      fees
        .filter((fee) => fee.credit_note_id === note.id)
        .map((fee) => fee.order_id)
        .sort(),
    ).toEqual([first.order.id, second.order.id].sort());
    expect(fees.find((fee) => fee.order_id === paidOut.order.id)?.credit_note_id).toBeNull();
    expect(fees.find((fee) => fee.order_id === canceled.order.id)?.credit_note_id).toBeNull();
    expect((await feesOfDoctor(other))[0].credit_note_id).toBeNull();

    const stored = await db().getRepository(CreditNote).findOneByOrFail({ id: note.id });
    expect(stored).toMatchObject({
      amount_cents: 5000,
      vat_rate_bp: 0,
      net_cents: 5000,
      tax_cents: 0,
      recipient: { vat_treatment: 'small_business', accounting_code: doctor.doctor!.accounting_code },
    });
    // The printed lines carry the patient's initials only.
    expect(stored.lines.find((line) => line.order_number === first.order.order_number)).toMatchObject({
      patient_initials: 'E. M.',
      amount_cents: 2500,
    });
    expect(JSON.stringify(stored.lines)).not.toContain('Mustermann');

    const [audit] = await db().query<{ user_id: string; details: Record<string, unknown> }[]>(
      `SELECT user_id, details FROM audit_logs WHERE event = 'credit_note.generated' AND subject_id = $1`,
      [note.id],
    );
    expect(audit).toMatchObject({
      user_id: admin.user.id,
      details: { number: note.number, amountCents: 5000 },
    });

    const { me } = await doctor.client.query<{ me: { openConsultingFeeAmount: number } }>(
      `{ me { openConsultingFeeAmount } }`,
    );
    expect(me.openConsultingFeeAmount).toBe(0);
  });

  it('numbers gaplessly from its own series', async () => {
    const numbers: number[] = [];
    for (let i = 0; i < 2; i++) {
      const doctor = await readyDoctor();
      await paidOrder(doctor);
      const result = await generate(admin.client, doctor.doctor!.id);
      numbers.push(Number(result.data!.generateCreditNote.number.slice(-6)));
    }
    expect(numbers[1]).toBeGreaterThan(numbers[0]);
    // Other suites generate notes at the same time (one series): no number between them is missing.
    expect(await notesNumbered(numbers[0], numbers[1])).toBe(numbers[1] - numbers[0] + 1);
  });

  it('treats a practice stated as a German VAT payer as regular: 19 % VAT included', async () => {
    const doctor = await readyDoctor({ tax_status: 'de_regular', vat_no: 'DE123456789' });
    await paidOrder(doctor);
    const note = (await generate(admin.client, doctor.doctor!.id)).data!.generateCreditNote;
    const stored = await db().getRepository(CreditNote).findOneByOrFail({ id: note.id });
    // 25.00 € = 21.01 € net + 3.99 € VAT (3.9919 rounded).
    expect(stored).toMatchObject({
      amount_cents: 2500,
      net_cents: 2101,
      tax_cents: 399,
      vat_rate_bp: 1900,
      recipient: { vat_treatment: 'regular', vat_id: 'DE123456789' },
    });
  });

  it('puts a fee on one credit note only when two admins generate at once', async () => {
    const doctor = await readyDoctor();
    for (let i = 0; i < 3; i++) await paidOrder(doctor);
    const secondAdmin = await signedIn(app, { permissions: [Permission.ManageMedicalCenters] });
    const results = await Promise.all([
      generate(admin.client, doctor.doctor!.id),
      generate(secondAdmin.client, doctor.doctor!.id),
    ]);
    const succeeded = results.filter((result) => !result.errors);
    const refused = results.filter((result) => result.errors);
    expect(succeeded).toHaveLength(1);
    expect(succeeded[0].data!.generateCreditNote.amount).toBe(75);
    expect(refused).toHaveLength(1);
    expect(refused[0].errors![0]).toMatchObject({
      message: 'Für diese/n Therapeut/-in gibt es keine offenen Beratungsgebühren für eine Gutschrift.',
      extensions: { code: 'CONFLICT', reason: 'creditNotes.noOpenFees' },
    });
    const notes = await notesOf(doctor);
    expect(notes).toHaveLength(1);
    expect((await feesOfDoctor(doctor)).every((fee) => fee.credit_note_id === notes[0].id)).toBe(true);
  });

  it('gives concurrent notes of different practices unique numbers without a gap', async () => {
    const doctors: Account[] = [];
    for (let i = 0; i < 4; i++) {
      const doctor = await readyDoctor();
      await paidOrder(doctor);
      doctors.push(doctor);
    }
    const results = await Promise.all(doctors.map((doctor) => generate(admin.client, doctor.doctor!.id)));
    const numbers = results.map((result) => Number(result.data!.generateCreditNote.number.slice(-6)));
    numbers.sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(4);
    expect(await notesNumbered(numbers[0], numbers[3])).toBe(numbers[3] - numbers[0] + 1);
  });

  it('refuses an inactive doctor with its message and changes nothing', async () => {
    const doctor = await readyDoctor();
    await paidOrder(doctor);
    await db().getRepository(User).update(doctor.user.id, { is_active: false });
    const result = await generate(admin.client, doctor.doctor!.id);
    expect(result.errors?.[0]).toMatchObject({
      message: 'Eine Gutschrift kann nur für aktive Therapeut/-innen erstellt werden.',
      extensions: { code: 'CONFLICT', reason: 'creditNotes.doctorInactive' },
    });
    expect(await notesOf(doctor)).toHaveLength(0);
    expect((await feesOfDoctor(doctor))[0].credit_note_id).toBeNull();
  });

  it('refuses a doctor without open fees with its message', async () => {
    const doctor = await readyDoctor();
    const result = await generate(admin.client, doctor.doctor!.id);
    expect(result.errors?.[0]).toMatchObject({
      message: 'Für diese/n Therapeut/-in gibt es keine offenen Beratungsgebühren für eine Gutschrift.',
      extensions: { reason: 'creditNotes.noOpenFees' },
    });
    // Open fees of 0 € are no reason for a credit note either.
    await paidOrder(doctor);
    await db().getRepository(ConsultingFee).update(
      { medical_center_id: doctor.user.medical_center_id! },
      {
        amount_cents: 0,
      },
    );
    const zero = await generate(admin.client, doctor.doctor!.id);
    expect(zero.errors?.[0].extensions).toMatchObject({ reason: 'creditNotes.noOpenFees' });
    expect(await notesOf(doctor)).toHaveLength(0);
  });

  it('answers not found for an unknown doctor', async () => {
    const result = await generate(admin.client, '999999999');
    expect(result.errors?.[0].extensions).toMatchObject({ code: 'NOT_FOUND' });
  });

  it.each([
    ['a malformed id', 'abc'],
    ['a huge id', '9'.repeat(40)],
  ])('refuses %s as an unknown entry', async (_, doctorId) => {
    const result = await generate(admin.client, doctorId);
    expect(result.errors?.[0].extensions).toMatchObject({
      code: 'VALIDATION',
      validation: { doctorId: ['Unbekannter Eintrag.'] },
    });
  });

  it('is refused to a doctor, also for the own fees, and to anonymous callers', async () => {
    const doctor = await readyDoctor();
    await paidOrder(doctor);
    const result = await generate(doctor.client, doctor.doctor!.id);
    expect(result.errors?.[0]).toMatchObject({
      message: 'This action is unauthorized.',
      extensions: { code: 'FORBIDDEN' },
    });
    const anonymous = await generate(new TestClient(app), doctor.doctor!.id);
    expect(anonymous.errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
    expect(await notesOf(doctor)).toHaveLength(0);
    expect((await feesOfDoctor(doctor))[0].credit_note_id).toBeNull();
  });
});

describe('markCreditNoteAsPaid', () => {
  async function noteOfNewDoctor() {
    const doctor = await readyDoctor();
    await paidOrder(doctor);
    await paidOrder(doctor);
    const note = (await generate(admin.client, doctor.doctor!.id)).data!.generateCreditNote;
    return { doctor, note };
  }

  it('pays out the note and its fees (Ausbezahlt), audited', async () => {
    const { doctor, note } = await noteOfNewDoctor();
    // A fee earned after the note stays open.
    const later = await paidOrder(doctor);
    const result = await markPaid(admin.client, note.id);
    expect(result.errors).toBeUndefined();
    const paid = result.data!.markCreditNoteAsPaid;
    expect(paid).toMatchObject({ id: note.id, status: 'Paid', paid_at: expect.any(String) });
    expect(paid.consultingFees).toHaveLength(2);
    expect(paid.consultingFees.every((fee) => fee.status === 'Paid' && fee.paid_at === paid.paid_at)).toBe(
      true,
    );
    const open = (await feesOfDoctor(doctor)).find((fee) => fee.order_id === later.order.id)!;
    expect(open).toMatchObject({ status: ConsultingFeeStatus.Unpaid, paid_at: null, credit_note_id: null });
    const [audit] = await db().query<{ user_id: string }[]>(
      `SELECT user_id FROM audit_logs WHERE event = 'credit_note.marked_as_paid' AND subject_id = $1`,
      [note.id],
    );
    expect(audit).toMatchObject({ user_id: admin.user.id });
  });

  it('is refused once paid, with its message, and changes nothing', async () => {
    const { note } = await noteOfNewDoctor();
    const first = (await markPaid(admin.client, note.id)).data!.markCreditNoteAsPaid;
    const again = await markPaid(admin.client, note.id);
    expect(again.errors?.[0]).toMatchObject({
      message: 'Diese Gutschrift wurde bereits als bezahlt markiert.',
      extensions: { code: 'CONFLICT', reason: 'creditNotes.alreadyPaid' },
    });
    const stored = await db().getRepository(CreditNote).findOneByOrFail({ id: note.id });
    expect(stored.paid_at?.toISOString()).toBe(first.paid_at);
  });

  it('answers not found for an unknown id and refuses a malformed one, changing nothing', async () => {
    const { note } = await noteOfNewDoctor();
    const unknown = await markPaid(admin.client, '999999999');
    expect(unknown.errors?.[0].extensions).toMatchObject({ code: 'NOT_FOUND' });
    const malformed = await markPaid(admin.client, note.number);
    expect(malformed.errors?.[0].extensions).toMatchObject({
      code: 'VALIDATION',
      validation: { creditNoteId: ['Unbekannter Eintrag.'] },
    });
    expect((await db().getRepository(CreditNote).findOneByOrFail({ id: note.id })).paid_at).toBeNull();
  });

  it('is refused to a doctor, also for the own note, and to anonymous callers', async () => {
    const { doctor, note } = await noteOfNewDoctor();
    const result = await markPaid(doctor.client, note.id);
    expect(result.errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN' });
    const anonymous = await markPaid(new TestClient(app), note.id);
    expect(anonymous.errors?.[0].extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect((await db().getRepository(CreditNote).findOneByOrFail({ id: note.id })).paid_at).toBeNull();
    expect((await feesOfDoctor(doctor)).every((fee) => fee.status === ConsultingFeeStatus.Unpaid)).toBe(true);
  });
});

describe('creditNotes', () => {
  let doctor: Account;
  const ids: string[] = [];
  beforeAll(async () => {
    doctor = await readyDoctor();
    for (let i = 0; i < 4; i++) {
      await paidOrder(doctor);
      await paidOrder(doctor);
      ids.push((await generate(admin.client, doctor.doctor!.id)).data!.generateCreditNote.id);
    }
    await markPaid(admin.client, ids[1]);
  });

  it("lists a doctor's notes newest first with their fee lines", async () => {
    const result = await list(admin.client, { doctorId: doctor.doctor!.id, first: 10 });
    expect(result.errors).toBeUndefined();
    const page = result.data!.creditNotes;
    expect(page.paginatorInfo.total).toBe(4);
    expect(page.data.map((note) => note.id)).toEqual([...ids].reverse());
    expect(page.data.every((note) => note.consultingFees.length === 2 && note.amount === 50)).toBe(true);
    expect(page.data[0].doctor).toMatchObject({ id: doctor.user.id });
  });

  it('filters by status', async () => {
    const paid = (await list(admin.client, { doctorId: doctor.doctor!.id, status: 'Paid' })).data!
      .creditNotes;
    expect(paid.data.map((note) => note.id)).toEqual([ids[1]]);
    const unpaid = (await list(admin.client, { doctorId: doctor.doctor!.id, status: 'Unpaid' })).data!
      .creditNotes;
    expect(unpaid.data.map((note) => note.id)).toEqual([ids[3], ids[2], ids[0]]);
  });

  it('pages', async () => {
    const page = (await list(admin.client, { doctorId: doctor.doctor!.id, first: 3, page: 2 })).data!
      .creditNotes;
    expect(page.data.map((note) => note.id)).toEqual([ids[0]]);
    expect(page.paginatorInfo).toMatchObject({ total: 4, currentPage: 2, lastPage: 2, hasMorePages: false });
  });

  it('costs the same number of statements for one note or four', async () => {
    const one = await countStatements(app, () =>
      list(admin.client, { doctorId: doctor.doctor!.id, first: 1 }),
    );
    const four = await countStatements(app, () =>
      list(admin.client, { doctorId: doctor.doctor!.id, first: 4 }),
    );
    expect(four.count).toBe(one.count);
  });

  it('orders the page as credit_notes_generated_index does (generated_at cannot be empty: no NULLS clause)', async () => {
    const { statements } = await countStatements(app, () => list(admin.client, { first: 2 }));
    const page = statements.find((sql) => /paginator_total/.test(sql))!;
    expect(/ORDER BY (.*) LIMIT/.exec(page)![1]).toMatch(/^"note_generated_at" DESC, "note_id" ASC$/);
    // Only the columns the list shows: not the lines, parties or documents.
    expect(page).not.toMatch(/"note"\."(lines|issuer|recipient|xml|pdf)"/);
    // The doctor as shown (id, name, e-mail), not the whole account row.
    const doctors = statements.find((sql) => /FROM "users" "user".* WHERE "user"\."id" IN \(\$1/.test(sql))!;
    expect(doctors).toMatch(/"user"\."last_name"/);
    expect(doctors).not.toMatch(/"user"\."guid"/);
  });

  it('is refused to doctors and anonymous callers', async () => {
    const result = await list(doctor.client);
    expect(result.errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN' });
    const anonymous = await list(new TestClient(app));
    expect(anonymous.errors?.[0].extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('refuses a malformed doctor id', async () => {
    const result = await list(admin.client, { doctorId: 'abc' });
    expect(result.errors?.[0].extensions).toMatchObject({ code: 'VALIDATION' });
  });
});

describe('downloads', () => {
  let doctor: Account;
  let note: NoteView;
  beforeAll(async () => {
    doctor = await readyDoctor();
    await db()
      .getRepository(MedicalCenter)
      .update(doctor.user.medical_center_id!, {
        billing: { iban: 'DE89370400440532013000', account_holder: 'Dr. Erika Muster' },
      });
    await paidOrder(doctor, { first_name: 'Jonas', last_name: 'Zwetschgenbaum' });
    await paidOrder(doctor);
    note = (await generate(admin.client, doctor.doctor!.id)).data!.generateCreditNote;
  });

  it('serves the PDF the worker rendered once, with its stored SHA-256', async () => {
    const response = await download(admin.client, note.id, 'pdf').expect(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Gutschrift-${note.number}.pdf"`,
    );
    const bytes = response.body as Buffer;
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
    const stored = await db().getRepository(CreditNote).findOneByOrFail({ id: note.id });
    expect(stored.pdf_status).toBe(BillingPdfStatus.Ready);
    expect(stored.pdf_sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    const text = readPdf(bytes).lines.join(' ');
    expect(text).toContain('Gutschrift');
    expect(text).toContain(note.number);
    expect(text).toContain('J. Z.');
    expect(text).not.toContain('Zwetschgenbaum');
    expect(text).toContain('§ 19 UStG');

    // The doctor the note belongs to gets the same bytes: nothing is rendered again.
    const own = await download(doctor.client, note.id, 'pdf').expect(200);
    expect(Buffer.compare(own.body as Buffer, bytes)).toBe(0);
  });

  it('serves the EN 16931 CII XML (type 389), valid against the CII schema', async () => {
    const response = await download(admin.client, note.id, 'xml').expect(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Gutschrift-${note.number}.xml"`,
    );
    const xml = (response.body as Buffer).toString('utf8');
    expect(await validateCii(xml)).toEqual([]);
    expect(xml).toContain('<ram:TypeCode>389</ram:TypeCode>');
    expect(xml).toContain(`<ram:ID>${note.number}</ram:ID>`);
    expect(xml).toContain('<ram:IBANID>DE89370400440532013000</ram:IBANID>');
    expect(xml).toContain('<ram:DuePayableAmount>50.00</ram:DuePayableAmount>');
    expect(xml).not.toContain('Zwetschgenbaum');
    const stored = await db().getRepository(CreditNote).findOneByOrFail({ id: note.id });
    expect(stored.xml_sha256).toBe(
      createHash('sha256')
        .update(response.body as Buffer)
        .digest('hex'),
    );
    const own = await download(doctor.client, note.id, 'xml').expect(200);
    expect((own.body as Buffer).toString('utf8')).toBe(xml);
  });

  it('writes schema-valid XML for a regular VAT payer too, and the schema check catches broken XML', async () => {
    const vatPayer = await readyDoctor({ tax_status: 'de_regular', vat_no: 'DE123456789' });
    for (let i = 0; i < 3; i++) await paidOrder(vatPayer);
    const regular = (await generate(admin.client, vatPayer.doctor!.id)).data!.generateCreditNote;
    const xml = ((await download(admin.client, regular.id, 'xml').expect(200)).body as Buffer).toString(
      'utf8',
    );
    expect(await validateCii(xml)).toEqual([]);
    expect(xml).toContain('<ram:CategoryCode>S</ram:CategoryCode>');
    expect(xml).toContain('<ram:ID schemeID="VA">DE123456789</ram:ID>');
    // The same document with an element out of its place, or a missing mandatory part, is refused.
    expect(await validateCii(xml.replace('<ram:TypeCode>389</ram:TypeCode>', ''))).not.toEqual([]);
    expect(
      await validateCii(
        xml.replace(/<ram:ApplicableHeaderTradeDelivery>[\s\S]*?<\/ram:ApplicableHeaderTradeDelivery>/, ''),
      ),
    ).not.toEqual([]);
  });

  it('are 404 for another doctor, unknown and malformed ids, 401 for anonymous callers', async () => {
    const other = await readyDoctor();
    for (const kind of ['pdf', 'xml'] as const) {
      await download(other.client, note.id, kind).expect(404);
      await download(admin.client, '999999999', kind).expect(404);
      await download(admin.client, 'abc', kind).expect(404);
      await new TestClient(app).agent.get(`/api/credit-notes/${note.id}/download-${kind}`).expect(401);
    }
  });

  it('waits for the render when downloaded right after generation', async () => {
    const late = await readyDoctor();
    await paidOrder(late);
    const created = (await generate(admin.client, late.doctor!.id)).data!.generateCreditNote;
    const response = await download(late.client, created.id, 'pdf').expect(200);
    expect((response.body as Buffer).subarray(0, 4).toString('latin1')).toBe('%PDF');
  });
});

describe('doctors (the pickers of the admin screens)', () => {
  const DOCTORS = `query ($first: Int) {
    doctors(first: $first) { id name email is_active openConsultingFeeAmount doctor { id } }
  }`;
  type DoctorRow = {
    id: string;
    name: string;
    is_active: boolean;
    openConsultingFeeAmount: number;
    doctor: { id: string };
  };

  it('lists every doctor with the id generateCreditNote takes and the open fees, by name', async () => {
    const doctor = await readyDoctor();
    await paidOrder(doctor);
    const result = await admin.client.graphql<{ doctors: DoctorRow[] }>(DOCTORS, { first: 1000 });
    expect(result.errors).toBeUndefined();
    const row = result.data!.doctors.find((entry) => entry.id === doctor.user.id);
    expect(row).toMatchObject({
      doctor: { id: doctor.doctor!.id },
      is_active: true,
      openConsultingFeeAmount: 25,
    });
    // The admin itself has no doctor record.
    expect(result.data!.doctors.some((entry) => entry.id === admin.user.id)).toBe(false);
    expect((await generate(admin.client, row!.doctor.id)).errors).toBeUndefined();
  });

  it('costs the same number of statements for 2 doctors or 50', async () => {
    await readyDoctor();
    await readyDoctor();
    const two = await countStatements(app, () => admin.client.graphql(DOCTORS, { first: 2 }));
    const fifty = await countStatements(app, () => admin.client.graphql(DOCTORS, { first: 50 }));
    expect(fifty.count).toBe(two.count);
  });

  it('is refused to doctors and anonymous callers, and a page size beyond 1000', async () => {
    const doctor = await readyDoctor();
    expect((await doctor.client.graphql(DOCTORS, {})).errors?.[0].extensions).toMatchObject({
      code: 'FORBIDDEN',
    });
    const anonymous = await new TestClient(app).graphql(DOCTORS, {});
    expect(anonymous.errors?.[0].extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
    const tooMany = await admin.client.graphql(DOCTORS, { first: 1001 });
    expect(tooMany.errors?.[0].message).toBe('Validation failed for the field [doctors].');
    expect(JSON.stringify(tooMany.errors?.[0].extensions)).toContain('may not be greater than 1000');
  });
});
