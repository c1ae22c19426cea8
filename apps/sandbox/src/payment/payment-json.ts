import { fromCents, toCents } from './amount.js';
import {
  type Chargeback,
  type Link,
  type Payment,
  type PaymentAmount,
  type PaymentWithEvents,
  type Refund,
} from './payment.js';
import { chargedBackCents, refundedCents, remainingCents } from './payment-balance.js';
import { type ChargebackRecord, type PaymentRecord, type RefundRecord } from './payment-record.js';

export const PROFILE_ID = 'pfl_sandbox0001';

/** Where links point: the Mollie API over HTTPS, and the sandbox's HTTP pages. */
export interface LinkBases {
  /** "https://127.0.0.1:3443/v2/" */
  readonly apiUrl: string;
  /** "http://127.0.0.1:3001" */
  readonly httpUrl: string;
}

const HAL = 'application/hal+json';
const HTML = 'text/html';

export function docsLink(path: string): Link {
  return { href: `https://docs.mollie.com/reference/${path}`, type: HTML };
}

/** Open and authorized payments can still be canceled by the merchant. */
export function isCancelable(record: PaymentRecord): boolean {
  return record.status === 'open' || record.status === 'authorized';
}

export function paymentJson(record: PaymentRecord, bases: LinkBases): Payment {
  const self = `${bases.apiUrl}payments/${record.id}`;
  const paid = record.times.paidAt !== undefined;
  return {
    resource: 'payment',
    id: record.id,
    mode: 'test',
    createdAt: record.createdAt,
    amount: record.amount,
    description: record.description,
    method: record.method,
    metadata: record.metadata,
    status: record.status,
    isCancelable: isCancelable(record),
    expiresAt: record.expiresAt,
    ...record.times,
    profileId: PROFILE_ID,
    sequenceType: 'oneoff',
    redirectUrl: record.redirectUrl,
    webhookUrl: record.webhookUrl,
    locale: record.locale,
    ...(record.billingCountry === null ? {} : { countryCode: record.billingCountry }),
    ...(paid
      ? {
          amountRefunded: euro(refundedCents(record)),
          amountRemaining: euro(remainingCents(record)),
        }
      : {}),
    ...(record.chargebacks.length > 0 ? { amountChargedBack: euro(chargedBackCents(record)) } : {}),
    _links: {
      self: { href: self, type: HAL },
      ...(record.status === 'open' ? { checkout: { href: checkoutUrl(bases, record.id), type: HTML } } : {}),
      dashboard: {
        href: `${bases.httpUrl}/payment/test/payments/${encodeURIComponent(record.id)}`,
        type: HTML,
      },
      documentation: docsLink('payments-api/get-payment'),
      ...(record.refunds.length > 0 ? { refunds: { href: `${self}/refunds`, type: HAL } } : {}),
      ...(record.chargebacks.length > 0 ? { chargebacks: { href: `${self}/chargebacks`, type: HAL } } : {}),
    },
  };
}

/** The test controls' listing: the payment with its webhooks, refunds and chargebacks. */
export function paymentWithEventsJson(record: PaymentRecord, bases: LinkBases): PaymentWithEvents {
  return {
    ...paymentJson(record, bases),
    events: record.events.map(({ event, held, deliveries }) => ({
      ...event,
      held,
      deliveries: [...deliveries],
    })),
    refunds: record.refunds.map((refund) => refundJson(refund, bases)),
    chargebacks: record.chargebacks.map((chargeback) => chargebackJson(chargeback, bases)),
  };
}

export function refundJson(refund: RefundRecord, bases: LinkBases): Refund {
  const payment = `${bases.apiUrl}payments/${refund.paymentId}`;
  return {
    resource: 'refund',
    id: refund.id,
    amount: refund.amount,
    status: refund.status,
    createdAt: refund.createdAt,
    description: refund.description,
    metadata: refund.metadata,
    paymentId: refund.paymentId,
    settlementAmount: negated(refund.amount),
    _links: {
      self: { href: `${payment}/refunds/${refund.id}`, type: HAL },
      payment: { href: payment, type: HAL },
      documentation: docsLink('refunds-api/get-payment-refund'),
    },
  };
}

export function chargebackJson(chargeback: ChargebackRecord, bases: LinkBases): Chargeback {
  const payment = `${bases.apiUrl}payments/${chargeback.paymentId}`;
  return {
    resource: 'chargeback',
    id: chargeback.id,
    amount: chargeback.amount,
    settlementAmount: negated(chargeback.amount),
    createdAt: chargeback.createdAt,
    reason: chargeback.reason,
    reversedAt: null,
    paymentId: chargeback.paymentId,
    _links: {
      self: { href: `${payment}/chargebacks/${chargeback.id}`, type: HAL },
      payment: { href: payment, type: HAL },
      documentation: docsLink('chargebacks-api/get-payment-chargeback'),
    },
  };
}

/** A HAL list as Mollie answers it: `{ count, _embedded: { <name>: [...] }, _links }`. */
export function listJson<T>(name: string, items: readonly T[], selfHref: string, documentation: string) {
  return {
    count: items.length,
    _embedded: { [name]: items },
    _links: {
      self: { href: selfHref, type: HAL },
      previous: null,
      next: null,
      documentation: docsLink(documentation),
    },
  };
}

export function checkoutUrl(bases: LinkBases, paymentId: string): string {
  return `${bases.httpUrl}/payment/checkout/${encodeURIComponent(paymentId)}`;
}

function euro(cents: number): PaymentAmount {
  return { currency: 'EUR', value: fromCents(cents) };
}

function negated(amount: PaymentAmount): PaymentAmount {
  return euro(-toCents(amount.value));
}
