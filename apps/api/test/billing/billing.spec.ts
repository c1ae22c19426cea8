import { Permission } from '@portal/shared-types';
import request, { type Response } from 'supertest';
import { DataSource } from 'typeorm';
import {
  BillingDocument,
  BillingDocumentKind,
  BillingPdfStatus,
} from '../../src/modules/billing/billing-document.entity.js';
import { InvoiceIssuer } from '../../src/modules/billing/invoice-issuer.service.js';
import { lockOrder, OrderProgress } from '../../src/modules/orders/index.js';
import { OrderStatus } from '../../src/modules/orders/order-status.js';
import { Order } from '../../src/modules/orders/order.entity.js';
import { TestClient } from '../helpers/client.js';
import { readPdf } from '../helpers/pdf-text.js';
import {
  decideCheckout,
  eventually,
  paymentIdOf,
  PaymentStatus,
  paymentStatusOf,
  type PaymentsStack,
  placedOrder,
  sandboxControl,
  startPaymentsStack,
} from '../helpers/payments.js';
import { post, signedIn } from '../helpers/session.js';

const ORDER = `id status payment_status isCancelable invoiceDownloadIsDisabled
  invoice { id guid number status isCancelable pdfStatus total_price }
  finalInvoice { id guid number status invoice_number supplied_at total_price pdfStatus }
  storno { id guid number invoice_number total_price pdfStatus }`;
const ORDER_QUERY = `query ($id: ID!) { order(id: $id) { ${ORDER} } }`;
const MARK_PAID = `mutation ($id: ID!) { markOrderAsPaid(id: $id) { id payment_status } }`;
const CANCEL_ORDER = `mutation ($id: ID!) { cancelOrder(id: $id) { ${ORDER} } }`;
const CANCEL_INVOICE = `mutation ($id: String!) { cancelInvoice(id: $id) { ${ORDER} } }`;

interface OrderView {
  id: string;
  status: string;
  payment_status: string;
  isCancelable: boolean;
  invoiceDownloadIsDisabled: boolean;
  invoice: {
    id: string;
    guid: string;
    number: string;
    status: string;
    isCancelable: boolean;
    total_price: number;
  } | null;
  storno: { id: string; guid: string; number: string; invoice_number: string; total_price: number } | null;
  finalInvoice: {
    number: string;
    status: string;
    invoice_number: string;
    supplied_at: string;
    total_price: number;
  } | null;
}

let stack: PaymentsStack;
let admin: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  // The seller is the operator of the configuration (the imprint's legal entity), not a second setting.
  stack = await startPaymentsStack({
    OPERATOR_NAME: 'Labordienste Süd GmbH',
    OPERATOR_MANAGING_DIRECTORS: 'Dr. Erika Beispiel, Jonas Probe',
    OPERATOR_TAX_NUMBER: '143/123/45678',
  });
  admin = await signedIn(stack.app, { permissions: [Permission.ManageMedicalCenters] });
});
afterAll(() => stack.close());

const dataSource = () => stack.app.get(DataSource);
const documentsOf = (orderId: string) =>
  dataSource()
    .getRepository(BillingDocument)
    .find({ where: { order_id: orderId }, order: { id: 'ASC' } });

// Collects a binary body (supertest only buffers text and JSON by itself).
const binary = (res: Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};
const download = (client: TestClient, orderId: string, kind: 'invoice' | 'storno' | 'final-invoice') =>
  client.agent.get(`/api/orders/${orderId}/download-${kind}-pdf`).buffer(true).parse(binary);

