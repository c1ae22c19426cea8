import type { DoseCapFacts } from '../../../modules/results/micronutrients/dose-cap.js';

// The facts behind every maximum daily dose (issue 28): the EFSA/SCF tolerable upper intake level (UL)
// for adults, what it covers, a typical dietary intake and the full sources. The cap is computed from
// them (doseCap) and seeded as micronutrient.max_value. Values are in the micronutrient's dose unit.
// Dietary intake: the median of the sex with the higher median (men throughout) of the German
// Nationale Verzehrsstudie II (MRI 2008, diet-history, 14–80 years), EFSA intake data where NVS II
// has none. Every figure is listed for a professional's check in docs/decisions/results.md (dose caps).
// No cap is raised by this table: where UL − intake is above the previous maximum, the previous
// maximum stays as the prescription limit with its reason.

export interface MicronutrientCapEntry extends DoseCapFacts {
  /** Full references of every figure above. */
  sources: string[];
}

const NVS_II = 'MRI (2008): Nationale Verzehrsstudie II, Ergebnisbericht Teil 2, Nährstoffzufuhr, Median';
const EFSA_UL_2006 =
  'EFSA (2006): Tolerable Upper Intake Levels for Vitamins and Minerals (SCF/NDA compendium)';
const BFR_2021 = 'BfR (2021): Aktualisierte Höchstmengenvorschläge für Vitamine und Mineralstoffe in NEM';
const KEPT =
  'bisherige Höchstdosis des Portals beibehalten (keine Obergrenze wird ohne ärztliche Freigabe erhöht)';

