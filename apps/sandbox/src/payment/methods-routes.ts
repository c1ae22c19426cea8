import { methodBadgeDataUrl } from './method-badges.js';
import { type Request, type Router } from 'express';
import { type Checked, refuse } from './checked.js';
import {
  describeMethod,
  isMethodId,
  type MethodEntry,
  type MethodFilter,
  methodEntry,
  offeredMethods,
} from './methods.js';
import { answer } from './mollie-idempotency.js';
import { sendMollieError } from './mollie-error.js';
import { type PaymentMethod } from './payment.js';
import { docsLink, type LinkBases, listJson } from './payment-json.js';
import { type MollieRouteDependencies } from './payment-routes.js';
import { LOCALES, validateAmount } from './validate-payment.js';

interface MethodQuery extends MethodFilter {
  readonly locale: string | null;
}

/** GET /methods (filtered by amount, billing country and sequence type) and GET /methods/:id. */
export function registerMethodRoutes(router: Router, { faults, bases }: MollieRouteDependencies): void {
  router.get('/methods', async (request, response) => {
    const fault = faults.take('methods', null);
    if (fault) return faults.apply(fault, response);
    const query = parseMethodQuery(request);
    if (!query.ok) {
      sendMollieError(response, 422, query.error, query.field);
      return;
    }
    const methods = offeredMethods(query.value).map((entry) =>
      methodJson(entry, query.value.locale, bases()),
    );
    const self = `${bases().apiUrl}methods${request.url.slice(request.path.length)}`;
    answer(response, 200, listJson('methods', methods, self, 'methods-api/list-methods'));
  });

  router.get('/methods/:id', (request, response) => {
    const { id } = request.params;
    if (!isMethodId(id)) {
      sendMollieError(response, 404, `No method exists with id ${id}.`);
      return;
    }
    const locale = typeof request.query.locale === 'string' ? request.query.locale : null;
    answer(response, 200, methodJson(methodEntry(id), locale, bases()));
  });
}

export function methodJson(entry: MethodEntry, locale: string | null, bases: LinkBases): PaymentMethod {
  const badge = methodBadgeDataUrl(entry.id);
  return {
    resource: 'method',
    id: entry.id,
    description: describeMethod(entry, locale),
    minimumAmount: { currency: 'EUR', value: entry.minimumAmount },
    maximumAmount: { currency: 'EUR', value: entry.maximumAmount },
    image: { size1x: badge, size2x: badge, svg: badge },
    status: 'activated',
    _links: {
      self: { href: `${bases.apiUrl}methods/${entry.id}`, type: 'application/hal+json' },
      documentation: docsLink('methods-api/get-method'),
    },
  };
}

// The official client sends amount[value]=…&amount[currency]=…; a nested-query parser makes an object.
function parseMethodQuery(request: Request): Checked<MethodQuery> {
  const query = request.query as Record<string, unknown>;
  const nested = (query.amount ?? {}) as Record<string, unknown>;
  const value = query['amount[value]'] ?? nested.value;
  const currency = query['amount[currency]'] ?? nested.currency;
  const { billingCountry, locale, sequenceType = 'oneoff' } = query;

  let amount: MethodFilter['amount'];
  if (value !== undefined || currency !== undefined) {
    const checked = validateAmount({ value, currency });
    if (!checked.ok) return checked;
    amount = checked.value;
  }
  if (
    billingCountry !== undefined &&
    (typeof billingCountry !== 'string' || !/^[A-Z]{2}$/.test(billingCountry))
  ) {
    return refuse('billingCountry', 'The billing country must be an ISO 3166-1 alpha-2 code.');
  }
  if (locale !== undefined && !LOCALES.includes(locale as string))
    return refuse('locale', 'The locale is invalid.');
  if (sequenceType !== 'oneoff' && sequenceType !== 'first' && sequenceType !== 'recurring') {
    return refuse('sequenceType', 'The sequence type must be oneoff, first or recurring.');
  }
  return {
    ok: true,
    value: {
      ...(amount === undefined ? {} : { amount }),
      billingCountry: billingCountry ?? null,
      sequenceType,
      locale: (locale as string | undefined) ?? null,
    },
  };
}
