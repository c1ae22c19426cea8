import { type VatCategory, VatCategory as Category } from '@portal/shared-types';

/**
 * The VAT of one order line, decided in this one place (issue 31, point 2; docs/decisions/billing.md,
 * "Issue 31, point 2"). Pure: the rates come from the `vat_rates` reference table (each row has its source),
 * the seller's seat and the OSS registration from the operator's configuration. Not tax advice: the whole
 * table needs a tax adviser's confirmation before launch.
 *
 * Every buyer is a private patient (B2C): the portal sells to no business.
 */

/** The seats the rules know (`OPERATOR_COUNTRY`). */
export type SellerCountry = 'DE' | 'AT';

/**
 * The VAT category code of EN 16931 (BT-151, UNTDID 5305): S standard or reduced rate, E exempt, G export
 * outside the EU (free export item, tax not charged).
 */
export type VatCode = 'S' | 'E' | 'G';
export const VAT_CODES: readonly VatCode[] = ['S', 'E', 'G'];

/** Why a line bears no VAT: the note the invoice must carry (§ 14 Abs. 4 Satz 1 Nr. 8 UStG). */
export type VatExemption = 'medical-de' | 'medical-at' | 'export-de' | 'export-at';
export const VAT_EXEMPTIONS: readonly VatExemption[] = ['medical-de', 'medical-at', 'export-de', 'export-at'];

/**
 * The member states of the EU (Art. 52 EUV; their territory for VAT: Art. 5–7 MwStSystRL). Special territories
 * outside the EU VAT area (Büsingen, Heligoland, the Canary Islands, Åland …) are not told apart: the shop
 * delivers only to AT, DE, CH, LI and LU (docs/decisions/catalog.md).
 */
export const EU_COUNTRIES: ReadonlySet<string> = new Set([
  'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU', 'IE', 'IT', 'LT', 'LU',
  'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK',
]); // prettier-ignore

export interface VatContext {
  seller: SellerCountry;
  /** ISO code of the delivery country; null while no patient is chosen (the seller's country then). */
  delivery: string | null;
  /** Registered for the One-Stop-Shop (`OPERATOR_OSS_REGISTERED`). */
  ossRegistered: boolean;
  /** The rate in force of a country and category, in basis points; undefined when the table has none. */
  rateOf: (country: string, category: VatCategory) => number | undefined;
}

export interface VatItem {
  /** Analyses are services, supplements are goods (`vatCategoryOf`). */
  category: VatCategory;
  /** Only for analyses: ordered for a diagnosis with a therapeutic aim (`shop_items.medically_indicated`). */
  medically_indicated: boolean;
}

export interface VatTreatment {
  vat_rate_bp: number;
  vat_code: VatCode;
  vat_exemption: VatExemption | null;
}

const exempt = (vat_exemption: VatExemption): VatTreatment => ({
  vat_rate_bp: 0,
  vat_code: vat_exemption.startsWith('export') ? 'G' : 'E',
  vat_exemption,
});

/** The VAT of one line. Throws when the reference table lacks a rate a rule needs (seed it). */
export function vatTreatment(item: VatItem, context: VatContext): VatTreatment {
  const { seller, ossRegistered } = context;
  const delivery = context.delivery ?? seller;
  const taxed = (country: string): VatTreatment => {
    const rate = context.rateOf(country, item.category);
    if (rate === undefined)
      throw new Error(`VAT rate of ${item.category} in ${country} is missing: seed the reference data`);
    return { vat_rate_bp: rate, vat_code: 'S', vat_exemption: null };
  };

  if (item.category === Category.Analyses) {
    // Medically indicated laboratory work is a tax-free Heilbehandlung: § 4 Nr. 14 Buchst. a/b UStG (Art. 132
    // Abs. 1 Buchst. b/c MwStSystRL); in Austria § 6 Abs. 1 Z 19 UStG 1994. An exemption without option, so no
    // input tax on it (§ 15 Abs. 2 Nr. 1 UStG; § 12 Abs. 3 UStG 1994). Needs a tax adviser's confirmation that
    // the lab's analyses qualify (who performs them, EuGH C-106/05 L.u.P.).
    if (item.medically_indicated) return exempt(seller === 'DE' ? 'medical-de' : 'medical-at');
    // A service to a private person is supplied where the seller has its seat (§ 3a Abs. 1 UStG; § 3a Abs. 6
    // UStG 1994; Art. 45 MwStSystRL), wherever the patient lives, also in CH and LI: the seller's rate.
    // Laboratory analyses are none of the catalogue services § 3a Abs. 4 UStG moves to a non-EU recipient.
    return taxed(seller);
  }

  // Supplements are goods shipped by the seller to the patient.
  if (delivery === seller) return taxed(seller);
  if (!EU_COUNTRIES.has(delivery))
    // Shipped to a non-EU country (CH, LI …): a tax-free export delivery, § 4 Nr. 1 Buchst. a i. V. m. § 6
    // Abs. 1 Nr. 1 UStG (Austria: § 6 Abs. 1 Z 1 i. V. m. § 7 UStG 1994; Art. 146 Abs. 1 Buchst. a
    // MwStSystRL). The export proof (Ausfuhrnachweis, § 6 Abs. 4 UStG, §§ 8–17 UStDV: the customs exit
    // note of ATLAS) must come from the logistics process: needs a tax adviser's confirmation of that process.
    return exempt(seller === 'DE' ? 'export-de' : 'export-at');
  // An intra-EU distance sale: taxed where the goods arrive once the seller is past the EUR 10,000 EU-wide
  // threshold or opted in, i.e. registered for the One-Stop-Shop (§ 3c Abs. 1 and 4 UStG; Austria: Art. 3
  // Abs. 3 and 5 Binnenmarktregelung, Anhang UStG 1994; Art. 33 Buchst. a, Art. 59c MwStSystRL); below it,
  // where the shipment begins, at the seller's rate.
  return ossRegistered ? taxed(delivery) : taxed(seller);
}
