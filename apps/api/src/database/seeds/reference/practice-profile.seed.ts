import type { DataSource } from 'typeorm';
import { Certification } from '../../../modules/catalog/entities/certification.entity.js';
import { FeeBasis, PartnershipModel } from '../../../modules/catalog/entities/partnership-model.entity.js';
import { Specialization } from '../../../modules/catalog/entities/specialization.entity.js';

type Named = [key: string, name: string, name_en: string];

const SPECIALIZATIONS: Named[] = [
  ['general-medicine', 'Allgemeinmedizin', 'General medicine'],
  ['internal-medicine', 'Innere Medizin', 'Internal medicine'],
  ['gynecology', 'Gynäkologie', 'Gynaecology'],
  ['dermatology', 'Dermatologie', 'Dermatology'],
  ['sports-medicine', 'Sportmedizin', 'Sports medicine'],
  ['nutritional-medicine', 'Ernährungsmedizin', 'Nutritional medicine'],
  ['orthomolecular-medicine', 'Orthomolekulare Medizin', 'Orthomolecular medicine'],
  ['naturopathy', 'Naturheilverfahren', 'Naturopathy'],
  ['preventive-medicine', 'Präventivmedizin', 'Preventive medicine'],
  ['environmental-medicine', 'Umweltmedizin', 'Environmental medicine'],
  ['psychotherapy', 'Psychotherapie', 'Psychotherapy'],
  ['dentistry', 'Zahnmedizin', 'Dentistry'],
  ['osteopathy', 'Osteopathie', 'Osteopathy'],
  ['alternative-practitioner', 'Heilpraktiker/-in', 'Alternative practitioner (Heilpraktiker)'],
  ['pharmacy', 'Pharmazie', 'Pharmacy'],
];

const CERTIFICATIONS: Named[] = [
  ['nutrition-counselling', 'Ernährungsberatung (zertifiziert)', 'Certified nutrition counselling'],
  ['orthomolecular-therapy', 'Orthomolekulare Therapie', 'Orthomolecular therapy'],
  ['micronutrient-medicine', 'Mikronährstoffmedizin', 'Micronutrient medicine'],
  ['functional-medicine', 'Funktionelle Medizin', 'Functional medicine'],
  ['nutrigenomics', 'Nutrigenomik und Epigenetik', 'Nutrigenomics and epigenetics'],
  ['gut-health', 'Darmgesundheit und Mikrobiom', 'Gut health and microbiome'],
  ['anti-aging', 'Anti-Aging- und Longevity-Medizin', 'Anti-ageing and longevity medicine'],
  ['sports-nutrition', 'Sporternährung', 'Sports nutrition'],
  ['hormone-balance', 'Hormonbalance und Endokrinologie', 'Hormone balance and endocrinology'],
  ['acupuncture', 'Akupunktur', 'Acupuncture'],
];

const PARTNERSHIP_MODELS = [
  {
    key: 'consulting-fee',
    name: 'Beratungshonorar',
    description:
      'Die Praxis erhält für jede Bestellung ihrer Patient/-innen eine Beratungsgebühr per Gutschrift.',
    // 10 % of the analyses' and 15 % of the supplements' net amount (docs/decisions/consulting-fees.md).
    fee_basis: FeeBasis.NetShare,
    fee_analyses_bp: 1000,
    fee_supplements_bp: 1500,
    fee_fixed_cents: 0,
  },
  {
    key: 'practice-purchase',
    name: 'Praxiseinkauf',
    description: 'Die Praxis bestellt zu Einkaufskonditionen und rechnet selbst mit ihren Patient/-innen ab.',
    // The practice earns its margin on its own invoice: no fee.
    fee_basis: FeeBasis.NetShare,
    fee_analyses_bp: 0,
    fee_supplements_bp: 0,
    fee_fixed_cents: 0,
  },
  {
    key: 'clinic',
    name: 'Klinikpartner',
    description: 'Rahmenvertrag für Kliniken und medizinische Versorgungszentren mit Sammelrechnung.',
    // Billed to the clinic in one collective invoice: no fee.
    fee_basis: FeeBasis.NetShare,
    fee_analyses_bp: 0,
    fee_supplements_bp: 0,
    fee_fixed_cents: 0,
  },
  {
    key: 'consultation-flat-fee',
    name: 'Beratungspauschale',
    description:
      'Die Praxis erhält für jede dokumentierte Beratung zu einer bezahlten Bestellung eine feste Pauschale per Gutschrift.',
    // A fixed amount per documented consultation, independent of what is ordered (docs/decisions/consulting-fees.md,
    // "Issue 31, point 6"); the amount is the demo's, set by the business.
    fee_basis: FeeBasis.PerConsultation,
    fee_analyses_bp: 0,
    fee_supplements_bp: 0,
    fee_fixed_cents: 2500,
  },
];

const rows = (list: Named[]) =>
  list.map(([key, name, name_en], index) => ({ key, name, name_en, sort_order: index + 1 }));

export async function seedPracticeProfile(dataSource: DataSource): Promise<number> {
  await dataSource.getRepository(Specialization).upsert(rows(SPECIALIZATIONS), ['key']);
  await dataSource.getRepository(Certification).upsert(rows(CERTIFICATIONS), ['key']);
  await dataSource.getRepository(PartnershipModel).upsert(
    PARTNERSHIP_MODELS.map((model, index) => ({ ...model, sort_order: index + 1 })),
    ['key'],
  );
  return SPECIALIZATIONS.length + CERTIFICATIONS.length + PARTNERSHIP_MODELS.length;
}
