import { html } from '../../common/html/html.js';
import { type Operator, printedIban } from '../../config/operator.schema.js';
import type { BillingParty } from './billing-document.entity.js';

/**
 * The seller printed on invoices, stornos and credit notes (§ 14 Abs. 4 Satz 1 Nr. 1–2 UStG): the
 * operator of the portal, the same legal entity the imprint names, from its configuration (production
 * refuses to start without it; elsewhere the demo operator stands in). Snapshotted on every document.
 */
export function sellerOf(operator: Operator): BillingParty {
  return {
    name: operator.name,
    address: operator.street,
    zip_code: operator.postalCode,
    city: operator.city,
    state: null,
    country: operator.country,
    vat_id: operator.vatId,
    tax_number: operator.taxNumber,
    register: operator.register,
    managing_directors: operator.managingDirectors,
    iban: operator.iban,
    bic: operator.bic,
    bank_name: operator.bankName,
  };
}

/**
 * The document's footer: the seller's name, register court and number and managing directors, which a
 * GmbH's business letters (invoices included) must state (§ 35a Abs. 1 GmbHG), and on a second line its bank
 * account (IBAN in groups of four, BIC, bank; "IBAN" and "BIC" read alike in German and English) when the
 * snapshot has one: documents issued before issue 31 have none.
 */
export function sellerFooter(seller: BillingParty, managingDirectorsLabel: string) {
  const directors = seller.managing_directors?.length
    ? html` · ${managingDirectorsLabel}: ${seller.managing_directors.join(', ')}`
    : '';
  return html`<footer>
    ${seller.name}${seller.register ? html` · ${seller.register}` : ''}${directors}${sellerBank(seller)}
  </footer>`;
}

/** The bank line of the footer: empty without an IBAN. */
export function sellerBank(seller: BillingParty) {
  if (!seller.iban) return '';
  const parts = [
    `IBAN ${printedIban(seller.iban)}`,
    seller.bic ? `BIC ${seller.bic}` : null,
    seller.bank_name ?? null,
  ].filter(Boolean);
  return html`<br />${parts.join(' · ')}`;
}
