import express, { type Response, Router } from 'express';
import { type SafeHtml } from '../http/html.js';
import { PAGE_CSP, renderPage } from '../http/page.js';
import { checkoutMessageView, checkoutView, finishedView } from './checkout-views.js';
import { type PaymentProvider } from './payment-provider.js';

type CheckoutOutcome = 'paid' | 'failed' | 'canceled' | 'expired';

// Mollie's meaning: "cancel" is the payer giving up; "expire" is the payer never coming back.
const ACTION_STATUS: Readonly<Record<string, CheckoutOutcome>> = {
  pay: 'paid',
  fail: 'failed',
  cancel: 'canceled',
  expire: 'expired',
};

/** The hosted checkout the patient is sent to, mounted at /payment/checkout. */
export function checkoutPagesRouter(provider: PaymentProvider): Router {
  const router = Router();

  router.get('/:id', (request, response) => {
    const payment = provider.find(request.params.id);
    if (!payment) {
      sendNotFound(response);
      return;
    }
    sendPage(response, 200, payment.status === 'open' ? checkoutView(payment) : finishedView(payment));
  });

  router.post('/:id', express.urlencoded({ extended: false }), (request, response) => {
    const form = (request.body ?? {}) as Record<string, unknown>;
    const { action, method } = form;
    const status =
      typeof action === 'string' && Object.hasOwn(ACTION_STATUS, action) ? ACTION_STATUS[action] : undefined;
    if (status === undefined) {
      sendPage(
        response,
        400,
        checkoutMessageView('Unbekannte Aktion', 'action must be pay, fail, cancel or expire'),
      );
      return;
    }
    const payment = provider.find(request.params.id);
    if (!payment) {
      sendNotFound(response);
      return;
    }
    const chosen = payment.offeredMethods.find((id) => id === method);
    const methodMissing = method === undefined || method === '';
    if (
      (!methodMissing && chosen === undefined) ||
      (methodMissing && (status === 'paid' || status === 'failed'))
    ) {
      sendPage(
        response,
        400,
        checkoutMessageView('Bitte eine Zahlungsart wählen', 'choose one of the offered payment methods'),
      );
      return;
    }
    if (!provider.checkout(payment, status, chosen ?? null)) {
      sendPage(response, 409, finishedView(payment, 'Diese Zahlung ist nicht mehr offen. (No longer open.)'));
      return;
    }
    // Like Mollie, the redirect says nothing about the outcome: the merchant fetches the payment.
    response.redirect(303, payment.redirectUrl);
  });

  return router;
}

function sendNotFound(response: Response): void {
  sendPage(response, 404, checkoutMessageView('Zahlung nicht gefunden', 'payment not found'));
}

function sendPage(response: Response, status: number, body: SafeHtml): void {
  const page = renderPage('Zahlung', body, 'de');
  response.status(status).set('Content-Security-Policy', PAGE_CSP).type('html').send(page);
}
