import express, { type Response, Router } from 'express';
import { isAmountValue } from './amount.js';
import { type Checked, isRecord, parseOrderIdMatch } from './checked.js';
import { type FaultBook, parseFault } from './faults.js';
import {
  type Chargeback,
  type ChargebackReason,
  isForcedStatus,
  isRefundStatus,
  type PaymentWithEvents,
  type Refund,
} from './payment.js';
import { type ChargebackRecord, type PaymentRecord, type RefundRecord } from './payment-record.js';
import { type PaymentProvider } from './payment-provider.js';
import { Refusal } from './refund-book.js';
import { type WebhookDispatcher } from './webhook-dispatcher.js';

export interface TestControlsDependencies {
  readonly provider: PaymentProvider;
  readonly dispatcher: WebhookDispatcher;
  readonly faults: FaultBook;
  readonly json: (record: PaymentRecord) => PaymentWithEvents;
  readonly refundJson: (refund: RefundRecord) => Refund;
  readonly chargebackJson: (chargeback: ChargebackRecord) => Chargeback;
  /** Forgets everything: payments, events, held webhooks, faults, idempotency keys. */
  readonly reset: () => void;
}

/** JSON controls for the portal's integration tests, mounted at /payment/test; no API key. */
export function testControlsRouter(deps: TestControlsDependencies): Router {
  const { provider, dispatcher, faults } = deps;
  const router = Router();
  router.use(express.json());

  router.get('/payments', (request, response) => {
    const { orderId } = request.query;
    if (orderId !== undefined && typeof orderId !== 'string') {
      response.status(400).json({ error: 'Pass at most one orderId.' });
      return;
    }
    response.json(provider.list(orderId || undefined).map(deps.json));
  });

  router.get('/payments/:id', (request, response) => {
    const payment = findOrAnswer404(provider, request.params.id, response);
    if (payment) response.json(deps.json(payment));
  });

  router.post('/payments/:id/redeliver', async (request, response) => {
    const payment = findOrAnswer404(provider, request.params.id, response);
    if (!payment) return;
    const latest = payment.events.at(-1);
    if (!latest) {
      response.status(409).json({ error: 'The payment has no webhook yet.' });
      return;
    }
    response.json(await dispatcher.deliver(latest));
  });

  router.post('/payments/:id/webhook', async (request, response) => {
    const payment = findOrAnswer404(provider, request.params.id, response);
    if (!payment) return;
    const { id = payment.id } = isRecord(request.body) ? request.body : {};
    if (typeof id !== 'string' || id === '') {
      response.status(422).json({ error: 'id must be a non-empty string.', field: 'id' });
      return;
    }
    if (payment.webhookUrl === null) {
      response.status(409).json({ error: 'The payment has no webhookUrl.' });
      return;
    }
    const body = new URLSearchParams({ id }).toString();
    response.json({ body, ...(await dispatcher.sendOnce(payment.webhookUrl, body)) });
  });

  router.post('/payments/:id/status', (request, response) => {
    const payment = findOrAnswer404(provider, request.params.id, response);
    if (!payment) return;
    const { status, notify = true } = isRecord(request.body) ? request.body : {};
    if (!isForcedStatus(status)) {
      response.status(422).json({
        error: 'status must be pending, authorized, paid, failed, canceled or expired.',
        field: 'status',
      });
      return;
    }
    if (typeof notify !== 'boolean') {
      response.status(422).json({ error: 'notify must be true or false.', field: 'notify' });
      return;
    }
    const event = provider.force(payment, status, notify);
    response.json({ payment: deps.json(payment), event: event && recorded(event) });
  });

  router.post('/payments/:id/chargeback', (request, response) => {
    const payment = findOrAnswer404(provider, request.params.id, response);
    if (!payment) return;
    const { amount = payment.amount.value, reason = null } = isRecord(request.body) ? request.body : {};
    if (typeof amount !== 'string' || !isAmountValue(amount)) {
      response.status(422).json({ error: 'amount must be a string like "12.30".', field: 'amount' });
      return;
    }
    const parsedReason = parseReason(reason);
    if (!isAccepted(parsedReason, response)) return;
    const chargeback = provider.refunds.chargeback(
      payment,
      { currency: 'EUR', value: amount },
      parsedReason.value,
    );
    if (chargeback instanceof Refusal) {
      response.status(409).json({ error: chargeback.detail });
      return;
    }
    response.status(201).json(deps.chargebackJson(chargeback));
  });

  router.post('/refunds/:refundId/status', (request, response) => {
    const found = provider.refunds.find(request.params.refundId);
    if (!found) {
      response.status(404).json({ error: 'Refund not found.' });
      return;
    }
    const { status } = isRecord(request.body) ? request.body : {};
    if (!isRefundStatus(status)) {
      response
        .status(422)
        .json({ error: 'status must be pending, processing, refunded or failed.', field: 'status' });
      return;
    }
    const event = provider.refunds.setStatus(found.payment, found.refund, status);
    response.json({ refund: deps.refundJson(found.refund), event: event && recorded(event) });
  });

  router.post('/webhooks/hold', (request, response) => {
    const { hold, match } = isRecord(request.body) ? request.body : {};
    const orderId = parseOrderIdMatch(match);
    if (typeof hold !== 'boolean') {
      response.status(422).json({ error: 'hold must be true or false.', field: 'hold' });
      return;
    }
    if (!isAccepted(orderId, response)) return;
    dispatcher.setHold(hold, orderId.value);
    response.json({ hold, match: orderId.value === undefined ? null : { orderId: orderId.value } });
  });

  router.post('/webhooks/release', async (request, response) => {
    const { order = 'fifo', match } = isRecord(request.body) ? request.body : {};
    const orderId = parseOrderIdMatch(match);
    if (order !== 'fifo' && order !== 'reverse') {
      response.status(422).json({ error: 'order must be "fifo" or "reverse".', field: 'order' });
      return;
    }
    if (!isAccepted(orderId, response)) return;
    response.json({ sent: await dispatcher.release(order, orderId.value) });
  });

  router.get('/faults', (_request, response) => {
    response.json(faults.list());
  });

  router.post('/faults', (request, response) => {
    const fault = parseFault(request.body);
    if (!isAccepted(fault, response)) return;
    faults.add(fault.value);
    response.status(201).json(fault.value);
  });

  router.delete('/faults', (_request, response) => {
    faults.clear();
    response.status(204).end();
  });

  router.delete('/', (_request, response) => {
    deps.reset();
    response.status(204).end();
  });

  return router;
}

