import express, { type Response, Router } from 'express';
import { type Checked, isRecord, parseOrderIdMatch } from './checked.js';
import { type FaultBook, parseFault } from './faults.js';
import { buildManualWebhook } from './manual-webhook.js';
import { isFinalStatus, type PaymentWithEvents } from './payment.js';
import { type PaymentRecord } from './payment-record.js';
import { type PaymentProvider } from './payment-provider.js';
import { type WebhookDispatcher } from './webhook-dispatcher.js';

export interface TestControlsDependencies {
  readonly provider: PaymentProvider;
  readonly dispatcher: WebhookDispatcher;
  readonly faults: FaultBook;
  readonly secret: string;
  readonly json: (record: PaymentRecord) => PaymentWithEvents;
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

  router.post('/payments/:id/redeliver', async (request, response) => {
    const payment = findOrAnswer404(provider, request.params.id, response);
    if (!payment) return;
    const latest = payment.events.at(-1);
    if (!latest) {
      response.status(409).json({ error: 'The payment has no event yet: it is still open.' });
      return;
    }
    response.json(await dispatcher.deliver(latest));
  });

  router.post('/payments/:id/webhook', async (request, response) => {
    const payment = findOrAnswer404(provider, request.params.id, response);
    if (!payment) return;
    const webhook = buildManualWebhook(payment, request.body, deps.secret);
    if (!isAccepted(webhook, response)) return;
    const { event, body, signature } = webhook.value;
    response.json({ event, ...(await dispatcher.sendOnce(payment.webhookUrl, body, signature)) });
  });

  router.post('/payments/:id/status', (request, response) => {
    const payment = findOrAnswer404(provider, request.params.id, response);
    if (!payment) return;
    const { status, notify = true } = isRecord(request.body) ? request.body : {};
    if (!isFinalStatus(status)) {
      response
        .status(422)
        .json({ error: 'status must be paid, failed, canceled or expired.', field: 'status' });
      return;
    }
    if (typeof notify !== 'boolean') {
      response.status(422).json({ error: 'notify must be true or false.', field: 'notify' });
      return;
    }
    const { event, held, deliveries } = provider.force(payment, status, notify);
    response.json({ payment: deps.json(payment), event: { ...event, held, deliveries } });
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
