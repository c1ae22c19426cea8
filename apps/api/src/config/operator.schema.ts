import { z } from 'zod';

/**
 * The operator of the portal: who the imprint (§ 5 DDG), the privacy notice (DSGVO Art. 13/14), the terms,
 * the cooperation agreement and the support contact name. From the environment; outside production the
 * demo operator below fills what is missing (what `npm start` shows), production refuses to start without
 * each required value.
 */
export const DEMO_OPERATOR = {
  OPERATOR_NAME: 'Vitalis Portal GmbH (Demo)',
  OPERATOR_STREET: 'Musterstraße 1',
  OPERATOR_POSTAL_CODE: '80331',
  OPERATOR_CITY: 'München',
  OPERATOR_COUNTRY: 'Deutschland',
  OPERATOR_REGISTER: 'Amtsgericht München, HRB 000000 (Demo)',
  OPERATOR_MANAGING_DIRECTORS: 'Dr. Erika Mustermann, Max Mustermann',
  OPERATOR_VAT_ID: 'DE000000000',
  OPERATOR_TAX_NUMBER: '143/000/00000',
  // The standard example IBAN of the German banks' association (valid checksum, no real account).
  OPERATOR_IBAN: 'DE89 3704 0044 0532 0130 00',
  OPERATOR_BIC: 'COBADEFFXXX',
  OPERATOR_BANK_NAME: 'Commerzbank (Demo)',
  OPERATOR_EMAIL: 'kontakt@vitalis-portal.de',
  OPERATOR_PHONE: '+49 89 0000000',
  DPO_NAME: 'Datenschutz Demo GmbH',
  DPO_EMAIL: 'datenschutz@vitalis-portal.de',
  SUPPORT_EMAIL: 'support@vitalis-portal.de',
  SUPPORT_PHONE: '+49 30 120 345 60',
} as const;

type OperatorKey = keyof typeof DEMO_OPERATOR;
/**
 * § 5 DDG makes the VAT id mandatory only where one exists, and an invoice needs the Steuernummer or the
 * USt-IdNr. (§ 14 Abs. 4 Satz 1 Nr. 2 UStG): each is optional, one of them is required. Everything else
 * is required in production.
 */
const OPTIONAL: readonly OperatorKey[] = [
  'OPERATOR_VAT_ID',
  'OPERATOR_TAX_NUMBER',
  // SEPA transfers need only the IBAN (Regulation (EU) No 260/2012, Art. 5(7)); BIC and bank name are courtesy.
  'OPERATOR_BIC',
  'OPERATOR_BANK_NAME',
];
export const OPERATOR_KEYS = Object.keys(DEMO_OPERATOR) as OperatorKey[];

const text = z.string().trim().max(500).optional();

/**
 * An IBAN as ISO 13616 defines it: country code, two check digits, up to 30 letters and digits, and the
 * check digits right (the number read with A = 10 … Z = 35, country and check digits moved to the end,
 * leaves 1 modulo 97). Spaces are allowed for readability; `ibanOf` removes them.
 */
export function isValidIban(value: string): boolean {
  const iban = ibanOf(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/u.test(iban)) return false;
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/gu, (letter) =>
    String(letter.charCodeAt(0) - 55),
  );
  let rest = 0;
  for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97;
  return rest === 1;
}

/** The IBAN without spaces, in capitals. */
export const ibanOf = (value: string) => value.replace(/\s+/gu, '').toUpperCase();

/** The IBAN in groups of four, as printed on documents (DIN 5008). */
export const printedIban = (iban: string) => ibanOf(iban).replace(/(.{4})(?=.)/gu, '$1 ');

/**
 * The seller countries the VAT rules know (modules/shop/pricing/vat-rules.ts): the operator's seat decides the
 * place of supply of its services (§ 3a Abs. 1 UStG; § 3a Abs. 6 UStG 1994). Names as the imprint prints them.
 */
const SELLER_COUNTRIES: Record<string, 'DE' | 'AT'> = {
  de: 'DE',
  deutschland: 'DE',
  germany: 'DE',
  at: 'AT',
  österreich: 'AT',
  austria: 'AT',
};
export const sellerCountryCodeOf = (country: string): 'DE' | 'AT' | null =>
  SELLER_COUNTRIES[country.trim().toLowerCase()] ?? null;
export const operatorFields = {
  OPERATOR_NAME: text,
  OPERATOR_STREET: text,
  OPERATOR_POSTAL_CODE: text,
  OPERATOR_CITY: text,
  OPERATOR_COUNTRY: text,
  OPERATOR_REGISTER: text,
  OPERATOR_MANAGING_DIRECTORS: text,
  OPERATOR_VAT_ID: text,
  OPERATOR_TAX_NUMBER: text,
  OPERATOR_IBAN: z
    .string()
    .trim()
    .refine((value) => !value || isValidIban(value), {
      message: 'OPERATOR_IBAN must be an IBAN with correct check digits (ISO 13616)',
    })
    .optional(),
  OPERATOR_BIC: z
    .string()
    .trim()
    .regex(
      /^$|^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/u,
      'OPERATOR_BIC must be a BIC (ISO 9362: 8 or 11 characters)',
    )
    .optional(),
  OPERATOR_BANK_NAME: text,
  OPERATOR_EMAIL: z.email('OPERATOR_EMAIL must be an e-mail address').optional(),
  OPERATOR_PHONE: text,
  DPO_NAME: text,
  DPO_EMAIL: z.email('DPO_EMAIL must be an e-mail address').optional(),
  SUPPORT_EMAIL: z.email('SUPPORT_EMAIL must be an e-mail address').optional(),
  SUPPORT_PHONE: text,
} satisfies Record<OperatorKey, z.ZodType>;