function recorded({
  event,
  held,
  deliveries,
}: {
  event: object;
  held: boolean;
  deliveries: readonly object[];
}) {
  return { ...event, held, deliveries: [...deliveries] };
}

/** A reason as `{ code, description }`, or text (its description, code "sandbox"), or null. */
function parseReason(reason: unknown): Checked<ChargebackReason | null> {
  if (reason === null) return { ok: true, value: null };
  if (typeof reason === 'string' && reason !== '') {
    return { ok: true, value: { code: 'sandbox', description: reason } };
  }
  if (isRecord(reason) && typeof reason.code === 'string' && typeof reason.description === 'string') {
    return { ok: true, value: { code: reason.code, description: reason.description } };
  }
  return { ok: false, error: 'reason must be text or { code, description }.', field: 'reason' };
}

function findOrAnswer404(
  provider: PaymentProvider,
  id: string,
  response: Response,
): PaymentRecord | undefined {
  const payment = provider.find(id);
  if (!payment) response.status(404).json({ error: 'Payment not found.' });
  return payment;
}

/** True for a good body; otherwise answers 422 { error, field } and returns false. */
function isAccepted<T>(checked: Checked<T>, response: Response): checked is Checked<T> & { ok: true } {
  if (checked.ok) return true;
  response.status(422).json({ error: checked.error, field: checked.field });
  return false;
}
