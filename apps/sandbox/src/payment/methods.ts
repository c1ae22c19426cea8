import { toCents } from './amount.js';
import { type PaymentAmount, type PaymentMethodId } from './payment.js';

export interface MethodEntry {
  readonly id: PaymentMethodId;
  readonly description: { readonly de: string; readonly en: string };
  readonly minimumAmount: string;
  readonly maximumAmount: string;
  /** Billing countries it is offered for; null = everywhere. Offered too when the country is unknown. */
  readonly countries: readonly string[] | null;
  /** Offered for recurring sequences (first, recurring) as well as oneoff. */
  readonly recurring: boolean;
}

export const METHOD_CATALOGUE: readonly MethodEntry[] = [
  {
    id: 'creditcard',
    description: { de: 'Kreditkarte', en: 'Card' },
    minimumAmount: '0.01',
    maximumAmount: '10000.00',
    countries: null,
    recurring: true,
  },
  {
    id: 'paypal',
    description: { de: 'PayPal', en: 'PayPal' },
    minimumAmount: '0.01',
    maximumAmount: '10000.00',
    countries: null,
    recurring: true,
  },
  {
    id: 'banktransfer',
    description: { de: 'Überweisung', en: 'Bank transfer' },
    minimumAmount: '0.01',
    maximumAmount: '1000000.00',
    countries: null,
    recurring: false,
  },
  {
    id: 'eps',
    description: { de: 'eps-Überweisung', en: 'EPS' },
    minimumAmount: '1.00',
    maximumAmount: '50000.00',
    countries: ['AT'],
    recurring: false,
  },
  {
    id: 'klarna',
    description: { de: 'Klarna', en: 'Klarna' },
    minimumAmount: '1.00',
    maximumAmount: '5000.00',
    countries: ['DE', 'AT'],
    recurring: false,
  },
];

export interface MethodFilter {
  readonly amount?: PaymentAmount;
  readonly billingCountry?: string | null;
  readonly sequenceType?: 'oneoff' | 'first' | 'recurring';
}

export function isMethodId(value: unknown): value is PaymentMethodId {
  return METHOD_CATALOGUE.some((entry) => entry.id === value);
}

export function methodEntry(id: PaymentMethodId): MethodEntry {
  const entry = METHOD_CATALOGUE.find((candidate) => candidate.id === id);
  if (!entry) throw new Error(`Unknown payment method ${id}`);
  return entry;
}

/** The methods offered for an amount, billing country and sequence type, in catalogue order. */
export function offeredMethods({
  amount,
  billingCountry,
  sequenceType = 'oneoff',
}: MethodFilter): MethodEntry[] {
  return METHOD_CATALOGUE.filter((entry) => {
    if (sequenceType !== 'oneoff' && !entry.recurring) return false;
    if (billingCountry && entry.countries !== null && !entry.countries.includes(billingCountry)) return false;
    if (amount === undefined) return true;
    const cents = toCents(amount.value);
    return cents >= toCents(entry.minimumAmount) && cents <= toCents(entry.maximumAmount);
  });
}

/** Descriptions follow the locale: German for de_*, English otherwise. */
export function describeMethod(entry: MethodEntry, locale: string | null | undefined): string {
  return locale?.startsWith('de') ? entry.description.de : entry.description.en;
}
