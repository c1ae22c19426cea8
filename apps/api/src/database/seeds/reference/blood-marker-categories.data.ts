import { BloodMarkerCategory as C } from '../../../modules/results/blood-analysis/entities/analysis-parameter.entity.js';

/**
 * The lab-report section of each blood marker of the catalogue (blood-markers.data.ts), by code. The
 * sections are the ones German lab reports and the lab-medicine reference the catalogue already cites
 * (Thomas, Labor und Diagnose) group these analytes under: vitamins; minerals, electrolytes and trace
 * elements; iron metabolism; thyroid; lipids; inflammation; kidney; liver; blood count; hormones. A
 * marker outside those ten sections is Other (glucose metabolism, fatty acids, cardiovascular risk,
 * coenzyme Q10). Decisions: docs/decisions/screens.md, issue 33 point 4. The seed refuses a marker
 * without an entry here.
 */
export const BLOOD_MARKER_CATEGORIES: Record<string, C> = {
  // Vitamins (Vitamine), holotranscobalamin as the active form of B12.
  VITAMIN_D_25OH: C.Vitamins,
  VITAMIN_B12: C.Vitamins,
  HOLO_TC: C.Vitamins,
  FOLATE: C.Vitamins,
  VITAMIN_A: C.Vitamins,
  VITAMIN_E: C.Vitamins,
  VITAMIN_B6: C.Vitamins,
  // Minerals and trace elements (Mineralstoffe und Spurenelemente), the electrolytes with them.
  MAGNESIUM_WB: C.Minerals,
  MAGNESIUM_S: C.Minerals,
  ZINC: C.Minerals,
  SELENIUM: C.Minerals,
  COPPER: C.Minerals,
  CALCIUM: C.Minerals,
  POTASSIUM: C.Minerals,
  SODIUM: C.Minerals,
  // Iron metabolism (Eisenstoffwechsel).
  FERRITIN: C.Iron,
  IRON: C.Iron,
  TRANSFERRIN: C.Iron,
  TRANSFERRIN_SATURATION: C.Iron,
  // Thyroid (Schilddrüse).
  TSH: C.Thyroid,
  FT3: C.Thyroid,
  FT4: C.Thyroid,
  // Lipids (Blutfette / Lipidstatus), Lp(a) with them.
  CHOLESTEROL_TOTAL: C.Lipids,
  LDL: C.Lipids,
  HDL: C.Lipids,
  TRIGLYCERIDES: C.Lipids,
  LPA: C.Lipids,
  // Inflammation (Entzündung).
  CRP: C.Inflammation,
  HSCRP: C.Inflammation,
  // Kidney (Niere / Nierenwerte), uric acid with them as lab reports list it.
  CREATININE: C.Kidney,
  EGFR: C.Kidney,
  URIC_ACID: C.Kidney,
  // Liver (Leber / Leberwerte).
  ALT: C.Liver,
  AST: C.Liver,
  GGT: C.Liver,
  // Blood count (Blutbild).
  HAEMOGLOBIN: C.BloodCount,
  HAEMATOCRIT: C.BloodCount,
  MCV: C.BloodCount,
  LEUKOCYTES: C.BloodCount,
  PLATELETS: C.BloodCount,
  // Hormones (Hormone).
  CORTISOL: C.Hormones,
  DHEA_S: C.Hormones,
  TESTOSTERONE: C.Hormones,
  ESTRADIOL: C.Hormones,
  // Other (Weitere): glucose metabolism, the omega-3 index (fatty acids), homocysteine (cardiovascular
  // risk), coenzyme Q10: none of the ten sections.
  HBA1C: C.Other,
  GLUCOSE_FASTING: C.Other,
  INSULIN_FASTING: C.Other,
  OMEGA3_INDEX: C.Other,
  HOMOCYSTEINE: C.Other,
  COENZYME_Q10: C.Other,
};
