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
const OPTIONAL: readonly OperatorKey[] = ['OPERATOR_VAT_ID', 'OPERATOR_TAX_NUMBER'];
export const OPERATOR_KEYS = Object.keys(DEMO_OPERATOR) as OperatorKey[];

const text = z.string().trim().max(500).optional();
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
  OPERATOR_EMAIL: z.email('OPERATOR_EMAIL must be an e-mail address').optional(),
  OPERATOR_PHONE: text,
  DPO_NAME: text,
  DPO_EMAIL: z.email('DPO_EMAIL must be an e-mail address').optional(),
  SUPPORT_EMAIL: z.email('SUPPORT_EMAIL must be an e-mail address').optional(),
  SUPPORT_PHONE: text,
} satisfies Record<OperatorKey, z.ZodType>;

type OperatorEnv = { NODE_ENV: string } & Partial<Record<OperatorKey, string>>;

/** Adds an issue for every required operator value production lacks. */
export function checkOperator(env: OperatorEnv, ctx: z.RefinementCtx): void {
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
    email: value('OPERATOR_EMAIL'),
    phone: value('OPERATOR_PHONE'),
    dpoName: value('DPO_NAME'),
    dpoEmail: value('DPO_EMAIL'),
    supportEmail: value('SUPPORT_EMAIL'),
    supportPhone: value('SUPPORT_PHONE'),
  };
}
