// VAT rates per delivery country and shop category. Not tax advice: to be confirmed by a Steuerberater
// before launch (docs/decisions/shop.md, "VAT rates"). Analyses are taxed at the standard rate (private
// orders without a medical indication); supplements are foodstuffs at the reduced rate.
export const VAT_RATES = [
  {
    country_code: 'AT',
    category: 'Analyses',
    rate_bp: 2000,
    source: 'UStG 1994 § 10 Abs. 1 (Normalsteuersatz 20 %)',
  },
  {
    country_code: 'AT',
    category: 'Supplements',
    rate_bp: 1000,
    source: 'UStG 1994 § 10 Abs. 2 Z 1 lit. a, Anlage 1 (Lebensmittel 10 %)',
  },
  {
    country_code: 'DE',
    category: 'Analyses',
    rate_bp: 1900,
    source: 'UStG § 12 Abs. 1 (Regelsteuersatz 19 %)',
  },
  {
    country_code: 'DE',
    category: 'Supplements',
    rate_bp: 700,
    source: 'UStG § 12 Abs. 2 Nr. 1, Anlage 2 (Nahrungsergänzungsmittel 7 %)',
  },
  {
    country_code: 'CH',
    category: 'Analyses',
    rate_bp: 810,
    source: 'MWSTG Art. 25 Abs. 1 (Normalsatz 8,1 % ab 2024)',
  },
  {
    country_code: 'CH',
    category: 'Supplements',
    rate_bp: 260,
    source: 'MWSTG Art. 25 Abs. 2 (reduzierter Satz 2,6 % ab 2024)',
  },
  {
    country_code: 'LI',
    category: 'Analyses',
    rate_bp: 810,
    source: 'MWSTG (FL) Art. 25 (wie Schweiz, Zollvertrag)',
  },
  {
    country_code: 'LI',
    category: 'Supplements',
    rate_bp: 260,
    source: 'MWSTG (FL) Art. 25 (wie Schweiz, Zollvertrag)',
  },
  { country_code: 'LU', category: 'Analyses', rate_bp: 1700, source: 'Loi TVA art. 39 (taux normal 17 %)' },
  {
    country_code: 'LU',
    category: 'Supplements',
    rate_bp: 300,
    source: 'Loi TVA art. 40, annexe A (taux super-réduit 3 %)',
  },
].map((rate) => ({ ...rate, valid_from: '2024-01-01' }));
