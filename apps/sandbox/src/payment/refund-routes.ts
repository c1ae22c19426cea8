import { type Response, type Router } from 'express';
import { answer } from './mollie-idempotency.js';
import { sendMollieError } from './mollie-error.js';
import { orderIdOf } from './payment.js';
import { chargebackJson, listJson, refundJson } from './payment-json.js';
import { type PaymentRecord } from './payment-record.js';
import { type PaymentProvider } from './payment-provider.js';
import { Refusal } from './refund-book.js';
import { type MollieRouteDependencies } from './payment-routes.js';
import { validateRefundInput } from './validate-refund.js';

/** Refunds and chargebacks of one payment, under /payments/:id. */
export function registerRefundRoutes(
  router: Router,
  { provider, faults, bases }: MollieRouteDependencies,
): void {
  router.post('/payments/:id/refunds', async (request, response) => {
    const record = provider.find(request.params.id);
    const orderId = record ? orderIdOf(record.metadata) : null;
    const fault = faults.take('refund', orderId);
    if (fault) return faults.apply(fault, response);
    if (!record) return paymentNotFound(response, request.params.id);
    const input = validateRefundInput(request.body);
    if (!input.ok) {
      sendMollieError(response, 422, input.error, input.field);
      return;
    }
    const refund = provider.refunds.refund(record, input.value, () => faults.takeRefundOutcome(orderId));
    if (refund instanceof Refusal) {
      sendMollieError(response, 422, refund.detail, refund.field);
      return;
    }
    answer(response, 201, refundJson(refund, bases()));
  });

  router.get('/payments/:id/refunds', (request, response) => {
    const record = findPayment(provider, request.params.id, response);
    if (!record) return;
    const self = `${bases().apiUrl}payments/${record.id}/refunds`;
    const refunds = record.refunds.map((refund) => refundJson(refund, bases()));
    answer(response, 200, listJson('refunds', refunds, self, 'refunds-api/list-payment-refunds'));
  });

  router.get('/payments/:id/refunds/:refundId', (request, response) => {
    const record = findPayment(provider, request.params.id, response);
    if (!record) return;
    const refund = record.refunds.find((candidate) => candidate.id === request.params.refundId);
    if (!refund) {
      sendMollieError(response, 404, `No refund exists with token ${request.params.refundId}.`);
      return;
    }
    answer(response, 200, refundJson(refund, bases()));
  });

  router.get('/payments/:id/chargebacks', (request, response) => {
    const record = findPayment(provider, request.params.id, response);
    if (!record) return;
    const self = `${bases().apiUrl}payments/${record.id}/chargebacks`;
    const chargebacks = record.chargebacks.map((chargeback) => chargebackJson(chargeback, bases()));
    answer(
      response,
      200,
      listJson('chargebacks', chargebacks, self, 'chargebacks-api/list-payment-chargebacks'),
    );
  });

  router.get('/payments/:id/chargebacks/:chargebackId', (request, response) => {
    const record = findPayment(provider, request.params.id, response);
    if (!record) return;
    const chargeback = record.chargebacks.find((candidate) => candidate.id === request.params.chargebackId);
    if (!chargeback) {
      sendMollieError(response, 404, `No chargeback exists with token ${request.params.chargebackId}.`);
      return;
    }
    answer(response, 200, chargebackJson(chargeback, bases()));
  });
}

function findPayment(provider: PaymentProvider, id: string, response: Response): PaymentRecord | undefined {
  const record = provider.find(id);
  if (!record) paymentNotFound(response, id);
  return record;
}

function paymentNotFound(response: Response, id: string): void {
  sendMollieError(response, 404, `No payment exists with token ${id}.`);
}