export const MICRONUTRIENT_CAPS: Record<string, MicronutrientCapEntry> = {
  VITAMIN_D3: {
    upperLevel: { value: 4000, scope: 'total', source: 'EFSA 2023: 100 µg' },
    dietaryIntake: { value: 116, source: 'NVS II 2008, Median Männer 2,9 µg' },
    prescriptionLimit: null,
    sources: [
      'EFSA NDA Panel (2023): Scientific opinion on the tolerable upper intake level for vitamin D. EFSA Journal 21(8):8145',
      NVS_II,
    ],
  },
  VITAMIN_K2: {
    upperLevel: null,
    dietaryIntake: null,
    prescriptionLimit: {
      value: 200,
      reason:
        'EFSA/SCF: keine Höchstzufuhr ableitbar (keine Nebenwirkungen bekannt); BfR: 25 µg nur für frei verkäufliche NEM',
    },
    sources: ['SCF (2003): Opinion on the Tolerable Upper Intake Level of Vitamin K', BFR_2021],
  },
  MAGNESIUM: {
    upperLevel: {
      value: 250,
      scope: 'supplements',
      source: 'SCF 2001, leicht dissoziierbare Magnesiumsalze',
    },
    dietaryIntake: null,
    prescriptionLimit: null,
    sources: ['SCF (2001): Opinion on the Tolerable Upper Intake Level of Magnesium', EFSA_UL_2006],
  },
  ZINC: {
    upperLevel: { value: 25, scope: 'total', source: 'SCF 2003' },
    dietaryIntake: { value: 12, source: 'NVS II 2008, Median Männer, aufgerundet' },
    prescriptionLimit: null,
    sources: ['SCF (2003): Opinion on the Tolerable Upper Intake Level of Zinc', EFSA_UL_2006, NVS_II],
  },
  SELENIUM: {
    upperLevel: { value: 255, scope: 'total', source: 'EFSA 2023' },
    dietaryIntake: { value: 50, source: 'EFSA 2023, Zufuhr Erwachsener in der EU (NVS II ohne Selen)' },
    prescriptionLimit: { value: 200, reason: KEPT },
    sources: [
      'EFSA NDA Panel (2023): Scientific opinion on the tolerable upper intake level for selenium. EFSA Journal 21(1):7704',
    ],
  },
  VITAMIN_B12: {
    upperLevel: null,
    dietaryIntake: null,
    prescriptionLimit: {
      value: 1000,
      reason: 'EFSA/SCF: keine Höchstzufuhr ableitbar, auch hohe Dosen ohne Nebenwirkungen',
    },
    sources: ['SCF (2000): Opinion on the Tolerable Upper Intake Level of Vitamin B12', BFR_2021],
  },
  FOLATE: {
    upperLevel: { value: 1000, scope: 'supplements', source: 'EFSA 2023, Folsäure und 5-MTHF' },
    dietaryIntake: null,
    prescriptionLimit: null,
    sources: [
      'EFSA NDA Panel (2023): Scientific opinion on the tolerable upper intake level for folate. EFSA Journal 21(11):8353',
    ],
  },
  OMEGA_3: {
    upperLevel: null,
    dietaryIntake: null,
    prescriptionLimit: {
      value: 5000,
      reason:
        'EFSA 2012: keine Höchstzufuhr; zusätzliche 5 g EPA und DHA pro Tag sind für Erwachsene unbedenklich',
    },
    sources: [
      'EFSA NDA Panel (2012): Scientific Opinion on the Tolerable Upper Intake Level of EPA, DHA and DPA. EFSA Journal 10(7):2815',
    ],
  },
  IRON: {
    upperLevel: { value: 40, scope: 'total', source: 'EFSA 2024, sichere Gesamtzufuhr (kein UL ableitbar)' },
    dietaryIntake: { value: 15, source: 'EFSA 2024, Hintergrundzufuhr der Ableitung' },
    prescriptionLimit: null,
    sources: [
      'EFSA NDA Panel (2024): Scientific opinion on the tolerable upper intake level for iron. EFSA Journal 22(6):8819',
    ],
  },
  VITAMIN_C: {
    upperLevel: null,
    dietaryIntake: null,
    prescriptionLimit: {
      value: 1000,
      reason:
        'EFSA/SCF: keine Höchstzufuhr; zusätzlich zur Nahrung bis 1 g pro Tag ohne Magen-Darm-Beschwerden',
    },
    sources: [
      'EFSA NDA Panel (2004): Opinion on the Tolerable Upper Intake Level of Vitamin C. EFSA Journal 2(4):59',
      EFSA_UL_2006,
    ],
  },
  COENZYME_Q10: {
    upperLevel: null,
    dietaryIntake: null,
    prescriptionLimit: {
      value: 300,
      reason: 'keine Höchstzufuhr der EFSA; Observed Safe Level 1200 mg pro Tag (Hathcock und Shao 2006)',
    },
    sources: [
      'Hathcock JN, Shao A (2006): Risk assessment for coenzyme Q10. Regul Toxicol Pharmacol 45:282–288',
    ],
  },
  IODINE: {
    upperLevel: { value: 600, scope: 'total', source: 'SCF 2002' },
    dietaryIntake: { value: 120, source: 'BfR 2021, mittlere Zufuhr Erwachsener mit Jodsalz' },
    prescriptionLimit: {
      value: 200,
      reason: `${KEPT}; Jod kann bei Schilddrüsenautonomie eine Überfunktion auslösen`,
    },
    sources: ['SCF (2002): Opinion on the Tolerable Upper Intake Level of Iodine', BFR_2021],
  },
  VITAMIN_E: {
    upperLevel: { value: 300, scope: 'total', source: 'EFSA 2024' },
    dietaryIntake: { value: 13, source: 'NVS II 2008, Median Männer, aufgerundet' },
    prescriptionLimit: null,
    sources: [
      'EFSA NDA Panel (2024): Scientific opinion on the tolerable upper intake level for vitamin E. EFSA Journal 22(8):8953',
      NVS_II,
    ],
  },
  VITAMIN_B6: {
    upperLevel: { value: 12, scope: 'total', source: 'EFSA 2023' },
    dietaryIntake: { value: 2, source: 'NVS II 2008, Median Männer, aufgerundet' },
    prescriptionLimit: null,
    sources: [
      'EFSA NDA Panel (2023): Scientific opinion on the tolerable upper intake level for vitamin B6. EFSA Journal 21(5):8006',
      NVS_II,
    ],
  },
  CALCIUM: {
    upperLevel: { value: 2500, scope: 'total', source: 'EFSA 2012' },
    dietaryIntake: { value: 1100, source: 'NVS II 2008, Median Männer, aufgerundet' },
    prescriptionLimit: { value: 1000, reason: KEPT },
    sources: [
      'EFSA NDA Panel (2012): Scientific Opinion on the Tolerable Upper Intake Level of calcium. EFSA Journal 10(7):2814',
      NVS_II,
    ],
  },
  POTASSIUM: {
    upperLevel: null,
    dietaryIntake: null,
    prescriptionLimit: {
      value: 1000,
      reason:
        'EFSA: keine Höchstzufuhr; zusätzlich etwa 3000 mg pro Tag bei Gesunden ohne Nebenwirkungen; Vorsicht bei Niereninsuffizienz',
    },
    sources: [
      'EFSA NDA Panel (2016): Dietary reference values for potassium. EFSA Journal 14(10):4592',
      EFSA_UL_2006,
    ],
  },
  BIOTIN: {
    upperLevel: null,
    dietaryIntake: null,
    prescriptionLimit: {
      value: 1000,
      reason:
        'EFSA/SCF: keine Höchstzufuhr; bis 10 mg pro Tag ohne Nebenwirkungen (Laborinterferenz beachten)',
    },
    sources: ['SCF (2001): Opinion on the Tolerable Upper Intake Level of Biotin', BFR_2021],
  },
  VITAMIN_A: {
    upperLevel: { value: 3000, scope: 'total', source: 'SCF 2002, vorgeformtes Vitamin A' },
    dietaryIntake: { value: 1000, source: 'EFSA 2015, Retinolzufuhr Erwachsener, obere Schätzung' },
    prescriptionLimit: {
      value: 1500,
      reason: 'SCF 2002: Frauen nach der Menopause sollen wegen des Frakturrisikos unter 1500 µg bleiben',
    },
    sources: [
      'SCF (2002): Opinion on the Tolerable Upper Intake Level of Preformed Vitamin A',
      'EFSA NDA Panel (2015): Scientific Opinion on Dietary Reference Values for vitamin A. EFSA Journal 13(3):4028',
    ],
  },
  L_CARNITINE: {
    upperLevel: null,
    dietaryIntake: null,
    prescriptionLimit: {
      value: 2000,
      reason:
        'keine Höchstzufuhr der EFSA; Observed Safe Level 2000 mg pro Tag zusätzlich (Hathcock und Shao 2006)',
    },
    sources: ['Hathcock JN, Shao A (2006): Risk assessment for carnitine. Regul Toxicol Pharmacol 46:23–28'],
  },
  CHROMIUM: {
    upperLevel: null,
    dietaryIntake: null,
    prescriptionLimit: {
      value: 200,
      reason: 'EFSA 2014: keine Höchstzufuhr für dreiwertiges Chrom, TDI 300 µg je kg Körpergewicht',
    },
    sources: [
      'EFSA CONTAM Panel (2014): Scientific Opinion on the risks to public health related to the presence of chromium in food. EFSA Journal 12(3):3595',
      BFR_2021,
    ],
  },
  VITAMIN_B1: {
    upperLevel: null,
    dietaryIntake: null,
    prescriptionLimit: {
      value: 100,
      reason: 'EFSA/SCF: keine Höchstzufuhr, orale Dosen bis mehrere hundert Milligramm ohne Nebenwirkungen',
    },
    sources: ['SCF (2001): Opinion on the Tolerable Upper Intake Level of Vitamin B1', BFR_2021],
  },
  VITAMIN_B2: {
    upperLevel: null,
    dietaryIntake: null,
    prescriptionLimit: {
      value: 50,
      reason: 'EFSA/SCF: keine Höchstzufuhr, keine Nebenwirkungen auch weit über dem Bedarf',
    },
    sources: ['SCF (2000): Opinion on the Tolerable Upper Intake Level of Vitamin B2', BFR_2021],
  },
  COPPER: {
    upperLevel: { value: 5, scope: 'total', source: 'EFSA 2023, ADI 0,07 mg je kg Körpergewicht' },
    dietaryIntake: { value: 1.5, source: 'EFSA 2015, mittlere Zufuhr Erwachsener' },
    prescriptionLimit: null,
    sources: [
      'EFSA Scientific Committee (2023): Re-evaluation of the existing health-based guidance values for copper. EFSA Journal 21(1):7728',
      'EFSA NDA Panel (2015): Scientific Opinion on Dietary Reference Values for copper. EFSA Journal 13(10):4253',
    ],
  },
};
