import { VatCategory } from '@portal/shared-types';
import { type SellerCountry, type VatItem, type VatTreatment, vatTreatment } from './vat-rules.js';

// The reference table's rates (seeds/reference/vat-rates.data.ts): LU is the other EU country it has.
const RATES: Record<string, Record<VatCategory, number>> = {
  DE: { Analyses: 1900, Supplements: 700 },
  AT: { Analyses: 2000, Supplements: 1000 },
  LU: { Analyses: 1700, Supplements: 300 },
  CH: { Analyses: 810, Supplements: 260 },
  LI: { Analyses: 810, Supplements: 260 },
};
const rateOf = (country: string, category: VatCategory) => RATES[country]?.[category];

const KINDS: Record<string, VatItem> = {
  analysis: { category: VatCategory.Analyses, medically_indicated: false },
  'analysis medically indicated': { category: VatCategory.Analyses, medically_indicated: true },
  supplement: { category: VatCategory.Supplements, medically_indicated: false },
};
type Kind = keyof typeof KINDS;

const taxed = (vat_rate_bp: number): VatTreatment => ({ vat_rate_bp, vat_code: 'S', vat_exemption: null });
const exempt = (seller: SellerCountry): VatTreatment => ({
  vat_rate_bp: 0,
  vat_code: 'E',
  vat_exemption: seller === 'DE' ? 'medical-de' : 'medical-at',
});
const exported = (seller: SellerCountry): VatTreatment => ({
  vat_rate_bp: 0,
  vat_code: 'G',
  vat_exemption: seller === 'DE' ? 'export-de' : 'export-at',
});

/** What the rules must answer, written out per pair rather than recomputed. */
function expected(kind: Kind, delivery: string, oss: boolean, seller: SellerCountry): VatTreatment {
  switch (kind) {
    case 'analysis': // § 3a Abs. 1 UStG: the seller's seat, wherever the patient lives
      return taxed(RATES[seller].Analyses);
    case 'analysis medically indicated': // § 4 Nr. 14 UStG / § 6 Abs. 1 Z 19 UStG 1994
      return exempt(seller);
    case 'supplement':
      if (delivery === seller) return taxed(RATES[seller].Supplements);
      if (delivery === 'CH' || delivery === 'LI') return exported(seller); // § 4 Nr. 1 Buchst. a, § 6 UStG
      return taxed(RATES[oss ? delivery : seller].Supplements); // § 3c UStG
  }
  throw new Error(kind);
}

const pairs = Object.keys(KINDS).flatMap((kind) =>
  ['DE', 'AT', 'LU', 'CH', 'LI'].flatMap((delivery) =>
    [true, false].flatMap((oss) =>
      (['DE', 'AT'] as const).map((seller) => [kind, delivery, oss, seller] as const),
    ),
  ),
);

describe('vatTreatment', () => {
  it('covers every pair of kind, delivery country, OSS registration and seat', () => {
    expect(pairs).toHaveLength(3 * 5 * 2 * 2);
  });

  it.each(pairs)('%s to %s, OSS registered %s, seller %s', (kind, delivery, oss, seller) => {
    expect(vatTreatment(KINDS[kind], { seller, delivery, ossRegistered: oss, rateOf })).toEqual(
      expected(kind, delivery, oss, seller),
    );
  });

  it('takes a cart without a patient (no delivery country yet) as delivered in the seller’s country', () => {
    for (const seller of ['DE', 'AT'] as const)
      expect(vatTreatment(KINDS.supplement, { seller, delivery: null, ossRegistered: true, rateOf })).toEqual(
        taxed(RATES[seller].Supplements),
      );
  });

  it('refuses to guess a rate the reference table lacks', () => {
    expect(() =>
      vatTreatment(KINDS.supplement, { seller: 'DE', delivery: 'FR', ossRegistered: true, rateOf }),
    ).toThrow(/VAT rate of Supplements in FR is missing/);
    // Below the threshold France's rate is not needed.
    expect(
      vatTreatment(KINDS.supplement, { seller: 'DE', delivery: 'FR', ossRegistered: false, rateOf }),
    ).toEqual(taxed(700));
  });
});
