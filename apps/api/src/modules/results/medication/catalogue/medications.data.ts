import type { GeneRule } from './medication-rules.js';

/** Bump when a rule or text changes: interpretations are derived with the catalogue of this version. */
export const MEDICATION_CATALOGUE_VERSION = '2026.12-1';

export interface MedicationEntry {
  code: string;
  name_de: string;
  name_en: string;
  rules: GeneRule[];
  literature: string[];
}

// The guidelines (CPIC unless marked DPWG), cited as published.
const L = {
  clopidogrel:
    'Lee CR, Luzum JA, Sangkuhl K, et al. Clinical Pharmacogenetics Implementation Consortium Guideline for CYP2C19 Genotype and Clopidogrel Therapy: 2022 Update. Clin Pharmacol Ther. 2022;112(5):959-967.',
  ssri: 'Bousman CA, Stevenson JM, Ramsey LB, et al. Clinical Pharmacogenetics Implementation Consortium (CPIC) Guideline for CYP2D6, CYP2C19, CYP2B6, SLC6A4, and HTR2A Genotypes and Serotonin Reuptake Inhibitor Antidepressants. Clin Pharmacol Ther. 2023;114(1):51-68.',
  ppi: 'Lima JJ, Thomas CD, Barbarino J, et al. Clinical Pharmacogenetics Implementation Consortium (CPIC) Guideline for CYP2C19 and Proton Pump Inhibitor Dosing. Clin Pharmacol Ther. 2021;109(6):1417-1423.',
  voriconazole:
    'Moriyama B, Obeng AO, Barbarino J, et al. Clinical Pharmacogenetics Implementation Consortium (CPIC) Guidelines for CYP2C19 and Voriconazole Therapy. Clin Pharmacol Ther. 2017;102(1):45-51.',
  tca: 'Hicks JK, Sangkuhl K, Swen JJ, et al. Clinical Pharmacogenetics Implementation Consortium Guideline (CPIC) for CYP2D6 and CYP2C19 Genotypes and Dosing of Tricyclic Antidepressants: 2016 Update. Clin Pharmacol Ther. 2017;102(1):37-44.',
  opioids:
    'Crews KR, Monte AA, Huddart R, et al. Clinical Pharmacogenetics Implementation Consortium Guideline for CYP2D6, OPRM1, and COMT Genotypes and Select Opioid Therapy. Clin Pharmacol Ther. 2021;110(4):888-896.',
  tamoxifen:
    'Goetz MP, Sangkuhl K, Guchelaar HJ, et al. Clinical Pharmacogenetics Implementation Consortium (CPIC) Guideline for CYP2D6 and Tamoxifen Therapy. Clin Pharmacol Ther. 2018;103(5):770-777.',
  ondansetron:
    'Bell GC, Caudle KE, Whirl-Carrillo M, et al. Clinical Pharmacogenetics Implementation Consortium (CPIC) guideline for CYP2D6 genotype and use of ondansetron and tropisetron. Clin Pharmacol Ther. 2017;102(2):213-218.',
  atomoxetine:
    'Brown JT, Bishop JR, Sangkuhl K, et al. Clinical Pharmacogenetics Implementation Consortium Guideline for Cytochrome P450 (CYP)2D6 Genotype and Atomoxetine Therapy. Clin Pharmacol Ther. 2019;106(1):94-102.',
  betaBlockers:
    'Duarte JD, Thomas CD, Lee CR, et al. Clinical Pharmacogenetics Implementation Consortium Guideline (CPIC) for CYP2D6, ADRB1, ADRB2, ADRA2C, GRK4, and GRK5 Genotypes and Beta-Blocker Therapy. Clin Pharmacol Ther. 2024;116(4):939-947.',
  statins:
    'Cooper-DeHoff RM, Niemi M, Ramsey LB, et al. The Clinical Pharmacogenetics Implementation Consortium Guideline for SLCO1B1, ABCG2, and CYP2C9 genotypes and Statin-Associated Musculoskeletal Symptoms. Clin Pharmacol Ther. 2022;111(5):1007-1021.',
  thiopurines:
    'Relling MV, Schwab M, Whirl-Carrillo M, et al. Clinical Pharmacogenetics Implementation Consortium Guideline for Thiopurine Dosing Based on TPMT and NUDT15 Genotypes: 2018 Update. Clin Pharmacol Ther. 2019;105(5):1095-1105.',
  warfarin:
    'Johnson JA, Caudle KE, Gong L, et al. Clinical Pharmacogenetics Implementation Consortium (CPIC) Guideline for Pharmacogenetics-Guided Warfarin Dosing: 2017 Update. Clin Pharmacol Ther. 2017;102(3):397-404.',
  dpwgCoumarins:
    'Swen JJ, Nijenhuis M, de Boer A, et al. Pharmacogenetics: from bench to byte--an update of guidelines. Clin Pharmacol Ther. 2011;89(5):662-673. (DPWG)',
  phenytoin:
    'Karnes JH, Rettie AE, Somogyi AA, et al. Clinical Pharmacogenetics Implementation Consortium (CPIC) Guideline for CYP2C9 and HLA-B Genotypes and Phenytoin Dosing: 2020 Update. Clin Pharmacol Ther. 2021;109(2):302-309.',
  nsaids:
    'Theken KN, Lee CR, Gong L, et al. Clinical Pharmacogenetics Implementation Consortium Guideline (CPIC) for CYP2C9 and Nonsteroidal Anti-Inflammatory Drugs. Clin Pharmacol Ther. 2020;108(2):191-200.',
  dpyd: 'Amstutz U, Henricks LM, Offer SM, et al. Clinical Pharmacogenetics Implementation Consortium (CPIC) Guideline for Dihydropyrimidine Dehydrogenase Genotype and Fluoropyrimidine Dosing: 2017 Update. Clin Pharmacol Ther. 2018;103(2):210-216.',
  atazanavir:
    'Gammal RS, Court MH, Haidar CE, et al. Clinical Pharmacogenetics Implementation Consortium (CPIC) Guideline for UGT1A1 and Atazanavir Prescribing. Clin Pharmacol Ther. 2016;99(4):363-369.',
  irinotecan:
    'Hulshof EC, Deenen MJ, Nijenhuis M, et al. Dutch pharmacogenetics working group (DPWG) guideline for the gene-drug interaction between UGT1A1 and irinotecan. Eur J Hum Genet. 2023;31(9):982-987.',
  tacrolimus:
    'Birdwell KA, Decker B, Barbarino JM, et al. Clinical Pharmacogenetics Implementation Consortium (CPIC) Guidelines for CYP3A5 Genotype and Tacrolimus Dosing. Clin Pharmacol Ther. 2015;98(1):19-24.',
  abacavir:
    'Martin MA, Hoffman JM, Freimuth RR, et al. Clinical Pharmacogenetics Implementation Consortium Guidelines for HLA-B Genotype and Abacavir Dosing: 2014 update. Clin Pharmacol Ther. 2014;95(5):499-500.',
  allopurinol:
    'Saito Y, Stamp LK, Caudle KE, et al. Clinical Pharmacogenetics Implementation Consortium (CPIC) guidelines for human leukocyte antigen B (HLA-B) genotype and allopurinol dosing: 2015 update. Clin Pharmacol Ther. 2016;99(1):36-37.',
  carbamazepine:
    'Phillips EJ, Sukasem C, Whirl-Carrillo M, et al. Clinical Pharmacogenetics Implementation Consortium Guideline for HLA Genotype and Use of Carbamazepine and Oxcarbazepine: 2017 Update. Clin Pharmacol Ther. 2018;103(4):574-581.',
  g6pd: 'Gammal RS, Pirmohamed M, Somogyi AA, et al. Expanded Clinical Pharmacogenetics Implementation Consortium Guideline for Medication Use in the Context of G6PD Genotype. Clin Pharmacol Ther. 2023;113(5):973-985.',
  efavirenz:
    'Desta Z, Gammal RS, Gong L, et al. Clinical Pharmacogenetics Implementation Consortium (CPIC) Guideline for CYP2B6 and Efavirenz-Containing Antiretroviral Therapy. Clin Pharmacol Ther. 2019;106(4):726-733.',
  cyp2d6Score:
    'Caudle KE, Sangkuhl K, Whirl-Carrillo M, et al. Standardizing CYP2D6 Genotype to Phenotype Translation: Consensus Recommendations from the Clinical Pharmacogenetics Implementation Consortium and Dutch Pharmacogenetics Working Group. Clin Transl Sci. 2020;13(1):116-124.',
};