/** A placed order with two lines: an analysis at 19 % and a supplement at 7 %, a 10 € discount on the first, and a billing address. */
async function orderWithLines(options: Parameters<typeof placedOrder>[1] = {}) {
  const placed = await placedOrder(stack.app, { mail: false, ...options });
  const db = dataSource();
  // placedOrder places it as placeOrder does (OrderPlaced); a later status is set afterwards.
  if (options.status) await db.getRepository(Order).update(placed.order.id, { status: options.status });
  const [analysis] = await db.query<{ id: string; kind: string }[]>(
    `SELECT id, kind FROM shop_items WHERE type <> 'Supplements' ORDER BY id LIMIT 1`,
  );
  const [supplement] = await db.query<{ id: string; kind: string }[]>(
    `SELECT id, kind FROM shop_items WHERE type = 'Supplements' ORDER BY id LIMIT 1`,
  );
  await db.query(
    `INSERT INTO order_items (order_id, position, item_id, item_type, resolved_item_id, quantity, vat_category,
       vat_rate_bp, original_price_cents, discount_cents, final_price_cents, tax_amount_cents)
     VALUES ($1, 0, $2, $3, $2, 1, 'Analyses', 1900, 12900, 1000, 11900, 1900),
            ($1, 1, $4, $5, $4, 1, 'Supplements', 700, 10700, 0, 10700, 700)`,
    [placed.order.id, analysis.id, analysis.kind, supplement.id, supplement.kind],
  );
  await db.query(
    `INSERT INTO order_addresses (order_id, kind, address, zip_code, city, state, country_id)
     SELECT $1, 'billing', 'Rechnungsweg 7', '80331', 'München', NULL, id FROM countries WHERE country_code = 'DE' LIMIT 1
     ON CONFLICT DO NOTHING`,
    [placed.order.id],
  );
  await db.getRepository(Order).update(placed.order.id, {
    original_price_cents: 23600,
    discount_amount_cents: 1000,
    total_price_cents: 22600,
    tax_amount_cents: 2600,
  });
  return placed;
}

const orderView = async (client: TestClient, id: string) =>
  (await client.query<{ order: OrderView }>(ORDER_QUERY, { id })).order;

const rendered = (orderId: string, kind: BillingDocumentKind) =>
  eventually(
    () => documentsOf(orderId),
    (docs) => docs.some((doc) => doc.kind === kind && doc.pdf_status === BillingPdfStatus.Ready),
    20_000,
  );

