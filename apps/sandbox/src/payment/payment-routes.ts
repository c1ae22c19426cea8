import { type Router } from 'express';
import { isRecord } from './checked.js';
import { type FaultBook } from './faults.js';
import { answer } from './mollie-idempotency.js';
import { sendMollieError } from './mollie-error.js';
import { orderIdOf } from './payment.js';
import { type LinkBases, paymentJson } from './payment-json.js';
import { type PaymentProvider } from './payment-provider.js';
import { validatePaymentInput } from './validate-payment.js';

export interface MollieRouteDependencies {
  readonly provider: PaymentProvider;
  readonly faults: FaultBook;
  readonly bases: () => LinkBases;
}

/** POST /payments, GET /payments/:id, DELETE /payments/:id. */
export function registerPaymentRoutes(
  router: Router,
  { provider, faults, bases }: MollieRouteDependencies,
): void {
  router.post('/payments', async (request, response) => {
    const body: unknown = request.body;
    const fault = faults.take('create', orderIdOf(isRecord(body) ? body.metadata : null));
    if (fault) return faults.apply(fault, response);
    const input = validatePaymentInput(body);
    if (!input.ok) {
      sendMollieError(response, 422, input.error, input.field);
      return;
    }
    answer(response, 201, paymentJson(provider.create(input.value), bases()));
  });

  router.get('/payments/:id', async (request, response) => {
    const record = provider.find(request.params.id);
    const fault = faults.take('get', record ? orderIdOf(record.metadata) : null);
    if (fault) return faults.apply(fault, response);
    if (!record) {
      sendMollieError(response, 404, `No payment exists with token ${request.params.id}.`);
      return;
    }
    answer(response, 200, paymentJson(record, bases()));
  });

  router.delete('/payments/:id', (request, response) => {
    const record = provider.find(request.params.id);
    if (!record) {
      sendMollieError(response, 404, `No payment exists with token ${request.params.id}.`);
      return;
    }
    if (!provider.cancel(record)) {
      sendMollieError(response, 422, 'The payment cannot be canceled');
      return;
    }
    answer(response, 200, paymentJson(record, bases()));
  });
}