const m = (
  code: string,
  name_de: string,
  name_en: string,
  rules: GeneRule[],
  ...literature: string[]
): MedicationEntry => ({
  code,
  name_de,
  name_en,
  rules,
  literature,
});

const P = (de: string, en: string): [string, string] => [de, en];
const cyp2c19Prodrug = (poor: [string, string]): GeneRule => ({
  gene: 'CYP2C19',
  kind: 'prodrug',
  poor,
  intermediate: poor,
});
const cyp2d6Opioid: GeneRule = {
  gene: 'CYP2D6',
  kind: 'prodrug',
  ultrarapid: 'avoid',
  poor: P(
    'Kein Codein/Tramadol: ein nicht über CYP2D6 aktiviertes Analgetikum wählen (z. B. Morphin, Nicht-Opioid).',
    'Avoid: use an analgesic not activated by CYP2D6 (e.g. morphine, non-opioid).',
  ),
};
const ppi = (gene: 'CYP2C19'): GeneRule => ({
  gene,
  kind: 'substrate',
  ultrarapid: 'increase',
  poor: P(
    'Tagesdosis bei Dauertherapie (> 12 Wochen) um 50 % reduzieren.',
    'For chronic therapy (> 12 weeks) reduce the daily dose by 50 %.',
  ),
  intermediate: P(
    'Standarddosis; bei Dauertherapie Reduktion um 50 % erwägen.',
    'Standard dose; for chronic therapy consider a 50 % reduction.',
  ),
});
const ssri = (gene: 'CYP2C19' | 'CYP2D6', poor: [string, string]): GeneRule => ({
  gene,
  kind: 'substrate',
  ultrarapid: 'avoid',
  poor,
});
const tca = (gene: 'CYP2C19' | 'CYP2D6'): GeneRule => ({
  gene,
  kind: 'substrate',
  ultrarapid: 'avoid',
  poor: P(
    'Trizyklikum vermeiden; falls nötig 50 % der Startdosis und Spiegelkontrolle.',
    'Avoid the tricyclic; if needed use 50 % of the starting dose with level monitoring.',
  ),
  intermediate: P(
    'Startdosis um 25 % reduzieren, Spiegelkontrolle.',
    'Reduce the starting dose by 25 %; monitor levels.',
  ),
});
const slco1b1 = (poor: [string, string], intermediate: [string, string]): GeneRule => ({
  gene: 'SLCO1B1',
  kind: 'substrate',
  poor,
  intermediate,
});
const nsaid: GeneRule = {
  gene: 'CYP2C9',
  kind: 'substrate',
  poor: P(
    'Startdosis 25–50 % der niedrigsten Dosis, vorsichtig auftitrieren, oder Alternative.',
    'Start at 25–50 % of the lowest dose and titrate carefully, or use an alternative.',
  ),
  intermediate: P(
    'Niedrigste Startdosis; bei Aktivitätswert 1 vorsichtig titrieren.',
    'Lowest starting dose; titrate carefully at activity score 1.',
  ),
};
const thiopurine = (gene: 'TPMT' | 'NUDT15'): GeneRule => ({
  gene,
  kind: 'substrate',
  poor: P(
    'Dosis drastisch reduzieren (etwa 10 % der Standarddosis, 3 ×/Woche) oder Alternative (nicht maligne Erkrankung).',
    'Reduce drastically (about 10 % of the standard dose, 3 × per week) or use an alternative for non-malignant disease.',
  ),
  intermediate: P(
    'Startdosis 30–80 % der Standarddosis, nach Blutbild anpassen.',
    'Start with 30–80 % of the standard dose and adjust by blood count.',
  ),
});
const coumarinTarget = (poor: [string, string], intermediate: [string, string]): GeneRule => ({
  gene: 'VKORC1',
  kind: 'sensitivity',
  poor,
  intermediate,
});
const fluoropyrimidine: GeneRule = {
  gene: 'DPYD',
  kind: 'substrate',
  poor: P(
    'Fluoropyrimidine vermeiden (Aktivitätswert 0–0,5).',
    'Avoid fluoropyrimidines (activity score 0–0.5).',
  ),
  intermediate: P(
    'Startdosis um 50 % reduzieren, danach nach Verträglichkeit titrieren.',
    'Reduce the starting dose by 50 %, then titrate by tolerance.',
  ),
};
const hla = (gene: string, poor: [string, string]): GeneRule => ({ gene, kind: 'hypersensitivity', poor });
const g6pd: GeneRule = {
  gene: 'G6PD',
  kind: 'g6pd',
  poor: P(
    'Kontraindiziert bei G6PD-Mangel; Alternative wählen.',
    'Contraindicated in G6PD deficiency; choose an alternative.',
  ),
};