describe('invoices', () => {
  it('are issued once when the webhook reports the payment, even when it is delivered again', async () => {
    const placed = await orderWithLines();
    const response = await post(new TestClient(stack.app), `/api/pay/${placed.token}/checkout`);
    const checkoutUrl = (response.body as { checkoutUrl: string }).checkoutUrl;
    await decideCheckout(checkoutUrl, 'pay');
    await eventually(
      () => paymentStatusOf(stack.app, placed.order.id),
      (status) => status === PaymentStatus.Success,
    );
    await sandboxControl('POST', `/payments/${paymentIdOf(checkoutUrl)}/redeliver`);
    await sandboxControl('POST', `/payments/${paymentIdOf(checkoutUrl)}/redeliver`);
    const docs = await rendered(placed.order.id, BillingDocumentKind.Invoice);
    expect(docs).toHaveLength(1);
    expect(docs[0]).toMatchObject({ kind: 'invoice', gross_cents: 22600, tax_cents: 2600, net_cents: 20000 });
    expect(docs[0].number).toMatch(/^RE-\d{4}-\d{5}$/);

    const view = await orderView(placed.doctor.client, placed.order.id);
    expect(view).toMatchObject({
      invoiceDownloadIsDisabled: false,
      invoice: { number: docs[0].number, status: 'Issued', isCancelable: true, total_price: 226 },
      storno: null,
    });
  });

  it('is issued by markOrderAsPaid, and its PDF carries the §14 UStG details', async () => {
    const placed = await orderWithLines();
    const before = await orderView(placed.doctor.client, placed.order.id);
    expect(before).toMatchObject({ invoice: null, invoiceDownloadIsDisabled: true });
    await download(placed.doctor.client, placed.order.id, 'invoice').expect(404);

    await admin.client.query(MARK_PAID, { id: placed.order.id });
    const [invoice] = await rendered(placed.order.id, BillingDocumentKind.Invoice);
    const response = await download(placed.doctor.client, placed.order.id, 'invoice').expect(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${invoice.number}.pdf"`);
    const bytes = response.body as Buffer;
    const stored = await dataSource()
      .getRepository(BillingDocument)
      .createQueryBuilder('doc')
      .addSelect('doc.pdf')
      .where('doc.id = :id', { id: invoice.id })
      .getOneOrFail();
    expect(bytes.equals(stored.pdf!)).toBe(true);
    expect(stored.pdf_sha256).toMatch(/^[0-9a-f]{64}$/);
    // Issued is final: the database refuses edits and deletion, also of the rendered PDF.
    const repository = dataSource().getRepository(BillingDocument);
    await expect(repository.update(invoice.id, { gross_cents: 1 })).rejects.toThrow(/cannot change/);
    await expect(repository.update(invoice.id, { pdf: Buffer.from('x') })).rejects.toThrow(/cannot change/);
    await expect(repository.delete(invoice.id)).rejects.toThrow(/never deleted/);

    const text = readPdf(bytes).lines.join('\n');
    // Issued at payment, before the service: a prepayment invoice with the payment date (§ 14 Abs. 5 Satz 1 UStG).
    expect(text).toContain('Anzahlungsrechnung');
    expect(text).toContain('Zahlungseingang');
    expect(text).toMatch(/Die\sLeistung\swird\snach\sZahlungseingang\serbracht/u);
    expect(stored.paid_at).toEqual(stored.issued_at);
    expect(text).toContain(invoice.number);
    expect(text).toContain('DE000000000');
    expect(text).toContain('Rechnungsweg 7');
    // The operator as seller: name, Steuernummer and, in the footer, register and managing directors (§ 35a GmbHG).
    expect(stored.seller).toMatchObject({
      name: 'Labordienste Süd GmbH',
      tax_number: '143/123/45678',
      managing_directors: ['Dr. Erika Beispiel', 'Jonas Probe'],
    });
    expect(text).toContain('Labordienste Süd GmbH');
    expect(text).toMatch(/Steuernummer:\s143\/123\/45678/u);
    expect(text).toMatch(/Geschäftsführung:\sDr\.\sErika\sBeispiel,\sJonas\sProbe/u);
    // The operator's bank account (the demo operator's example IBAN), snapshotted with the seller.
    expect(stored.seller).toMatchObject({ iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' });
    expect(text).toMatch(/IBAN\sDE89\s3704\s0044\s0532\s0130\s00\s·\sBIC\sCOBADEFFXXX/u);
    expect(text).toMatch(/Analysen 19 %: netto 100,00\s€, USt\. 19,00\s€, brutto 119,00\s€/u);
    expect(text).toMatch(/Supplements 7 %: netto 100,00\s€, USt\. 7,00\s€, brutto 107,00\s€/u);
    expect(text).toMatch(/-10,00\s€/u);
    expect(text).toMatch(/226,00\s€/u);
  });

  it('print the exemption or export note per tax line instead of a rate (issue 31, point 2)', async () => {
    const placed = await orderWithLines();
    // The order's lines as the VAT rules priced them for a Swiss patient of a German seller, one analysis exempt.
    await dataSource().query(
      `UPDATE order_items SET vat_rate_bp = 0, tax_amount_cents = 0,
         vat_code = CASE vat_category WHEN 'Analyses' THEN 'E' ELSE 'G' END,
         vat_exemption = CASE vat_category WHEN 'Analyses' THEN 'medical-de' ELSE 'export-de' END
       WHERE order_id = $1`,
      [placed.order.id],
    );
    await dataSource().getRepository(Order).update(placed.order.id, { tax_amount_cents: 0 });
    await admin.client.query(MARK_PAID, { id: placed.order.id });
    const [invoice] = await rendered(placed.order.id, BillingDocumentKind.Invoice);
    expect(invoice).toMatchObject({ tax_cents: 0, net_cents: 22600 });
    expect(invoice.tax_lines).toEqual([
      expect.objectContaining({
        category: 'Analyses',
        rate_bp: 0,
        vat_code: 'E',
        vat_exemption: 'medical-de',
      }),
      expect.objectContaining({
        category: 'Supplements',
        rate_bp: 0,
        vat_code: 'G',
        vat_exemption: 'export-de',
      }),
    ]);
    const response = await download(placed.doctor.client, placed.order.id, 'invoice').expect(200);
    const text = readPdf(response.body as Buffer).lines.join('\n');
    expect(text).toMatch(
      /Analysen,\ssteuerfreie\sHeilbehandlung\sgemäß\s§\s4\sNr\.\s14\sUStG:\snetto\s119,00\s€/u,
    );
    expect(text).toMatch(
      /Supplements,\ssteuerfreie\sAusfuhrlieferung\s\(§\s4\sNr\.\s1\sBuchst\.\sa\si\.\sV\.\sm\.\s§\s6\sUStG\)/u,
    );
    expect(text).toContain('steuerfrei');
  });

  it('take gapless, unique numbers under 20 concurrent issues', async () => {
    const orders = await Promise.all(Array.from({ length: 20 }, () => orderWithLines()));
    const issuer = stack.app.get(InvoiceIssuer);
    const issued = await Promise.all(
      orders.map(({ order }) =>
        dataSource().transaction(async (manager) => {
          const locked = await lockOrder(manager, order.id);
          return issuer.issueInvoice(manager, locked!);
        }),
      ),
    );
    const counter = (number: string) => Number(number.split('-')[2]);
    const ours = issued.map((doc) => counter(doc.number));
    expect(new Set(ours).size).toBe(20);
    // Numbers are taken under the series row's lock until commit: everything below ours is committed.
    const year = issued[0].number.split('-')[1];
    const all = (
      await dataSource().query<{ number: string }[]>(
        `SELECT number FROM billing_documents WHERE number LIKE $1`,
        [`RE-${year}-%`],
      )
    )
      .map((row) => counter(row.number))
      .filter((n) => n <= Math.max(...ours))
      .sort((a, b) => a - b);
    expect(all).toEqual(Array.from({ length: Math.max(...ours) }, (_, i) => i + 1));
  });
});

describe('cancelOrder', () => {
  it('issues a storno for a paid order: negated amounts, naming the invoice', async () => {
    const placed = await orderWithLines();
    await admin.client.query(MARK_PAID, { id: placed.order.id });
    const [invoice] = await documentsOf(placed.order.id);
    const { cancelOrder } = await placed.doctor.client.query<{ cancelOrder: OrderView }>(CANCEL_ORDER, {
      id: placed.order.id,
    });
    expect(cancelOrder).toMatchObject({
      status: 'Canceled',
      payment_status: 'Success',
      isCancelable: false,
      invoice: { number: invoice.number, status: 'Canceled', isCancelable: false },
      storno: { invoice_number: invoice.number, total_price: -226 },
    });
    expect(cancelOrder.storno!.number).toMatch(/^ST-\d{4}-\d{5}$/);
    const [, storno] = await rendered(placed.order.id, BillingDocumentKind.Storno);
    expect(storno).toMatchObject({
      gross_cents: -22600,
      tax_cents: -2600,
      references_document_id: invoice.id,
    });

    const response = await download(placed.doctor.client, placed.order.id, 'storno').expect(200);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${storno.number}.pdf"`);
    const text = readPdf(response.body as Buffer).lines.join('\n');
    expect(text).toContain('Stornorechnung');
    expect(text).toContain(storno.number);
    expect(text).toContain(invoice.number);
    expect(text).toMatch(/-226,00\s€/u);
  });

  it('cancels the payment of an unpaid order, without a storno', async () => {
    const placed = await orderWithLines({ parts: { blood: 'SampleNotRegistered' } as never });
    const { cancelOrder } = await placed.doctor.client.query<{ cancelOrder: OrderView }>(CANCEL_ORDER, {
      id: placed.order.id,
    });
    expect(cancelOrder).toMatchObject({
      status: 'Canceled',
      payment_status: 'Canceled',
      invoice: null,
      storno: null,
    });
    expect(await documentsOf(placed.order.id)).toHaveLength(0);
    const parts = await dataSource().query<{ status: string }[]>(
      `SELECT status FROM noi_orders WHERE order_id = $1`,
      [placed.order.id],
    );
    expect(parts).toEqual([{ status: 'Canceled' }]);
    // The audit keeps the payment status the order had before the cancel cancelled it.
    const [audit] = await dataSource().query<{ details: Record<string, unknown> }[]>(
      `SELECT details FROM audit_logs WHERE event = 'billing.order_canceled' AND subject_id = $1`,
      [placed.order.id],
    );
    expect(audit.details).toEqual({
      from: OrderStatus.OrderPlaced,
      paymentStatus: PaymentStatus.Pending,
      storno: null,
    });
    // The link is dead: the payments area refuses a checkout of a canceled order.
    const checkout = await post(new TestClient(stack.app), `/api/pay/${placed.token}/checkout`);
    expect(checkout.status).toBeGreaterThanOrEqual(400);
    await download(placed.doctor.client, placed.order.id, 'storno').expect(404);
  });

  it('is refused once the sample arrived in the lab', async () => {
    const placed = await orderWithLines({ status: OrderStatus.ArrivedInLab });
    const result = await placed.doctor.client.graphql(CANCEL_ORDER, { id: placed.order.id });
    expect(result.errors?.[0].message).toBe(
      'Die Bestellung kann nicht mehr storniert werden, da sie bereits im Labor eingetroffen ist.',
    );
    expect(await paymentStatusOf(stack.app, placed.order.id)).toBe(PaymentStatus.Pending);
  });

  it('gives one storno when two cancels race', async () => {
    const placed = await orderWithLines();
    await admin.client.query(MARK_PAID, { id: placed.order.id });
    const results = await Promise.all([
      placed.doctor.client.graphql(CANCEL_ORDER, { id: placed.order.id }),
      admin.client.graphql(CANCEL_ORDER, { id: placed.order.id }),
    ]);
    expect(results.filter((result) => !result.errors).length).toBe(1);
    expect(results.find((result) => result.errors)?.errors?.[0].message).toBe(
      'Die Bestellung wurde bereits storniert.',
    );
    const docs = await documentsOf(placed.order.id);
    expect(docs.map((doc) => doc.kind)).toEqual(['invoice', 'storno']);
  });

  it('is not found for another practice', async () => {
    const placed = await orderWithLines();
    const other = await signedIn(stack.app);
    const result = await other.client.graphql(CANCEL_ORDER, { id: placed.order.id });
    expect(result.errors?.[0].extensions).toMatchObject({ code: 'NOT_FOUND' });
    expect(await dataSource().getRepository(Order).findOneByOrFail({ id: placed.order.id })).toMatchObject({
      status: OrderStatus.OrderPlaced,
    });
  });

  it('documents money that arrives after the cancel with an invoice and its storno', async () => {
    const placed = await orderWithLines();
    const response = await post(new TestClient(stack.app), `/api/pay/${placed.token}/checkout`);
    const checkoutUrl = (response.body as { checkoutUrl: string }).checkoutUrl;
    await placed.doctor.client.query(CANCEL_ORDER, { id: placed.order.id });
    await decideCheckout(checkoutUrl, 'pay');
    const docs = await eventually(
      () => documentsOf(placed.order.id),
      (rows) => rows.length === 2,
    );
    expect(docs.map((doc) => doc.kind)).toEqual(['invoice', 'storno']);
    expect(await paymentStatusOf(stack.app, placed.order.id)).toBe(PaymentStatus.Canceled);
  });
});

describe('cancelInvoice', () => {
  it('is for admins: a storno for the invoice and the order canceled', async () => {
    const placed = await orderWithLines({ status: OrderStatus.ArrivedInLab });
    await admin.client.query(MARK_PAID, { id: placed.order.id });
    const { invoice } = await orderView(admin.client, placed.order.id);

    const denied = await placed.doctor.client.graphql(CANCEL_INVOICE, { id: invoice!.guid });
    expect(denied.errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN' });
    expect(await documentsOf(placed.order.id)).toHaveLength(1);

    const { cancelInvoice } = await admin.client.query<{ cancelInvoice: OrderView }>(CANCEL_INVOICE, {
      id: invoice!.guid,
    });
    expect(cancelInvoice).toMatchObject({
      status: 'Canceled',
      invoice: { status: 'Canceled', isCancelable: false },
      storno: { invoice_number: invoice!.number },
    });
    const again = await admin.client.graphql(CANCEL_INVOICE, { id: invoice!.guid });
    expect(again.errors?.[0].message).toBe('Diese Rechnung wurde bereits storniert.');
  });
});

describe('downloads', () => {
  it('are 404 for another practice and 401 for anonymous callers', async () => {
    const placed = await orderWithLines();
    await admin.client.query(MARK_PAID, { id: placed.order.id });
    await rendered(placed.order.id, BillingDocumentKind.Invoice);
    const other = await signedIn(stack.app);
    await download(other.client, placed.order.id, 'invoice').expect(404);
    await request(stack.app.getHttpServer())
      .get(`/api/orders/${placed.order.id}/download-invoice-pdf`)
      .expect(401);
    await download(admin.client, placed.order.id, 'invoice').expect(200);
    await download(placed.doctor.client, placed.order.id, 'storno').expect(404);
  });
});

/** The order's parts reach these statuses, as the lab's reports move them (LabPartState derives the order). */
const supply = (orderId: string, statuses: Record<string, string>) =>
  dataSource().transaction(async (manager) => {
    await lockOrder(manager, orderId);
    for (const [type, status] of Object.entries(statuses))
      await manager.query(`UPDATE noi_orders SET status = $3 WHERE order_id = $1 AND type = $2`, [
        orderId,
        type,
        status,
      ]);
    await stack.app.get(OrderProgress).derive(manager, orderId);
  });

describe('final invoices (issue 31, point 3)', () => {
  it('are issued when the order is fully supplied, deducting the prepayment invoice; once', async () => {
    const placed = await orderWithLines({
      parts: { blood: 'SentToLab', supplements: 'WaitingForResults' } as never,
    });
    await admin.client.query(MARK_PAID, { id: placed.order.id });
    // Results alone do not supply an order whose supplements are still to ship.
    await supply(placed.order.id, { blood: 'ResultsReady' });
    expect((await documentsOf(placed.order.id)).map((doc) => doc.kind)).toEqual(['invoice']);

    await supply(placed.order.id, { supplements: 'OrderShipped' });
    const [invoice, final] = await rendered(placed.order.id, BillingDocumentKind.FinalInvoice);
    expect(final).toMatchObject({
      kind: 'final_invoice',
      references_document_id: invoice.id,
      references_number: invoice.number,
      gross_cents: 22600,
      tax_cents: 2600,
      prepaid_cents: 22600,
      lines: invoice.lines,
      tax_lines: invoice.tax_lines,
    });
    expect(final.number).toMatch(/^SR-\d{4}-\d{5}$/);
    expect(final.supplied_at).not.toBeNull();
    expect(final.paid_at).toEqual(invoice.paid_at);

    // Again: a repeated report, the listener's event delivered again, a direct call: nothing new.
    await supply(placed.order.id, { supplements: 'OrderShipped' });
    const again = await dataSource().transaction(async (manager) =>
      stack.app
        .get(InvoiceIssuer)
        .issueFinalInvoice(manager, (await lockOrder(manager, placed.order.id))!, new Date()),
    );
    expect(again?.id).toBe(final.id);
    expect(await documentsOf(placed.order.id)).toHaveLength(2);

    const view = await orderView(placed.doctor.client, placed.order.id);
    expect(view).toMatchObject({
      status: 'OrderShipped',
      invoice: { number: invoice.number, status: 'Issued' },
      finalInvoice: {
        number: final.number,
        status: 'Issued',
        invoice_number: invoice.number,
        total_price: 226,
      },
      storno: null,
    });

    // Scoped like the other downloads: another practice gets 404, anonymous callers 401.
    await download((await signedIn(stack.app)).client, placed.order.id, 'final-invoice').expect(404);
    await request(stack.app.getHttpServer())
      .get(`/api/orders/${placed.order.id}/download-final-invoice-pdf`)
      .expect(401);
    const response = await download(placed.doctor.client, placed.order.id, 'final-invoice').expect(200);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${final.number}.pdf"`);
    const text = readPdf(response.body as Buffer).lines.join('\n');
    expect(text).toContain('Schlussrechnung');
    expect(text).toMatch(/Leistung\svollständig\serbracht\sam/u);
    expect(text).toMatch(
      new RegExp(`Abzüglich\\sAnzahlung\\sgemäß\\sAnzahlungsrechnung\\s${invoice.number}`, 'u'),
    );
    expect(text).toMatch(/Analysen 19 %: netto -100,00\s€, USt\. -19,00\s€, brutto -119,00\s€/u);
    expect(text).toMatch(/Verbleibender\sZahlbetrag\s*\n?\s*0,00\s€/u);
  });

  it('are not issued for an unpaid order, nor for one whose prepayment invoice was cancelled', async () => {
    const unpaid = await orderWithLines({ parts: { blood: 'SentToLab' } as never });
    await supply(unpaid.order.id, { blood: 'ResultsReady' });
    expect(await documentsOf(unpaid.order.id)).toHaveLength(0);

    const canceled = await orderWithLines({ parts: { blood: 'SentToLab' } as never });
    await admin.client.query(MARK_PAID, { id: canceled.order.id });
    const { invoice } = await orderView(admin.client, canceled.order.id);
    await admin.client.query(CANCEL_INVOICE, { id: invoice!.guid });
    await supply(canceled.order.id, { blood: 'ResultsReady' });
    const none = await dataSource().transaction(async (manager) =>
      stack.app
        .get(InvoiceIssuer)
        .issueFinalInvoice(manager, (await lockOrder(manager, canceled.order.id))!, new Date()),
    );
    expect(none).toBeNull();
    expect((await documentsOf(canceled.order.id)).map((doc) => doc.kind)).toEqual(['invoice', 'storno']);
  });

  it('are cancelled first when an admin cancels the invoice after supply: the whole payment is refunded', async () => {
    const placed = await orderWithLines({ parts: { blood: 'SentToLab' } as never });
    await admin.client.query(MARK_PAID, { id: placed.order.id });
    await supply(placed.order.id, { blood: 'ResultsReady' });
    const before = await orderView(admin.client, placed.order.id);
    expect(before.finalInvoice).toMatchObject({ status: 'Issued' });

    const { cancelInvoice } = await admin.client.query<{ cancelInvoice: OrderView }>(CANCEL_INVOICE, {
      id: before.invoice!.guid,
    });
    expect(cancelInvoice).toMatchObject({
      status: 'Canceled',
      invoice: { status: 'Canceled' },
      finalInvoice: { status: 'Canceled' },
      storno: { invoice_number: before.invoice!.number, total_price: -226 },
    });
    const docs = await documentsOf(placed.order.id);
    const [invoice, final, finalStorno, storno] = docs;
    expect(docs.map((doc) => doc.kind)).toEqual(['invoice', 'final_invoice', 'storno', 'storno']);
    expect(finalStorno).toMatchObject({
      references_document_id: final.id,
      gross_cents: -22600,
      prepaid_cents: -22600,
    });
    expect(storno).toMatchObject({ references_document_id: invoice.id, gross_cents: -22600 });
    // The storno offered for download is the invoice's.
    await rendered(placed.order.id, BillingDocumentKind.Storno);
    const response = await download(admin.client, placed.order.id, 'storno').expect(200);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${storno.number}.pdf"`);
    const again = await admin.client.graphql(CANCEL_INVOICE, { id: before.invoice!.guid });
    expect(again.errors?.[0].message).toBe('Diese Rechnung wurde bereits storniert.');
  });
});
