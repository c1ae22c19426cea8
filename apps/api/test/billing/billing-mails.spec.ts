// Invoices and stornos reach the patient: once the PDF is rendered, the worker mails it as an attachment
// (read back from the sandbox's SMTP inbox), once per document.
import { jest } from '@jest/globals';
import { Permission } from '@portal/shared-types';
import { DataSource } from 'typeorm';
import { BillingDocument, BillingDocumentKind } from '../../src/modules/billing/billing-document.entity.js';
import { BillingMailer } from '../../src/modules/billing/billing-mailer.service.js';
import { SentMail } from '../../src/modules/mail/sent-mail.entity.js';
import { lockOrder, OrderProgress } from '../../src/modules/orders/index.js';
import { readPdf } from '../helpers/pdf-text.js';
import { eventually, type PaymentsStack, placedOrder } from '../helpers/payments.js';
import { startPaymentsStack } from '../helpers/payments.js';
import { inboxOf, sandboxUrl, type SandboxMail, waitForMail } from '../helpers/sandbox.js';
import { signedIn } from '../helpers/session.js';

jest.setTimeout(90_000);

const MARK_PAID = `mutation ($id: ID!) { markOrderAsPaid(id: $id) { id payment_status } }`;
const CANCEL_ORDER = `mutation ($id: ID!) { cancelOrder(id: $id) { id status } }`;

interface MailWithAttachments extends SandboxMail {
  attachments: { index: number; filename: string | null; contentType: string; size: number }[];
}

let stack: PaymentsStack;
let admin: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  stack = await startPaymentsStack();
  admin = await signedIn(stack.app, { permissions: [Permission.ManageMedicalCenters] });
});
afterAll(() => stack.close());

const db = () => stack.app.get(DataSource);
const storedPdf = (id: string) =>
  db()
    .getRepository(BillingDocument)
    .createQueryBuilder('doc')
    .addSelect('doc.pdf')
    .where('doc.id = :id', { id })
    .getOneOrFail();
const attachmentOf = async (mail: SandboxMail, index = 0) => {
  const response = await fetch(`${sandboxUrl()}/mail/${mail.id}/attachments/${index}`);
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
};
const mailsWith = async (to: string, subject: string) =>
  (await inboxOf(to)).filter((mail) => mail.subject.includes(subject));
const documentOf = (orderId: string, kind: BillingDocumentKind) =>
  eventually(
    () => db().getRepository(BillingDocument).findOneBy({ order_id: orderId, kind }),
    (document) => document?.mailed_at != null,
    30_000,
  );

