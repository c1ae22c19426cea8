import type { DataSource } from 'typeorm';
import { Micronutrient } from '../../../modules/micronutrients/micronutrient.entity.js';
import type { NamedEntry } from '../../../modules/micronutrients/graphql/result-types.js';
import { MICRONUTRIENT_TEXTS } from './micronutrients.data.js';

// [code, German name, English name, unit, max daily dose]. Maxima stay at or below EFSA's tolerable
// upper intake levels where EFSA set one (vitamin D, E, B6, A, zinc, selenium, iodine, copper,
// calcium, folate, supplemental magnesium), else at a dose EFSA or the cited risk assessments consider
// safe (iron, omega-3, L-carnitine, ...). They are a doctor's prescription, not a supplement's label:
// the BfR's lower maxima for over-the-counter supplements are stated in each safety_opinion.
// Every minimum is 0: 0 takes the micronutrient out of the recipe.
const MICRONUTRIENTS: [string, string, string, string, number][] = [
  ['VITAMIN_D3', 'Vitamin D3', 'Vitamin D3', 'IE', 4000],
  ['VITAMIN_K2', 'Vitamin K2 (MK-7)', 'Vitamin K2 (MK-7)', 'µg', 200],
  ['MAGNESIUM', 'Magnesium', 'Magnesium', 'mg', 250],
  ['ZINC', 'Zink', 'Zinc', 'mg', 25],
  ['SELENIUM', 'Selen', 'Selenium', 'µg', 200],
  ['VITAMIN_B12', 'Vitamin B12', 'Vitamin B12', 'µg', 1000],
  ['FOLATE', 'Folat (5-MTHF)', 'Folate (5-MTHF)', 'µg', 1000],
  ['OMEGA_3', 'Omega-3 (EPA/DHA)', 'Omega-3 (EPA/DHA)', 'mg', 5000],
  ['IRON', 'Eisen', 'Iron', 'mg', 40],
  ['VITAMIN_C', 'Vitamin C', 'Vitamin C', 'mg', 2000],
  ['COENZYME_Q10', 'Coenzym Q10', 'Coenzyme Q10', 'mg', 300],
  ['IODINE', 'Jod', 'Iodine', 'µg', 200],
  ['VITAMIN_E', 'Vitamin E', 'Vitamin E', 'mg', 300],
  ['VITAMIN_B6', 'Vitamin B6', 'Vitamin B6', 'mg', 12],
  ['CALCIUM', 'Calcium', 'Calcium', 'mg', 1000],
  ['POTASSIUM', 'Kalium', 'Potassium', 'mg', 1000],
  ['BIOTIN', 'Biotin', 'Biotin', 'µg', 1000],
  ['VITAMIN_A', 'Vitamin A', 'Vitamin A', 'µg', 1500],
  ['L_CARNITINE', 'L-Carnitin', 'L-Carnitine', 'mg', 2000],
  ['CHROMIUM', 'Chrom', 'Chromium', 'µg', 200],
  ['VITAMIN_B1', 'Vitamin B1 (Thiamin)', 'Vitamin B1 (thiamine)', 'mg', 100],
  ['VITAMIN_B2', 'Vitamin B2 (Riboflavin)', 'Vitamin B2 (riboflavin)', 'mg', 50],
  ['COPPER', 'Kupfer', 'Copper', 'mg', 4],
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
  return MICRONUTRIENTS.map(([code, name_de, name_en, unit, max], index) => {
    const texts = MICRONUTRIENT_TEXTS[code];
    if (!texts) throw new Error(`The micronutrient ${code} has no texts`);
    return {
      code,
      name_de,
      name_en,
      unit,
      min_value: 0,
      max_value: max,
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
