import express, { type NextFunction, type Request, type Response, Router } from 'express';
import { isRecord } from './checked.js';
import { type FaultBook } from './faults.js';
import { type IdempotencyCache } from './idempotency.js';
import { orderIdOf, type Payment } from './payment.js';
import { type PaymentRecord } from './payment-record.js';
import { type PaymentProvider } from './payment-provider.js';
import { validatePaymentInput } from './validate-payment.js';

export interface ProviderApiDependencies {
  readonly provider: PaymentProvider;
  readonly faults: FaultBook;
  readonly idempotency: IdempotencyCache;
  readonly json: (record: PaymentRecord) => Payment;
}

/** What the portal's API talks to, mounted at /payment/v1: create, get and cancel payments. */
export function providerApiRouter({ provider, faults, idempotency, json }: ProviderApiDependencies): Router {
  const router = Router();
  router.use(requireApiKey, express.json());

  router.post('/payments', async (request, response) => {
    const body: unknown = request.body;
    const fault = faults.take(
      'create',
      orderIdOf(isRecord(body) && isRecord(body.metadata) ? body.metadata : null),
    );
    if (fault) return faults.apply(fault, response);

    const apiKey = apiKeyOf(response);
    const idempotencyKey = request.get('Idempotency-Key')?.trim() || undefined;
    const remembered = idempotencyKey === undefined ? undefined : idempotency.get(apiKey, idempotencyKey);
    if (remembered) {
      response.status(remembered.status).set('Idempotent-Replayed', 'true').json(remembered.body);
      return;
    }

    const input = validatePaymentInput(body, new Date());
    if (!input.ok) {
      // Like Stripe, a refused request is not remembered: fixing it and retrying with the same key works.
      response.status(422).json({ error: input.error, field: input.field });
      return;
    }
    const created = json(provider.create(input.value));
    if (idempotencyKey !== undefined)
      idempotency.remember(apiKey, idempotencyKey, { status: 201, body: created });
    response.status(201).json(created);
  });

  router.get('/payments/:id', async (request, response) => {
    const record = provider.find(request.params.id);
    const fault = faults.take('get', record ? orderIdOf(record.metadata) : null);
    if (fault) return faults.apply(fault, response);
    if (!record) {
      paymentNotFound(response);
      return;
    }
    response.json(json(record));
  });

  router.delete('/payments/:id', (request, response) => {
    const record = provider.find(request.params.id);
    if (!record) {
      paymentNotFound(response);
      return;
    }
    if (!provider.settle(record, 'canceled')) {
      response.status(422).json({ error: `The payment is ${record.status} and can no longer be canceled.` });
      return;
    }
    response.json(json(record));
  });

  return router;
}

function requireApiKey(request: Request, response: Response, next: NextFunction): void {
  const apiKey = /^Bearer\s+(.+)$/i.exec(request.get('Authorization') ?? '')?.[1]?.trim();
  if (!apiKey) {
    response.status(401).json({ error: 'Send an API key: Authorization: Bearer <key>.' });
    return;
  }
  response.locals.apiKey = apiKey;
  next();
}

function apiKeyOf(response: Response): string {
  return String(response.locals.apiKey);
}

function paymentNotFound(response: Response): void {
  response.status(404).json({ error: 'Payment not found.' });
}