describe('the invoice mail', () => {
  let placed: Awaited<ReturnType<typeof placedOrder>>;
  let invoice: BillingDocument;
  let mail: MailWithAttachments;

  beforeAll(async () => {
    placed = await placedOrder(stack.app, { mail: false, total: 119 });
    await admin.client.query(MARK_PAID, { id: placed.order.id });
    invoice = (await documentOf(placed.order.id, BillingDocumentKind.Invoice))!;
    mail = (await waitForMail(placed.email, (m) =>
      m.subject.includes(invoice.number),
    )) as MailWithAttachments;
  });

  it('goes to the patient once the order is paid, with the invoice as a PDF attachment', async () => {
    expect(mail.subject).toBe(`Ihre Rechnung ${invoice.number} zur Bestellung ${placed.order.order_number}`);
    expect(mail.text).toContain(
      `Ihre Rechnung ${invoice.number} finden Sie als PDF im Anhang dieser E-Mail.`,
    );
    expect(mail.attachments).toEqual([
      expect.objectContaining({ filename: `${invoice.number}.pdf`, contentType: 'application/pdf' }),
    ]);
    const bytes = await attachmentOf(mail);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The very document issued: the stored bytes, whose text names the invoice.
    expect(bytes.equals((await storedPdf(invoice.id)).pdf!)).toBe(true);
    const text = readPdf(bytes).lines.join('\n');
    expect(text).toContain('Rechnung');
    expect(text).toContain(invoice.number);
  });

  it('is sent once: the job run again mails nothing', async () => {
    const job = { attemptsMade: 0, opts: { attempts: 10 } } as never;
    expect(await stack.worker.get(BillingMailer).mail(invoice.id, job)).toBe('already-mailed');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await mailsWith(placed.email, invoice.number)).toHaveLength(1);
    expect(
      await db()
        .getRepository(SentMail)
        .countBy({ recipient: placed.email.toLowerCase(), template: 'invoice-issued' }),
    ).toBe(1);
  });

  it('is followed by the storno as a PDF attachment when the order is cancelled', async () => {
    await placed.doctor.client.query(CANCEL_ORDER, { id: placed.order.id });
    const storno = (await documentOf(placed.order.id, BillingDocumentKind.Storno))!;
    const stornoMail = (await waitForMail(placed.email, (m) =>
      m.subject.includes(storno.number),
    )) as MailWithAttachments;
    expect(stornoMail.subject).toBe(
      `Stornorechnung ${storno.number} zu Ihrer Bestellung ${placed.order.order_number}`,
    );
    expect(stornoMail.text).toContain(
      `die Rechnung ${invoice.number} zur Bestellung ${placed.order.order_number} wurde storniert.`,
    );
    expect(stornoMail.attachments).toEqual([
      expect.objectContaining({ filename: `${storno.number}.pdf`, contentType: 'application/pdf' }),
    ]);
    const bytes = await attachmentOf(stornoMail);
    expect(bytes.equals((await storedPdf(storno.id)).pdf!)).toBe(true);
    const text = readPdf(bytes).lines.join('\n');
    expect(text).toContain('Stornorechnung');
    expect(text).toContain(storno.number);
    // One invoice mail, one storno mail.
    expect(await mailsWith(placed.email, invoice.number)).toHaveLength(1);
    expect(await mailsWith(placed.email, storno.number)).toHaveLength(1);
  });
});

describe('the mail job', () => {
  it('waits while the document is not visible and gives up quietly after its last attempt', async () => {
    const mailer = stack.worker.get(BillingMailer);
    await expect(
      mailer.mail('999999999', { attemptsMade: 0, opts: { attempts: 10 } } as never),
    ).rejects.toThrow(/not visible/);
    expect(await mailer.mail('999999999', { attemptsMade: 9, opts: { attempts: 10 } } as never)).toBe('gone');
  });

  it('writes English mails to an English-speaking patient', async () => {
    const placed = await placedOrder(stack.app, { mail: false, total: 50, locale: 'en' });
    await admin.client.query(MARK_PAID, { id: placed.order.id });
    const invoice = (await documentOf(placed.order.id, BillingDocumentKind.Invoice))!;
    const mail = await waitForMail(placed.email, (m) => m.subject.includes(invoice.number));
    expect(mail.subject).toBe(`Your invoice ${invoice.number} for order ${placed.order.order_number}`);
  });
});

describe('the final invoice mail (issue 31, point 3)', () => {
  it('goes to the patient once the order is fully supplied, with the final invoice attached', async () => {
    const placed = await placedOrder(stack.app, {
      mail: false,
      total: 119,
      parts: { blood: 'SentToLab' } as never,
    });
    await admin.client.query(MARK_PAID, { id: placed.order.id });
    await db().transaction(async (manager) => {
      await lockOrder(manager, placed.order.id);
      await manager.query(`UPDATE noi_orders SET status = 'ResultsReady' WHERE order_id = $1`, [
        placed.order.id,
      ]);
      await stack.app.get(OrderProgress).derive(manager, placed.order.id);
    });
    const final = (await documentOf(placed.order.id, BillingDocumentKind.FinalInvoice))!;
    expect(final.number).toMatch(/^SR-/u);
    const mail = (await waitForMail(placed.email, (m) =>
      m.subject.includes(final.number),
    )) as MailWithAttachments;
    expect(mail.subject).toBe(`Ihre Rechnung ${final.number} zur Bestellung ${placed.order.order_number}`);
    expect(mail.attachments).toEqual([
      expect.objectContaining({ filename: `${final.number}.pdf`, contentType: 'application/pdf' }),
    ]);
    expect(readPdf(await attachmentOf(mail)).lines.join('\n')).toContain('Schlussrechnung');
  });
});