/**
 * Whether the operator is registered for the One-Stop-Shop, i.e. past the EUR 10,000 EU-wide threshold of
 * distance sales (§ 3c Abs. 4 UStG, Art. 59c MwStSystRL) or opted in: then supplements shipped to another EU
 * country bear that country's VAT. An environment setting, not an admin switch: it follows a registration
 * with the Bundeszentralamt für Steuern, changes once and for all from a date on, and every process must
 * price alike (docs/decisions/billing.md, "Issue 31, point 2").
 */
export const ossField = {
  OPERATOR_OSS_REGISTERED: z
    .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
    .default('false')
    .transform((value) => value === 'true' || value === '1' || value === 'yes'),
};

type OperatorEnv = { NODE_ENV: string; OPERATOR_OSS_REGISTERED?: boolean } & Partial<
  Record<OperatorKey, string>
>;

/** Adds an issue for every required operator value production lacks. */
export function checkOperator(env: OperatorEnv, ctx: z.RefinementCtx): void {
  if (env.OPERATOR_COUNTRY && !sellerCountryCodeOf(env.OPERATOR_COUNTRY))
    ctx.addIssue({
      code: 'custom',
      path: ['OPERATOR_COUNTRY'],
      message:
        'OPERATOR_COUNTRY must be Deutschland or Österreich (DE, AT): the VAT rules know German and Austrian sellers',
    });
  if (env.NODE_ENV !== 'production') return;
  for (const key of OPERATOR_KEYS)
    if (!OPTIONAL.includes(key) && !env[key])
      ctx.addIssue({
        code: 'custom',
        path: [key],
        message: `${key} is required in production (the operator's data for imprint, privacy notice and support)`,
      });
  if (!env.OPERATOR_VAT_ID && !env.OPERATOR_TAX_NUMBER)
    ctx.addIssue({
      code: 'custom',
      path: ['OPERATOR_TAX_NUMBER'],
      message:
        'OPERATOR_VAT_ID or OPERATOR_TAX_NUMBER is required in production (every invoice names one: § 14 Abs. 4 Satz 1 Nr. 2 UStG)',
    });
}

export interface Operator {
  name: string;
  street: string;
  postalCode: string;
  city: string;
  country: string;
  register: string;
  managingDirectors: string[];
  vatId: string | null;
  /** The Steuernummer of the operator's tax office. */
  taxNumber: string | null;
  /** The seat's ISO code, from `country` (the place of supply of services, § 3a Abs. 1 UStG). */
  countryCode: 'DE' | 'AT';
  /** The account patients pay to, printed on invoices (without spaces); null only outside production. */
  iban: string | null;
  bic: string | null;
  bankName: string | null;
  /** Registered for the One-Stop-Shop (`OPERATOR_OSS_REGISTERED`, see `ossField`). */
  ossRegistered: boolean;
  email: string;
  phone: string;
  dpoName: string;
  dpoEmail: string;
  supportEmail: string;
  supportPhone: string;
}

/** The operator as configured, the demo operator filling gaps outside production. */
export function operatorOf(env: OperatorEnv): Operator {
  const value = (key: OperatorKey): string =>
    env[key] || (env.NODE_ENV === 'production' ? '' : DEMO_OPERATOR[key]);
  return {
    name: value('OPERATOR_NAME'),
    street: value('OPERATOR_STREET'),
    postalCode: value('OPERATOR_POSTAL_CODE'),
    city: value('OPERATOR_CITY'),
    country: value('OPERATOR_COUNTRY'),
    register: value('OPERATOR_REGISTER'),
    managingDirectors: value('OPERATOR_MANAGING_DIRECTORS')
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
    vatId: value('OPERATOR_VAT_ID') || null,
    taxNumber: value('OPERATOR_TAX_NUMBER') || null,
    countryCode: sellerCountryCodeOf(value('OPERATOR_COUNTRY')) ?? 'DE',
    iban: value('OPERATOR_IBAN') ? ibanOf(value('OPERATOR_IBAN')) : null,
    bic: value('OPERATOR_BIC') || null,
    bankName: value('OPERATOR_BANK_NAME') || null,
    ossRegistered: env.OPERATOR_OSS_REGISTERED ?? false,
    email: value('OPERATOR_EMAIL'),
    phone: value('OPERATOR_PHONE'),
    dpoName: value('DPO_NAME'),
    dpoEmail: value('DPO_EMAIL'),
    supportEmail: value('SUPPORT_EMAIL'),
    supportPhone: value('SUPPORT_PHONE'),
  };
}
