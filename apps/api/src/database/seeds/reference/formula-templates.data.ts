// The seeded formula templates: one starting formula per micronutrient (reference data, issue 14).
// Each gives a daily supplement dose in the micronutrient's unit that tops up the gap between the
// patient's status and the target; the reasoning and sources per micronutrient are in docs/decisions/formulas.md,
// section "Formulas: seeded templates". A patient without blood values gets a baseline from the
// questionnaire, age, sex and weight. Every formula keeps itself within the micronutrient's 0..max (the
// dose caps of issue 28: upper level minus dietary intake; the formula tool warns when one can exceed it).
// Each testInput names every input its formula reads, so the example runs without any NaN.

export interface FormulaTemplateSeed {
  micronutrientCode: string;
  name: string;
  formula: string;
  testInput: Record<string, number>;
  expectedOutput: number;
  sortOrder: number;
}

type Template = Omit<FormulaTemplateSeed, 'sortOrder' | 'formula'> & { formula: string[] };

// Written in lines for the reader; stored as one line.
const TEMPLATES: Template[] = [
  {
    micronutrientCode: 'VITAMIN_D3',
    name: 'Vitamin D3 – Tagesdosis',
    formula: [
      'round(min(3800, known(blood_VITAMIN_D_25OH)',
      '? (blood_VITAMIN_D_25OH >= 100 ? 0 : max(800,',
      '(75 + 12.5 * valueOr(dna_VDR, 0) - blood_VITAMIN_D_25OH) * valueOr(weight, 70) * 0.7))',
      ': 800 + 400 * answer_OUTDOOR_TIME_UNDER_30 + (age >= 65 ? 400 : 0)',
      '+ (valueOr(bmi, 0) >= 30 ? 400 : 0) + 200 * valueOr(dna_GC_VDBP, 0)) / 100) * 100',
    ],
    testInput: {
      blood_VITAMIN_D_25OH: 42,
      dna_VDR: 1,
      dna_GC_VDBP: 1,
      weight: 68,
      bmi: 24.2,
      age: 45,
      answer_OUTDOOR_TIME_UNDER_30: 1,
    },
    expectedOutput: 2200,
  },
  {
    micronutrientCode: 'VITAMIN_K2',
    name: 'Vitamin K2 (MK-7) – Tagesdosis',
    formula: [
      'answer_MEDICATION_ANTICOAGULANTS ? 0 : min(200, 50',
      '+ (valueOr(blood_VITAMIN_D_25OH, 0) < 75 ? 50 : 0)',
      '+ (age >= 50 or answer_MENOPAUSE_POSTMENOPAUSE ? 25 : 0)',
      '+ (answer_DIET_TYPE_VEGAN ? 25 : 0))',
    ],
    testInput: {
      answer_MEDICATION_ANTICOAGULANTS: 0,
      blood_VITAMIN_D_25OH: 42,
      age: 58,
      answer_MENOPAUSE_POSTMENOPAUSE: 0,
      answer_DIET_TYPE_VEGAN: 0,
    },
    expectedOutput: 125,
  },
  {
    micronutrientCode: 'MAGNESIUM',
    name: 'Magnesium – Tagesdosis',
    formula: [
      'answer_CHRONIC_CONDITIONS_KIDNEY or valueOr(blood_EGFR, 90) < 30 ? 0 : round(clamp(',
      '(known(blood_MAGNESIUM_WB) ? (1.5 - blood_MAGNESIUM_WB) * 1500',
      ': (known(blood_MAGNESIUM_S) ? (0.95 - blood_MAGNESIUM_S) * 1000 : 100))',
      '+ 25 * valueOr(answer_SPORT_HOURS, 0) + (valueOr(answer_STRESS_LEVEL, 0) >= 2 ? 50 : 0)',
      '+ 50 * max(answer_MEDICATION_PPI, answer_MEDICATION_DIURETICS), 0, 250) / 25) * 25',
    ],
    testInput: {
      answer_CHRONIC_CONDITIONS_KIDNEY: 0,
      blood_EGFR: 98,
      blood_MAGNESIUM_WB: 1.42,
      blood_MAGNESIUM_S: 0.81,
      answer_SPORT_HOURS: 2,
      answer_STRESS_LEVEL: 2,
      answer_MEDICATION_PPI: 0,
      answer_MEDICATION_DIURETICS: 0,
    },
    expectedOutput: 225,
  },
  {
    micronutrientCode: 'ZINC',
    name: 'Zink – Tagesdosis',
    formula: [
      'valueOr(blood_ZINC, 0) >= 18 ? 0 : round(clamp(',
      '(known(blood_ZINC) ? max(0, (15 - blood_ZINC) * 3) : (male ? 7 : 5))',
      '+ (answer_DIET_TYPE_VEGAN or answer_DIET_TYPE_VEGETARIAN ? 5 : 0)',
      '+ (answer_COMPLAINTS_INFECTIONS ? 2 : 0), 0, 13))',
    ],
    testInput: {
      blood_ZINC: 11.8,
      male: 1,
      answer_DIET_TYPE_VEGAN: 0,
      answer_DIET_TYPE_VEGETARIAN: 0,
      answer_COMPLAINTS_INFECTIONS: 1,
    },
    expectedOutput: 12,
  },
  {
    micronutrientCode: 'SELENIUM',
    name: 'Selen – Tagesdosis',
    formula: [
      'valueOr(blood_SELENIUM, 0) >= 140 ? 0 : round(min(200,',
      '(known(blood_SELENIUM) ? max(0, (120 - blood_SELENIUM) * 2) : 50)',
      '+ (answer_DIET_TYPE_VEGAN ? 25 : 0)',
      '+ (answer_CHRONIC_CONDITIONS_THYROID and valueOr(blood_SELENIUM, 0) < 120 ? 50 : 0)) / 5) * 5',
    ],
    testInput: {
      blood_SELENIUM: 84,
      answer_DIET_TYPE_VEGAN: 0,
      answer_CHRONIC_CONDITIONS_THYROID: 1,
    },
    expectedOutput: 120,
  },
  {
    micronutrientCode: 'VITAMIN_B12',
    name: 'Vitamin B12 – Tagesdosis',
    formula: [
      'round(min(1000, max(known(blood_HOLO_TC) ? (70 - blood_HOLO_TC) * 20',
      ': (300 - valueOr(blood_VITAMIN_B12, 300)) * 6,',
      '(answer_DIET_TYPE_VEGAN ? 250 : (answer_DIET_TYPE_VEGETARIAN ? 50 : 10))',
      '+ 50 * valueOr(dna_FUT2_B12, 0) + (age >= 65 ? 50 : 0)',
      '+ 100 * max(answer_MEDICATION_PPI, answer_MEDICATION_METFORMIN))) / 10) * 10',
    ],
    testInput: {
      blood_HOLO_TC: 42,
      blood_VITAMIN_B12: 230,
      answer_DIET_TYPE_VEGAN: 1,
      answer_DIET_TYPE_VEGETARIAN: 0,
      dna_FUT2_B12: 1,
      age: 27,
      answer_MEDICATION_PPI: 0,
      answer_MEDICATION_METFORMIN: 0,
    },
    expectedOutput: 560,
  },
  {
    micronutrientCode: 'FOLATE',
    name: 'Folat (5-MTHF) – Tagesdosis',
    formula: [
      'round(min(1000, max(answer_PREGNANCY_PLANNING or answer_PREGNANCY_PREGNANT ? 400 : 0,',
      '100 + 100 * valueOr(dna_MTHFR_C677T, 0) + 50 * valueOr(dna_MTHFR_A1298C, 0)',
      '+ (known(blood_FOLATE) ? max(0, (20 - blood_FOLATE) * 20) : 100)',
      '+ max(0, valueOr(blood_HOMOCYSTEINE, 0) - 10) * 40)) / 50) * 50',
    ],
    testInput: {
      answer_PREGNANCY_PLANNING: 1,
      answer_PREGNANCY_PREGNANT: 0,
      dna_MTHFR_C677T: 2,
      dna_MTHFR_A1298C: 0,
      blood_FOLATE: 14,
      blood_HOMOCYSTEINE: 12.5,
    },
    expectedOutput: 500,
  },
  {
    micronutrientCode: 'OMEGA_3',
    name: 'Omega-3 (EPA/DHA) – Tagesdosis',
    formula: [
      'round(min(answer_MEDICATION_ANTICOAGULANTS ? 1000 : 5000,',
      '(known(blood_OMEGA3_INDEX) ? max(0, (8 - blood_OMEGA3_INDEX) * 300)',
      ': 1000 - 250 * valueOr(answer_FISH_PER_WEEK, 1) + 100 * valueOr(dna_FADS1, 0))',
      '+ (valueOr(blood_TRIGLYCERIDES, 0) > 1.7 ? 1000 : 0)) / 50) * 50',
    ],
    testInput: {
      answer_MEDICATION_ANTICOAGULANTS: 0,
      blood_OMEGA3_INDEX: 5.1,
      answer_FISH_PER_WEEK: 1,
      dna_FADS1: 1,
      blood_TRIGLYCERIDES: 1.9,
    },
    expectedOutput: 1850,
  },
  {
    micronutrientCode: 'IRON',
    name: 'Eisen – Tagesdosis',
    formula: [
      'valueOr(dna_HFE, 0) >= 2 or valueOr(blood_TRANSFERRIN_SATURATION, 0) > 45',
      'or valueOr(blood_FERRITIN, 1000) >= 50 ? 0',
      ': round(min(25, (50 - blood_FERRITIN) * 0.8',
      '+ (answer_MENSTRUATION_HEAVY or answer_PREGNANCY_PREGNANT ? 10 : 0)) / 5) * 5',
    ],
    testInput: {
      dna_HFE: 0,
      blood_TRANSFERRIN_SATURATION: 14,
      blood_FERRITIN: 18,
      answer_MENSTRUATION_HEAVY: 1,
      answer_PREGNANCY_PREGNANT: 0,
    },
    expectedOutput: 25,
  },
  {
    micronutrientCode: 'VITAMIN_C',
    name: 'Vitamin C – Tagesdosis',
    formula: [
      'valueOr(dna_HFE, 0) >= 2 ? 0 : min(answer_CHRONIC_CONDITIONS_KIDNEY ? 250 : 1000, 100',
      '+ (valueOr(answer_VEGETABLES_PER_DAY, 1) == 0 ? 100 : 0)',
      '+ (valueOr(answer_SMOKING, 0) >= 2 ? 100 : 0) + (answer_COMPLAINTS_INFECTIONS ? 200 : 0)',
      '+ (valueOr(answer_SPORT_HOURS, 0) >= 3 ? 100 : 0))',
    ],
    testInput: {
      dna_HFE: 0,
      answer_CHRONIC_CONDITIONS_KIDNEY: 0,
      answer_VEGETABLES_PER_DAY: 0,
      answer_SMOKING: 3,
      answer_COMPLAINTS_INFECTIONS: 0,
      answer_SPORT_HOURS: 1,
    },
    expectedOutput: 300,
  },
  {
    micronutrientCode: 'COENZYME_Q10',
    name: 'Coenzym Q10 – Tagesdosis',
    formula: [
      'round(min(300, (known(blood_COENZYME_Q10) ? max(0, (1.2 - blood_COENZYME_Q10) * 300)',
      ': (age >= 50 ? 60 : 30)) + (answer_MEDICATION_STATINS ? 100 : 0)) / 10) * 10',
    ],
    testInput: {
      blood_COENZYME_Q10: 0.72,
      age: 63,
      answer_MEDICATION_STATINS: 1,
    },
    expectedOutput: 240,
  },
  {
    micronutrientCode: 'IODINE',
    name: 'Jod – Tagesdosis',
    formula: [
      'valueOr(blood_TSH, 1) < 0.4 ? 0 : min(answer_CHRONIC_CONDITIONS_THYROID',
      'and not (answer_PREGNANCY_PREGNANT or answer_BREASTFEEDING_YES) ? 50 : 200,',
      '(answer_PREGNANCY_PREGNANT or answer_BREASTFEEDING_YES ? 150 : 100)',
      '+ (answer_DIET_TYPE_VEGAN ? 50 : 0) - (valueOr(answer_FISH_PER_WEEK, 0) >= 2 ? 50 : 0))',
    ],
    testInput: {
      blood_TSH: 1.8,
      answer_CHRONIC_CONDITIONS_THYROID: 0,
      answer_PREGNANCY_PREGNANT: 1,
      answer_BREASTFEEDING_YES: 0,
      answer_DIET_TYPE_VEGAN: 0,
      answer_FISH_PER_WEEK: 1,
    },
    expectedOutput: 150,
  },
  {
    micronutrientCode: 'VITAMIN_E',
    name: 'Vitamin E – Tagesdosis',
    formula: [
      'round(min(answer_MEDICATION_ANTICOAGULANTS ? 15 : 300,',
      '(known(blood_VITAMIN_E) ? max(0, (30 - blood_VITAMIN_E) * 2) : 10)',
      '+ (valueOr(answer_WHOLE_GRAINS, 2) <= 1 ? 5 : 0)))',
    ],
    testInput: {
      answer_MEDICATION_ANTICOAGULANTS: 0,
      blood_VITAMIN_E: 21,
      answer_WHOLE_GRAINS: 1,
    },
    expectedOutput: 23,
  },
  {
    micronutrientCode: 'VITAMIN_B6',
    name: 'Vitamin B6 – Tagesdosis',
    formula: [
      'valueOr(blood_VITAMIN_B6, 0) > 125 ? 0 : round(min(10,',
      '(known(blood_VITAMIN_B6) ? max(0, (50 - blood_VITAMIN_B6) * 0.2) : 1.5)',
      '+ (valueOr(blood_HOMOCYSTEINE, 0) > 10 ? 2 : 0)',
      '+ (answer_MEDICATION_HORMONAL_CONTRACEPTION ? 1 : 0)), 1)',
    ],
    testInput: {
      blood_VITAMIN_B6: 28,
      blood_HOMOCYSTEINE: 11.2,
      answer_MEDICATION_HORMONAL_CONTRACEPTION: 1,
    },
    expectedOutput: 7.4,
  },
  {
    micronutrientCode: 'CALCIUM',
    name: 'Calcium – Tagesdosis',
    formula: [
      'valueOr(blood_CALCIUM, 2.4) > 2.55 or answer_CHRONIC_CONDITIONS_KIDNEY ? 0',
      ': clamp(600 - 150 * valueOr(answer_DAIRY, 2) + (answer_DIET_TYPE_VEGAN ? 100 : 0), 0, 1000)',
    ],
    testInput: {
      blood_CALCIUM: 2.32,
      answer_CHRONIC_CONDITIONS_KIDNEY: 0,
      answer_DAIRY: 1,
      answer_DIET_TYPE_VEGAN: 0,
    },
    expectedOutput: 450,
  },
  {
    micronutrientCode: 'POTASSIUM',
    name: 'Kalium – Tagesdosis',
    formula: [
      'answer_CHRONIC_CONDITIONS_KIDNEY or valueOr(blood_EGFR, 90) < 60 ? 0',
      ': round(min(1000, known(blood_POTASSIUM) ? max(0, (4.3 - blood_POTASSIUM) * 1000)',
      ': (answer_MEDICATION_DIURETICS ? 0 : max(0, 300 - 150 * valueOr(answer_VEGETABLES_PER_DAY, 2))))',
      '/ 50) * 50',
    ],
    testInput: {
      answer_CHRONIC_CONDITIONS_KIDNEY: 0,
      blood_EGFR: 72,
      blood_POTASSIUM: 3.7,
      answer_MEDICATION_DIURETICS: 1,
      answer_VEGETABLES_PER_DAY: 1,
    },
    expectedOutput: 600,
  },
  {
    micronutrientCode: 'BIOTIN',
    name: 'Biotin – Tagesdosis',
    formula: [
      '50 + (answer_SKIN_CONCERNS_BRITTLE_NAILS or answer_SKIN_CONCERNS_HAIR_LOSS ? 200 : 0)',
      '+ (valueOr(answer_SMOKING, 0) >= 3 ? 50 : 0)',
    ],
    testInput: {
      answer_SKIN_CONCERNS_BRITTLE_NAILS: 1,
      answer_SKIN_CONCERNS_HAIR_LOSS: 0,
      answer_SMOKING: 0,
    },
    expectedOutput: 250,
  },
  {
    micronutrientCode: 'VITAMIN_A',
    name: 'Vitamin A – Tagesdosis',
    formula: [
      'round(min(answer_PREGNANCY_PREGNANT or answer_PREGNANCY_PLANNING ? 0',
      ': (valueOr(answer_SMOKING, 0) >= 2 ? 300',
      ': (answer_MENOPAUSE_POSTMENOPAUSE or age >= 65 ? 600 : 1500)),',
      '(known(blood_VITAMIN_A) ? max(0, (1.6 - blood_VITAMIN_A) * 1000) : 200)',
      '+ 100 * valueOr(dna_BCMO1, 0) + (answer_DIET_TYPE_VEGAN ? 200 : 0)) / 50) * 50',
    ],
    testInput: {
      answer_PREGNANCY_PREGNANT: 0,
      answer_PREGNANCY_PLANNING: 0,
      answer_SMOKING: 1,
      answer_MENOPAUSE_POSTMENOPAUSE: 0,
      age: 36,
      blood_VITAMIN_A: 1.25,
      dna_BCMO1: 2,
      answer_DIET_TYPE_VEGAN: 0,
    },
    expectedOutput: 550,
  },
  {
    micronutrientCode: 'L_CARNITINE',
    name: 'L-Carnitin – Tagesdosis',
    formula: [
      'answer_MEDICATION_THYROID ? 0',
      ': (answer_DIET_TYPE_VEGAN ? 500 : (answer_DIET_TYPE_VEGETARIAN ? 250 : 0))',
      '+ (answer_SPORT_TYPE_ENDURANCE and valueOr(answer_SPORT_HOURS, 0) >= 2 ? 500 : 0)',
    ],
    testInput: {
      answer_MEDICATION_THYROID: 0,
      answer_DIET_TYPE_VEGAN: 1,
      answer_DIET_TYPE_VEGETARIAN: 0,
      answer_SPORT_TYPE_ENDURANCE: 1,
      answer_SPORT_HOURS: 2,
    },
    expectedOutput: 1000,
  },
  {
    micronutrientCode: 'CHROMIUM',
    name: 'Chrom – Tagesdosis',
    formula: [
      'answer_CHRONIC_CONDITIONS_KIDNEY ? 0 : min(200, (valueOr(blood_HBA1C, 0) >= 5.7',
      'or valueOr(blood_GLUCOSE_FASTING, 0) >= 5.6 or answer_CHRONIC_CONDITIONS_DIABETES ? 100 : 25)',
      '+ 25 * valueOr(dna_SLC30A8, 0) + (valueOr(bmi, 0) >= 30 ? 25 : 0))',
    ],
    testInput: {
      answer_CHRONIC_CONDITIONS_KIDNEY: 0,
      blood_HBA1C: 5.9,
      blood_GLUCOSE_FASTING: 5.8,
      answer_CHRONIC_CONDITIONS_DIABETES: 0,
      dna_SLC30A8: 1,
      bmi: 31.5,
    },
    expectedOutput: 150,
  },
  {
    micronutrientCode: 'VITAMIN_B1',
    name: 'Vitamin B1 (Thiamin) – Tagesdosis',
    formula: [
      'min(100, 1.5 + (valueOr(answer_ALCOHOL, 0) >= 3 or answer_ALCOHOL_AMOUNT_OVER_3 ? 50 : 0)',
      '+ (answer_MEDICATION_DIURETICS ? 10 : 0) + (answer_CHRONIC_CONDITIONS_DIABETES ? 10 : 0))',
    ],
    testInput: {
      answer_ALCOHOL: 3,
      answer_ALCOHOL_AMOUNT_OVER_3: 0,
      answer_MEDICATION_DIURETICS: 0,
      answer_CHRONIC_CONDITIONS_DIABETES: 1,
    },
    expectedOutput: 61.5,
  },
  {
    micronutrientCode: 'VITAMIN_B2',
    name: 'Vitamin B2 (Riboflavin) – Tagesdosis',
    formula: [
      'min(50, 1.5 + 1.5 * valueOr(dna_MTHFR_C677T, 0)',
      '+ (answer_DIET_TYPE_VEGAN or valueOr(answer_DAIRY, 2) <= 1 ? 1 : 0)',
      '+ (answer_SPORT_TYPE_ENDURANCE ? 1 : 0))',
    ],
    testInput: {
      dna_MTHFR_C677T: 2,
      answer_DIET_TYPE_VEGAN: 0,
      answer_DAIRY: 1,
      answer_SPORT_TYPE_ENDURANCE: 0,
    },
    expectedOutput: 5.5,
  },
  {
    micronutrientCode: 'COPPER',
    name: 'Kupfer – Tagesdosis',
    formula: [
      'valueOr(blood_COPPER, 0) > 20 ? 0 : round(min(3.5,',
      '(known(blood_COPPER) ? max(0, (14 - blood_COPPER) * 0.5) : 0.5)',
      '+ (valueOr(blood_ZINC, 13) < 11 or answer_DIET_TYPE_VEGAN or answer_DIET_TYPE_VEGETARIAN ? 1 : 0)), 1)',
    ],
    testInput: {
      blood_COPPER: 12.4,
      blood_ZINC: 10.6,
      answer_DIET_TYPE_VEGAN: 1,
      answer_DIET_TYPE_VEGETARIAN: 0,
    },
    expectedOutput: 1.8,
  },
];

export const FORMULA_TEMPLATES: FormulaTemplateSeed[] = TEMPLATES.map((template, index) => ({
  ...template,
  formula: template.formula.join(' '),
  sortOrder: index + 1,
}));
