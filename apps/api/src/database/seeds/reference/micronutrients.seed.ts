import type { DataSource } from 'typeorm';
import { Micronutrient } from '../../../modules/results/micronutrients/micronutrient.entity.js';
import type { NamedEntry } from '../../../modules/results/micronutrients/graphql/result-types.js';
import { capBasis, doseCap } from '../../../modules/results/micronutrients/dose-cap.js';
import { MICRONUTRIENT_CAPS } from './micronutrient-caps.data.js';
import { MICRONUTRIENT_TEXTS } from './micronutrients.data.js';

// [code, German name, English name, unit]. The maximum daily dose is not written here: it is computed
// from the safety facts in micronutrient-caps.data.ts (upper level minus typical dietary intake, issue 28).
// They are a doctor's prescription, not a supplement's label: the BfR's lower maxima for over-the-counter
// supplements are stated in each safety_opinion. Every minimum is 0: 0 takes the micronutrient out of the
// recipe.
const MICRONUTRIENTS: [string, string, string, string][] = [
  ['VITAMIN_D3', 'Vitamin D3', 'Vitamin D3', 'IE'],
  ['VITAMIN_K2', 'Vitamin K2 (MK-7)', 'Vitamin K2 (MK-7)', 'µg'],
  ['MAGNESIUM', 'Magnesium', 'Magnesium', 'mg'],
  ['ZINC', 'Zink', 'Zinc', 'mg'],
  ['SELENIUM', 'Selen', 'Selenium', 'µg'],
  ['VITAMIN_B12', 'Vitamin B12', 'Vitamin B12', 'µg'],
  ['FOLATE', 'Folat (5-MTHF)', 'Folate (5-MTHF)', 'µg'],
  ['OMEGA_3', 'Omega-3 (EPA/DHA)', 'Omega-3 (EPA/DHA)', 'mg'],
  ['IRON', 'Eisen', 'Iron', 'mg'],
  ['VITAMIN_C', 'Vitamin C', 'Vitamin C', 'mg'],
  ['COENZYME_Q10', 'Coenzym Q10', 'Coenzyme Q10', 'mg'],
  ['IODINE', 'Jod', 'Iodine', 'µg'],
  ['VITAMIN_E', 'Vitamin E', 'Vitamin E', 'mg'],
  ['VITAMIN_B6', 'Vitamin B6', 'Vitamin B6', 'mg'],
  ['CALCIUM', 'Calcium', 'Calcium', 'mg'],
  ['POTASSIUM', 'Kalium', 'Potassium', 'mg'],
  ['BIOTIN', 'Biotin', 'Biotin', 'µg'],
  ['VITAMIN_A', 'Vitamin A', 'Vitamin A', 'µg'],
  ['L_CARNITINE', 'L-Carnitin', 'L-Carnitine', 'mg'],
  ['CHROMIUM', 'Chrom', 'Chromium', 'µg'],
  ['VITAMIN_B1', 'Vitamin B1 (Thiamin)', 'Vitamin B1 (thiamine)', 'mg'],
  ['VITAMIN_B2', 'Vitamin B2 (Riboflavin)', 'Vitamin B2 (riboflavin)', 'mg'],
  ['COPPER', 'Kupfer', 'Copper', 'mg'],
];

/** 'Müdigkeit und Ermüdung' → 'muedigkeit-und-ermuedung'. */
const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

// Entries are ids like "ZINC.indication.haeufige-infekte": stable over reseeds, unique across the
// catalogue, and never equal to a numeric row id of another list of NamedEntry.
const entries = (code: string, kind: string, names: string[]): NamedEntry[] =>
  names.map((name) => ({ id: `${code}.${kind}.${slug(name)}`, name }));

export function micronutrientRows(): Omit<Micronutrient, 'id'>[] {
  return MICRONUTRIENTS.map(([code, name_de, name_en, unit], index) => {
    const texts = MICRONUTRIENT_TEXTS[code];
    if (!texts) throw new Error(`The micronutrient ${code} has no texts`);
    const caps = MICRONUTRIENT_CAPS[code];
    if (!caps) throw new Error(`The micronutrient ${code} has no dose cap facts`);
    return {
      code,
      name_de,
      name_en,
      unit,
      min_value: 0,
      max_value: doseCap(caps),
      upper_level: caps.upperLevel?.value ?? null,
      upper_level_scope: caps.upperLevel?.scope ?? null,
      dietary_intake: caps.upperLevel?.scope === 'total' ? (caps.dietaryIntake?.value ?? null) : null,
      cap_basis: capBasis(caps, unit),
      sort_order: index + 1,
      description: texts.description,
      function: texts.function,
      efsa_opinion: texts.efsa_opinion,
      safety_opinion: texts.safety_opinion,
      laboratory_parameters: texts.laboratory_parameters,
      bibliography: texts.bibliography,
      deficiency_symptoms: entries(code, 'deficiency', texts.deficiencySymptoms),
      indications: entries(code, 'indication', texts.indications),
      contraindications: entries(code, 'contraindication', texts.contraindications),
    };
  });
}

export async function seedMicronutrients(dataSource: DataSource): Promise<number> {
  const rows = micronutrientRows();
  await dataSource.getRepository(Micronutrient).upsert(rows, ['code']);
  return rows.length;
}
