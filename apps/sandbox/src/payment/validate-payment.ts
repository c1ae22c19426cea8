import { isAmountValue } from './amount.js';
import { type Checked, isRecord, refuse } from './checked.js';
import { isMethodId, offeredMethods } from './methods.js';
import { type PaymentAmount, type PaymentMethodId } from './payment.js';

export interface PaymentInput {
  readonly amount: PaymentAmount;
  readonly description: string;
  readonly redirectUrl: string;
  readonly webhookUrl: string | null;
  readonly metadata: unknown;
  /** What the merchant asked for: null = any method offered for the amount and country. */
  readonly methods: readonly PaymentMethodId[] | null;
  readonly locale: string | null;
  readonly billingCountry: string | null;
}

// Mollie's payment locales.
export const LOCALES: readonly string[] = [
  'en_US', 'en_GB', 'nl_NL', 'nl_BE', 'de_DE', 'de_AT', 'de_CH', 'fr_FR', 'fr_BE', 'es_ES', 'ca_ES',
  'pt_PT', 'it_IT', 'nb_NO', 'sv_SE', 'fi_FI', 'da_DK', 'is_IS', 'hu_HU', 'pl_PL', 'lv_LV', 'lt_LT',
]; // prettier-ignore

const DESCRIPTION_MAX_LENGTH = 255;
const COUNTRY_CODE = /^[A-Z]{2}$/;

/** The amount object of a request, or the field that is wrong ("amount.value", …). */
export function validateAmount(amount: unknown): Checked<PaymentAmount> {
  if (!isRecord(amount)) return refuse('amount', 'The amount is required: { currency, value }.');
  if (amount.currency !== 'EUR') return refuse('amount.currency', 'The currency is not supported: use EUR.');
  if (typeof amount.value !== 'string' || !isAmountValue(amount.value)) {
    return refuse('amount.value', 'The amount value is invalid: a string like "12.30", more than zero.');
  }
  return { ok: true, value: { currency: 'EUR', value: amount.value } };
}

/** The create-payment body as Mollie checks it, or the first field that is wrong. */
export function validatePaymentInput(body: unknown): Checked<PaymentInput> {
  if (!isRecord(body)) return refuse('body', 'Send a JSON object.');
  const { description, redirectUrl, webhookUrl, metadata, method, locale, billingAddress } = body;

  const amount = validateAmount(body.amount);
  if (!amount.ok) return amount;
  if (typeof description !== 'string' || description.trim() === '') {
    return refuse('description', 'The description is required.');
  }
  if (description.length > DESCRIPTION_MAX_LENGTH) {
    return refuse('description', `The description may have at most ${DESCRIPTION_MAX_LENGTH} characters.`);
  }
  if (!isHttpUrl(redirectUrl)) return refuse('redirectUrl', 'The redirect URL is invalid.');
  if (webhookUrl !== undefined && webhookUrl !== null && !isHttpUrl(webhookUrl)) {
    return refuse('webhookUrl', 'The webhook URL is invalid.');
  }
  if (locale !== undefined && locale !== null && !LOCALES.includes(locale as string)) {
    return refuse('locale', 'The locale is invalid.');
  }

  let billingCountry: string | null = null;
  if (billingAddress !== undefined && billingAddress !== null) {
    if (!isRecord(billingAddress)) return refuse('billingAddress', 'The billing address is invalid.');
    const { country } = billingAddress;
    if (country !== undefined && (typeof country !== 'string' || !COUNTRY_CODE.test(country))) {
      return refuse('billingAddress.country', 'The country must be an ISO 3166-1 alpha-2 code.');
    }
    billingCountry = country ?? null;
  }

  const methods = parseMethods(method);
  if (!methods.ok) return methods;
  if (methods.value !== null) {
    const offered = offeredMethods({ amount: amount.value, billingCountry }).map((entry) => entry.id);
    const refused = methods.value.find((id) => !offered.includes(id));
    if (refused !== undefined) {
      return refuse('method', `The payment method ${refused} is not available for this amount or country.`);
    }
  }

  return {
    ok: true,
    value: {
      amount: amount.value,
      description,
      redirectUrl,
      webhookUrl: webhookUrl ?? null,
      metadata: metadata ?? null,
      methods: methods.value,
      locale: (locale as string | undefined) ?? null,
      billingCountry,
    },
  };
}

function parseMethods(method: unknown): Checked<readonly PaymentMethodId[] | null> {
  if (method === undefined || method === null) return { ok: true, value: null };
  const ids = Array.isArray(method) ? (method as unknown[]) : [method];
  if (ids.length === 0) return { ok: true, value: null };
  const unknown = ids.find((id) => !isMethodId(id));
  if (unknown !== undefined)
    return refuse('method', `The payment method is invalid: ${JSON.stringify(unknown)}.`);
  return { ok: true, value: [...new Set(ids as PaymentMethodId[])] };
}

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string' || !URL.canParse(value)) return false;
  const { protocol } = new URL(value);
  return protocol === 'http:' || protocol === 'https:';
}