export const MEDICATIONS: MedicationEntry[] = [
  // CYP2C19
  m(
    'CLOPIDOGREL',
    'Clopidogrel',
    'Clopidogrel',
    [
      cyp2c19Prodrug(
        P(
          'Alternative Thrombozytenhemmung (Prasugrel oder Ticagrelor), falls keine Kontraindikation.',
          'Use an alternative antiplatelet (prasugrel or ticagrelor) if not contraindicated.',
        ),
      ),
    ],
    L.clopidogrel,
  ),
  m(
    'CITALOPRAM',
    'Citalopram',
    'Citalopram',
    [
      ssri(
        'CYP2C19',
        P(
          'Startdosis 50 % reduzieren oder Alternative ohne CYP2C19-Abbau.',
          'Reduce the starting dose by 50 % or use an alternative not cleared by CYP2C19.',
        ),
      ),
    ],
    L.ssri,
  ),
  m(
    'ESCITALOPRAM',
    'Escitalopram',
    'Escitalopram',
    [
      ssri(
        'CYP2C19',
        P(
          'Startdosis 50 % reduzieren oder Alternative ohne CYP2C19-Abbau.',
          'Reduce the starting dose by 50 % or use an alternative not cleared by CYP2C19.',
        ),
      ),
    ],
    L.ssri,
  ),
  m(
    'SERTRALINE',
    'Sertralin',
    'Sertraline',
    [
      ssri(
        'CYP2C19',
        P(
          'Niedrigere Startdosis (50 %) und langsamere Titration.',
          'Lower starting dose (50 %) and slower titration.',
        ),
      ),
    ],
    L.ssri,
  ),
  m('OMEPRAZOLE', 'Omeprazol', 'Omeprazole', [ppi('CYP2C19')], L.ppi),
  m('ESOMEPRAZOLE', 'Esomeprazol', 'Esomeprazole', [ppi('CYP2C19')], L.ppi),
  m('PANTOPRAZOLE', 'Pantoprazol', 'Pantoprazole', [ppi('CYP2C19')], L.ppi),
  m('LANSOPRAZOLE', 'Lansoprazol', 'Lansoprazole', [ppi('CYP2C19')], L.ppi),
  m('DEXLANSOPRAZOLE', 'Dexlansoprazol', 'Dexlansoprazole', [ppi('CYP2C19')], L.ppi),
  m(
    'VORICONAZOLE',
    'Voriconazol',
    'Voriconazole',
    [
      {
        gene: 'CYP2C19',
        kind: 'substrate',
        ultrarapid: 'avoid',
        poor: P(
          'Alternatives Antimykotikum ohne CYP2C19-Abbau (z. B. Isavuconazol, Posaconazol).',
          'Use an antifungal not cleared by CYP2C19 (e.g. isavuconazole, posaconazole).',
        ),
      },
    ],
    L.voriconazole,
  ),
  // CYP2D6 (+ CYP2C19 for tricyclics)
  m('AMITRIPTYLINE', 'Amitriptylin', 'Amitriptyline', [tca('CYP2D6'), tca('CYP2C19')], L.tca),
  m('CLOMIPRAMINE', 'Clomipramin', 'Clomipramine', [tca('CYP2D6'), tca('CYP2C19')], L.tca),
  m('IMIPRAMINE', 'Imipramin', 'Imipramine', [tca('CYP2D6'), tca('CYP2C19')], L.tca),
  m('DOXEPIN', 'Doxepin', 'Doxepin', [tca('CYP2D6'), tca('CYP2C19')], L.tca),
  m('NORTRIPTYLINE', 'Nortriptylin', 'Nortriptyline', [tca('CYP2D6')], L.tca),
  m('DESIPRAMINE', 'Desipramin', 'Desipramine', [tca('CYP2D6')], L.tca),
  m('CODEINE', 'Codein', 'Codeine', [cyp2d6Opioid], L.opioids, L.cyp2d6Score),
  m('TRAMADOL', 'Tramadol', 'Tramadol', [cyp2d6Opioid], L.opioids, L.cyp2d6Score),
  m(
    'HYDROCODONE',
    'Hydrocodon',
    'Hydrocodone',
    [
      {
        gene: 'CYP2D6',
        kind: 'prodrug',
        ultrarapid: 'standard',
        poor: P(
          'Standarddosis; bei unzureichender Wirkung Nicht-Tramadol-/Nicht-Codein-Opioid.',
          'Standard dose; if the effect is insufficient use an opioid other than tramadol or codeine.',
        ),
      },
    ],
    L.opioids,
  ),
  m(
    'TAMOXIFEN',
    'Tamoxifen',
    'Tamoxifen',
    [
      {
        gene: 'CYP2D6',
        kind: 'prodrug',
        ultrarapid: 'standard',
        poor: P(
          'Aromatasehemmer erwägen (postmenopausal) oder Tamoxifen 40 mg/Tag.',
          'Consider an aromatase inhibitor (postmenopausal) or tamoxifen 40 mg/day.',
        ),
      },
    ],
    L.tamoxifen,
  ),
  m(
    'ONDANSETRON',
    'Ondansetron',
    'Ondansetron',
    [{ gene: 'CYP2D6', kind: 'substrate', ultrarapid: 'avoid' }],
    L.ondansetron,
  ),
  m(
    'TROPISETRON',
    'Tropisetron',
    'Tropisetron',
    [{ gene: 'CYP2D6', kind: 'substrate', ultrarapid: 'avoid' }],
    L.ondansetron,
  ),
  m(
    'ATOMOXETINE',
    'Atomoxetin',
    'Atomoxetine',
    [
      {
        gene: 'CYP2D6',
        kind: 'substrate',
        ultrarapid: 'increase',
        poor: P(
          'Start mit 0,5 mg/kg/Tag; Spiegel nach 4 h prüfen, ggf. steigern.',
          'Start at 0.5 mg/kg/day; check the 4-h level and increase if needed.',
        ),
      },
    ],
    L.atomoxetine,
  ),
  m(
    'METOPROLOL',
    'Metoprolol',
    'Metoprolol',
    [
      {
        gene: 'CYP2D6',
        kind: 'substrate',
        ultrarapid: 'standard',
        poor: P(
          'Niedrigste Startdosis, langsame Titration; bei Bradykardie Alternative (z. B. Bisoprolol).',
          'Lowest starting dose, slow titration; with bradycardia use an alternative (e.g. bisoprolol).',
        ),
      },
    ],
    L.betaBlockers,
  ),
  m(
    'PAROXETINE',
    'Paroxetin',
    'Paroxetine',
    [
      ssri(
        'CYP2D6',
        P(
          'Startdosis 50 % reduzieren, langsame Titration oder Alternative.',
          'Reduce the starting dose by 50 %, titrate slowly, or use an alternative.',
        ),
      ),
    ],
    L.ssri,
  ),
  m(
    'FLUVOXAMINE',
    'Fluvoxamin',
    'Fluvoxamine',
    [
      ssri(
        'CYP2D6',
        P('Niedrigere Startdosis und langsamere Titration.', 'Lower starting dose and slower titration.'),
      ),
    ],
    L.ssri,
  ),
  m(
    'VORTIOXETINE',
    'Vortioxetin',
    'Vortioxetine',
    [
      ssri(
        'CYP2D6',
        P(
          'Startdosis 50 % reduzieren (höchstens 10 mg/Tag).',
          'Reduce the starting dose by 50 % (at most 10 mg/day).',
        ),
      ),
    ],
    L.ssri,
  ),
  m(
    'VENLAFAXINE',
    'Venlafaxin',
    'Venlafaxine',
    [
      ssri(
        'CYP2D6',
        P(
          'Alternative erwägen; sonst niedrige Dosis mit Kontrolle.',
          'Consider an alternative; otherwise a low dose with monitoring.',
        ),
      ),
    ],
    L.ssri,
  ),
  // SLCO1B1 (+ CYP2C9 for fluvastatin)
  m(
    'SIMVASTATIN',
    'Simvastatin',
    'Simvastatin',
    [
      slco1b1(
        P(
          'Alternatives Statin wählen (Rosuvastatin, Pravastatin).',
          'Use an alternative statin (rosuvastatin, pravastatin).',
        ),
        P('Höchstens 20 mg/Tag oder alternatives Statin.', 'At most 20 mg/day or an alternative statin.'),
      ),
    ],
    L.statins,
  ),
  m(
    'ATORVASTATIN',
    'Atorvastatin',
    'Atorvastatin',
    [
      slco1b1(
        P('Höchstens 20 mg/Tag oder alternatives Statin.', 'At most 20 mg/day or an alternative statin.'),
        P('Höchstens 40 mg/Tag.', 'At most 40 mg/day.'),
      ),
    ],
    L.statins,
  ),
  m(
    'ROSUVASTATIN',
    'Rosuvastatin',
    'Rosuvastatin',
    [
      slco1b1(
        P('Höchstens 10 mg/Tag.', 'At most 10 mg/day.'),
        P('Höchstens 20 mg/Tag.', 'At most 20 mg/day.'),
      ),
    ],
    L.statins,
  ),
  m(
    'PRAVASTATIN',
    'Pravastatin',
    'Pravastatin',
    [
      slco1b1(
        P('Höchstens 40 mg/Tag.', 'At most 40 mg/day.'),
        P('Höchstens 40 mg/Tag; bei Bedarf Alternative.', 'At most 40 mg/day; alternative if needed.'),
      ),
    ],
    L.statins,
  ),
  m(
    'PITAVASTATIN',
    'Pitavastatin',
    'Pitavastatin',
    [slco1b1(P('Höchstens 1 mg/Tag.', 'At most 1 mg/day.'), P('Höchstens 2 mg/Tag.', 'At most 2 mg/day.'))],
    L.statins,
  ),
  m(
    'LOVASTATIN',
    'Lovastatin',
    'Lovastatin',
    [
      slco1b1(
        P('Alternatives Statin wählen.', 'Use an alternative statin.'),
        P('Alternatives Statin wählen.', 'Use an alternative statin.'),
      ),
    ],
    L.statins,
  ),
  m(
    'FLUVASTATIN',
    'Fluvastatin',
    'Fluvastatin',
    [
      slco1b1(
        P('Höchstens 40 mg/Tag.', 'At most 40 mg/day.'),
        P('Höchstens 40 mg/Tag.', 'At most 40 mg/day.'),
      ),
      {
        gene: 'CYP2C9',
        kind: 'substrate',
        poor: P('Höchstens 20 mg/Tag oder Alternative.', 'At most 20 mg/day or an alternative.'),
        intermediate: P('Höchstens 40 mg/Tag.', 'At most 40 mg/day.'),
      },
    ],
    L.statins,
  ),
  // TPMT / NUDT15
  m('AZATHIOPRINE', 'Azathioprin', 'Azathioprine', [thiopurine('TPMT'), thiopurine('NUDT15')], L.thiopurines),
  m(
    'MERCAPTOPURINE',
    'Mercaptopurin',
    'Mercaptopurine',
    [thiopurine('TPMT'), thiopurine('NUDT15')],
    L.thiopurines,
  ),
  m('THIOGUANINE', 'Tioguanin', 'Thioguanine', [thiopurine('TPMT'), thiopurine('NUDT15')], L.thiopurines),
  // Coumarins (VKORC1 + CYP2C9)
  m(
    'WARFARIN',
    'Warfarin',
    'Warfarin',
    [
      coumarinTarget(
        P(
          'Deutlich niedrigere Anfangsdosis nach dem Algorithmus (IWPC).',
          'Much lower starting dose per the algorithm (IWPC).',
        ),
        P(
          'Niedrigere Anfangsdosis nach dem Algorithmus (IWPC).',
          'Lower starting dose per the algorithm (IWPC).',
        ),
      ),
      {
        gene: 'CYP2C9',
        kind: 'substrate',
        poor: P(
          'Deutlich niedrigere Anfangsdosis (IWPC-Algorithmus), engmaschige INR-Kontrolle.',
          'Much lower starting dose (IWPC algorithm), close INR monitoring.',
        ),
        intermediate: P(
          'Niedrigere Anfangsdosis (IWPC-Algorithmus).',
          'Lower starting dose (IWPC algorithm).',
        ),
      },
    ],
    L.warfarin,
  ),
  m(
    'PHENPROCOUMON',
    'Phenprocoumon',
    'Phenprocoumon',
    [
      coumarinTarget(
        P(
          'Anfangsdosis 50 % der Standarddosis, engmaschige INR-Kontrolle (DPWG).',
          'Starting dose 50 % of standard, close INR monitoring (DPWG).',
        ),
        P('Engmaschige INR-Kontrolle in der Einstellungsphase.', 'Close INR monitoring while adjusting.'),
      ),
      { gene: 'CYP2C9', kind: 'substrate' },
    ],
    L.dpwgCoumarins,
  ),
  m(
    'ACENOCOUMAROL',
    'Acenocoumarol',
    'Acenocoumarol',
    [
      coumarinTarget(
        P(
          'Anfangsdosis 50 % der Standarddosis, engmaschige INR-Kontrolle (DPWG).',
          'Starting dose 50 % of standard, close INR monitoring (DPWG).',
        ),
        P('Engmaschige INR-Kontrolle in der Einstellungsphase.', 'Close INR monitoring while adjusting.'),
      ),
      { gene: 'CYP2C9', kind: 'substrate' },
    ],
    L.dpwgCoumarins,
  ),
  // CYP2C9 (+ HLA-B*15:02 for phenytoin)
  m(
    'PHENYTOIN',
    'Phenytoin',
    'Phenytoin',
    [
      {
        gene: 'CYP2C9',
        kind: 'substrate',
        poor: P(
          'Erhaltungsdosis um 50 % reduzieren, Spiegelkontrolle.',
          'Reduce the maintenance dose by 50 %, monitor levels.',
        ),
        intermediate: P(
          'Erhaltungsdosis um 25 % reduzieren, Spiegelkontrolle.',
          'Reduce the maintenance dose by 25 %, monitor levels.',
        ),
      },
      hla(
        'HLA-B*15:02',
        P('Phenytoin nicht neu beginnen (SJS/TEN-Risiko).', 'Do not start phenytoin (risk of SJS/TEN).'),
      ),
    ],
    L.phenytoin,
  ),
  m('CELECOXIB', 'Celecoxib', 'Celecoxib', [nsaid], L.nsaids),
  m('IBUPROFEN', 'Ibuprofen', 'Ibuprofen', [nsaid], L.nsaids),
  m('FLURBIPROFEN', 'Flurbiprofen', 'Flurbiprofen', [nsaid], L.nsaids),
  m('LORNOXICAM', 'Lornoxicam', 'Lornoxicam', [nsaid], L.nsaids),
  m(
    'MELOXICAM',
    'Meloxicam',
    'Meloxicam',
    [
      {
        ...nsaid,
        poor: P(
          'Alternative NSAR wählen (lange Halbwertszeit).',
          'Use an alternative NSAID (long half-life).',
        ),
        intermediate: P('Startdosis um 50 % reduzieren.', 'Reduce the starting dose by 50 %.'),
      },
    ],
    L.nsaids,
  ),
  m(
    'PIROXICAM',
    'Piroxicam',
    'Piroxicam',
    [
      {
        ...nsaid,
        poor: P(
          'Alternative NSAR wählen (lange Halbwertszeit).',
          'Use an alternative NSAID (long half-life).',
        ),
      },
    ],
    L.nsaids,
  ),
  m(
    'TENOXICAM',
    'Tenoxicam',
    'Tenoxicam',
    [
      {
        ...nsaid,
        poor: P(
          'Alternative NSAR wählen (lange Halbwertszeit).',
          'Use an alternative NSAID (long half-life).',
        ),
      },
    ],
    L.nsaids,
  ),
  // DPYD
  m('FLUOROURACIL', 'Fluorouracil', 'Fluorouracil', [fluoropyrimidine], L.dpyd),
  m('CAPECITABINE', 'Capecitabin', 'Capecitabine', [fluoropyrimidine], L.dpyd),
  // UGT1A1
  m(
    'IRINOTECAN',
    'Irinotecan',
    'Irinotecan',
    [
      {
        gene: 'UGT1A1',
        kind: 'substrate',
        poor: P(
          'Startdosis um 30 % reduzieren, nach Verträglichkeit steigern (DPWG).',
          'Reduce the starting dose by 30 % and increase by tolerance (DPWG).',
        ),
        intermediate: P('Standarddosis.', 'Standard dose.'),
      },
    ],
    L.irinotecan,
  ),
  m(
    'ATAZANAVIR',
    'Atazanavir',
    'Atazanavir',
    [
      {
        gene: 'UGT1A1',
        kind: 'substrate',
        poor: P(
          'Alternative erwägen: hohes Risiko eines Ikterus mit Therapieabbruch.',
          'Consider an alternative: high risk of jaundice leading to discontinuation.',
        ),
        intermediate: P('Standarddosis; geringes Ikterusrisiko.', 'Standard dose; low risk of jaundice.'),
      },
    ],
    L.atazanavir,
  ),
  // CYP3A5: the expressors (NM/IM) clear tacrolimus faster
  m(
    'TACROLIMUS',
    'Tacrolimus',
    'Tacrolimus',
    [
      {
        gene: 'CYP3A5',
        kind: 'expressor',
        poor: P(
          'Startdosis 1,5- bis 2-fach der Standarddosis (höchstens 0,3 mg/kg/Tag), Spiegelkontrolle.',
          'Starting dose 1.5 to 2 times the standard (at most 0.3 mg/kg/day), monitor levels.',
        ),
      },
    ],
    L.tacrolimus,
  ),
  // CYP2B6
  m(
    'EFAVIRENZ',
    'Efavirenz',
    'Efavirenz',
    [
      {
        gene: 'CYP2B6',
        kind: 'substrate',
        ultrarapid: 'standard',
        poor: P(
          'Startdosis 400 mg/Tag (bzw. 200 mg/Tag erwägen).',
          'Starting dose 400 mg/day (or consider 200 mg/day).',
        ),
        intermediate: P('Startdosis 400 mg/Tag erwägen.', 'Consider a starting dose of 400 mg/day.'),
      },
    ],
    L.efavirenz,
  ),
  // HLA
  m(
    'ABACAVIR',
    'Abacavir',
    'Abacavir',
    [hla('HLA-B*57:01', P('Abacavir ist kontraindiziert.', 'Abacavir is contraindicated.'))],
    L.abacavir,
  ),
  m(
    'ALLOPURINOL',
    'Allopurinol',
    'Allopurinol',
    [
      hla(
        'HLA-B*58:01',
        P('Allopurinol ist kontraindiziert (SCAR-Risiko).', 'Allopurinol is contraindicated (risk of SCAR).'),
      ),
    ],
    L.allopurinol,
  ),
  m(
    'CARBAMAZEPINE',
    'Carbamazepin',
    'Carbamazepine',
    [
      hla(
        'HLA-B*15:02',
        P(
          'Carbamazepin nicht neu beginnen (SJS/TEN-Risiko).',
          'Do not start carbamazepine (risk of SJS/TEN).',
        ),
      ),
      hla(
        'HLA-A*31:01',
        P(
          'Carbamazepin nicht neu beginnen (DRESS/SJS-Risiko).',
          'Do not start carbamazepine (risk of DRESS/SJS).',
        ),
      ),
    ],
    L.carbamazepine,
  ),
  m(
    'OXCARBAZEPINE',
    'Oxcarbazepin',
    'Oxcarbazepine',
    [
      hla(
        'HLA-B*15:02',
        P(
          'Oxcarbazepin nicht neu beginnen (SJS/TEN-Risiko).',
          'Do not start oxcarbazepine (risk of SJS/TEN).',
        ),
      ),
    ],
    L.carbamazepine,
  ),
  // G6PD
  m('RASBURICASE', 'Rasburicase', 'Rasburicase', [g6pd], L.g6pd),
  m('PEGLOTICASE', 'Pegloticase', 'Pegloticase', [g6pd], L.g6pd),
  m('DAPSONE', 'Dapson', 'Dapsone', [g6pd], L.g6pd),
  m('PRIMAQUINE', 'Primaquin', 'Primaquine', [g6pd], L.g6pd),
  m('METHYLENE_BLUE', 'Methylenblau', 'Methylene blue', [g6pd], L.g6pd),
];
