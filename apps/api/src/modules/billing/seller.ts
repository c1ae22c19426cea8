import type { BillingParty } from './billing-document.entity.js';

/**
 * The seller printed on invoices and stornos (§14 Abs. 4 Nr. 1-2 UStG): from the environment, with
 * sandbox values so development and tests issue complete documents. Production sets every SELLER_*.
 */
export function sellerFromEnvironment(env: NodeJS.ProcessEnv = process.env): BillingParty {
  return {
    name: env.SELLER_NAME ?? 'Vitalis Health GmbH (Sandbox)',
    address: env.SELLER_ADDRESS ?? 'Musterstraße 1',
    zip_code: env.SELLER_ZIP_CODE ?? '10115',
    city: env.SELLER_CITY ?? 'Berlin',
    state: null,
    country: env.SELLER_COUNTRY ?? 'Deutschland',
    vat_id: env.SELLER_VAT_ID ?? 'DE000000000',
    tax_number: env.SELLER_TAX_NUMBER ?? null,
    register: env.SELLER_REGISTER ?? 'Amtsgericht Berlin-Charlottenburg HRB 000000 (Sandbox)',
  };
}
