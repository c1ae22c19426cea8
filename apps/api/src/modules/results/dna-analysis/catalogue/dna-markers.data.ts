/**
 * The DNA markers of the analyses (reference data, seeded into dna_markers). Allele frequencies are
 * those of gnomAD (v4, non-Finnish Europeans), rounded; genotype frequencies follow from them under
 * Hardy-Weinberg equilibrium. Alleles are written as labs usually report them (coding strand for
 * MTHFR, F5, F2, HFE…). Citations are the primary papers that described the variant's effect.
 */
export type DnaCategory =
  'Nutrigenetics' | 'WeightGenetics' | 'GeneticRisk' | 'Fertility' | 'PharmacoGenetics';
export type DnaLevel = 'good' | 'medium' | 'bad';

export interface DnaVariant {
  gene: string;
  rsId: string;
  /** The allele the interpretation counts, and the other one. */
  risk: string;
  other: string;
  /** Frequency of the risk allele (gnomAD, Europeans). */
  frequency: number;
  function: string;
}

export interface DnaMarkerEntry {
  code: string;
  name: string;
  category: DnaCategory;
  scalebar_title: string;
  variants: DnaVariant[];
  /** Level by the number of risk alleles over all variants (0, 1, 2 or more); ignored for pharmacogenes. */
  levels: [DnaLevel, DnaLevel, DnaLevel];
  /** Pharmacogenetic markers are read by the gene's phenotype (see medication/catalogue/phenotype.ts). */
  pharmacoGene?: string;
  /** What each level means for this marker. */
  texts: Record<DnaLevel, string>;
  description: string;
  docinfo: string | null;
  video_url: string | null;
  symptoms: string[];
  indications: string[];
  /** Codes of the seeded micronutrients. */
  micronutrients: string[];
  bibliography: string[];
}

const v = (
  gene: string,
  rsId: string,
  risk: string,
  other: string,
  frequency: number,
  fn: string,
): DnaVariant => ({
  gene,
  rsId,
  risk,
  other,
  frequency,
  function: fn,
});
const ADDITIVE: [DnaLevel, DnaLevel, DnaLevel] = ['good', 'medium', 'bad'];
const RECESSIVE: [DnaLevel, DnaLevel, DnaLevel] = ['good', 'good', 'bad'];
const MILD: [DnaLevel, DnaLevel, DnaLevel] = ['good', 'medium', 'medium'];
const MILD_RECESSIVE: [DnaLevel, DnaLevel, DnaLevel] = ['good', 'good', 'medium'];

const MTHFR_677 = v(
  'MTHFR',
  'rs1801133',
  'T',
  'C',
  0.35,
  'C677T (Ala222Val): thermolabiles Enzym, Aktivität bei TT etwa 30 %, bei CT etwa 65 %.',
);
const FROSST =
  'Frosst P, Blom HJ, Milos R, et al. A candidate genetic risk factor for vascular disease: a common mutation in methylenetetrahydrofolate reductase. Nat Genet. 1995;10(1):111-113.';
const CORDER =
  "Corder EH, Saunders AM, Strittmatter WJ, et al. Gene dose of apolipoprotein E type 4 allele and the risk of Alzheimer's disease in late onset families. Science. 1993;261(5123):921-923.";

const pharmaco = (
  code: string,
  gene: string,
  name: string,
  variants: DnaVariant[],
  description: string,
  bibliography: string[],
): DnaMarkerEntry => ({
  code,
  name,
  category: 'PharmacoGenetics',
  scalebar_title: 'Enzymaktivität',
  variants,
  levels: ADDITIVE,
  pharmacoGene: gene,
  texts: {
    good: `Normale ${gene}-Aktivität: Medikamente, die über ${gene} verstoffwechselt werden, können in der Regel nach Fachinformation dosiert werden.`,
    medium: `Veränderte ${gene}-Aktivität: bei Medikamenten, die über ${gene} verstoffwechselt werden, kann eine Dosisanpassung nötig sein (siehe Medikamentenverträglichkeit).`,
    bad: `Stark verminderte ${gene}-Aktivität: mehrere Medikamente sollten vermieden oder deutlich anders dosiert werden (siehe Medikamentenverträglichkeit).`,
  },
  description,
  docinfo: 'Leitlinien des Clinical Pharmacogenetics Implementation Consortium (CPIC), cpicpgx.org',
  video_url: null,
  symptoms: ['Unerwünschte Arzneimittelwirkungen', 'Fehlende Arzneimittelwirkung'],
  indications: ['Vor Beginn einer Dauermedikation', 'Polypharmazie'],
  micronutrients: [],
  bibliography,
});

export const DNA_MARKERS: DnaMarkerEntry[] = [
  // Nutrigenetics
  {
    code: 'MTHFR_C677T',
    name: 'Folsäurestoffwechsel (MTHFR C677T)',
    category: 'Nutrigenetics',
    scalebar_title: 'Folat-Umwandlung',
    variants: [MTHFR_677],
    levels: ADDITIVE,
    texts: {
      good: 'Die Umwandlung von Folsäure in aktives 5-Methyltetrahydrofolat ist nicht eingeschränkt.',
      medium: 'Die Aktivität der MTHFR ist leicht vermindert. Auf eine ausreichende Folatzufuhr achten.',
      bad: 'Die Aktivität der MTHFR ist deutlich vermindert; Homocystein kann steigen. Aktives Folat (5-MTHF), Vitamin B12, B6 und B2 sind empfehlenswert.',
    },
    description:
      'Die Methylentetrahydrofolat-Reduktase (MTHFR) bildet 5-Methyltetrahydrofolat, das für den Abbau von Homocystein zu Methionin gebraucht wird.',
    docinfo: 'Homocystein im Blut als Verlaufsparameter bestimmen.',
    video_url: null,
    symptoms: ['Erhöhtes Homocystein', 'Müdigkeit', 'Konzentrationsstörungen'],
    indications: ['Kinderwunsch', 'Herz-Kreislauf-Prävention'],
    micronutrients: ['FOLATE', 'VITAMIN_B12', 'VITAMIN_B6', 'VITAMIN_B2'],
    bibliography: [FROSST],
  },
  {
    code: 'MTHFR_A1298C',
    name: 'Folsäurestoffwechsel (MTHFR A1298C)',
    category: 'Nutrigenetics',
    scalebar_title: 'Folat-Umwandlung',
    variants: [
      v(
        'MTHFR',
        'rs1801131',
        'C',
        'A',
        0.31,
        'A1298C (Glu429Ala): leicht verminderte Enzymaktivität, v. a. zusammen mit C677T.',
      ),
    ],
    levels: MILD,
    texts: {
      good: 'Keine Einschränkung der MTHFR durch diese Variante.',
      medium: 'Leicht verminderte MTHFR-Aktivität; bedeutsam vor allem zusammen mit der Variante C677T.',
      bad: 'Verminderte MTHFR-Aktivität; auf eine gute Versorgung mit Folat und B-Vitaminen achten.',
    },
    description: 'Zweite häufige Variante der MTHFR; sie beeinflusst die Bereitstellung von aktivem Folat.',
    docinfo: null,
    video_url: null,
    symptoms: ['Erhöhtes Homocystein'],
    indications: ['Kinderwunsch'],
    micronutrients: ['FOLATE', 'VITAMIN_B12', 'VITAMIN_B2'],
    bibliography: [
      'van der Put NM, Gabreëls F, Stevens EM, et al. A second common mutation in the methylenetetrahydrofolate reductase gene: an additional risk factor for neural-tube defects? Am J Hum Genet. 1998;62(5):1044-1051.',
    ],
  },
  {
    code: 'VDR',
    name: 'Vitamin-D-Rezeptor (VDR FokI)',
    category: 'Nutrigenetics',
    scalebar_title: 'Vitamin-D-Wirkung',
    variants: [
      v(
        'VDR',
        'rs2228570',
        'T',
        'C',
        0.38,
        'FokI: das f-Allel (T) bildet einen längeren, weniger aktiven Rezeptor.',
      ),
    ],
    levels: ADDITIVE,
    texts: {
      good: 'Der Vitamin-D-Rezeptor arbeitet voll aktiv.',
      medium: 'Leicht verminderte Rezeptoraktivität; auf einen guten Vitamin-D-Spiegel achten.',
      bad: 'Verminderte Rezeptoraktivität; ein Vitamin-D-Spiegel im oberen Normbereich ist sinnvoll.',
    },
    description:
      'Der Vitamin-D-Rezeptor vermittelt die Wirkung von Vitamin D auf Knochen, Immunsystem und Muskulatur.',
    docinfo: '25-OH-Vitamin D im Blut bestimmen.',
    video_url: null,
    symptoms: ['Infektanfälligkeit', 'Muskelschwäche', 'Knochenschmerzen'],
    indications: ['Osteoporose-Prävention', 'Immunsystem'],
    micronutrients: ['VITAMIN_D3', 'VITAMIN_K2', 'CALCIUM', 'MAGNESIUM'],
    bibliography: [
      'Uitterlinden AG, Fang Y, Van Meurs JB, Pols HA, Van Leeuwen JP. Genetics and biology of vitamin D receptor polymorphisms. Gene. 2004;338(2):143-156.',
    ],
  },
  {
    code: 'FUT2_B12',
    name: 'Vitamin-B12-Aufnahme (FUT2)',
    category: 'Nutrigenetics',
    scalebar_title: 'Vitamin-B12-Status',
    variants: [
      v(
        'FUT2',
        'rs601338',
        'G',
        'A',
        0.55,
        'W154X: das A-Allel (Nicht-Sekretor) geht mit höheren B12-Spiegeln einher.',
      ),
    ],
    levels: MILD_RECESSIVE,
    texts: {
      good: 'Genetisch eher höhere Vitamin-B12-Spiegel.',
      medium: 'Genetisch eher niedrigere Vitamin-B12-Spiegel; B12-Status regelmäßig prüfen.',
      bad: 'Genetisch eher niedrigere Vitamin-B12-Spiegel; B12-Status regelmäßig prüfen.',
    },
    description:
      'FUT2 bestimmt den Sekretorstatus und beeinflusst über die Darmflora die Aufnahme von Vitamin B12.',
    docinfo: 'Holotranscobalamin bestimmen.',
    video_url: null,
    symptoms: ['Müdigkeit', 'Kribbeln in Händen und Füßen', 'Blutarmut'],
    indications: ['Vegane Ernährung', 'Höheres Alter'],
    micronutrients: ['VITAMIN_B12', 'FOLATE'],
    bibliography: [
      'Hazra A, Kraft P, Selhub J, et al. Common variants of FUT2 are associated with plasma vitamin B12 levels. Nat Genet. 2008;40(10):1160-1162.',
    ],
  },
  {
    code: 'BCMO1',
    name: 'Vitamin-A-Bildung (BCMO1)',
    category: 'Nutrigenetics',
    scalebar_title: 'Beta-Carotin-Umwandlung',
    variants: [
      v('BCMO1', 'rs12934922', 'T', 'A', 0.42, 'R267S: verminderte Spaltung von Beta-Carotin zu Vitamin A.'),
    ],
    levels: ADDITIVE,
    texts: {
      good: 'Beta-Carotin wird gut in Vitamin A umgewandelt.',
      medium: 'Die Umwandlung von Beta-Carotin ist etwas vermindert; vorgeformtes Vitamin A einplanen.',
      bad: 'Die Umwandlung von Beta-Carotin ist deutlich vermindert; vorgeformtes Vitamin A (Retinol) ist wichtig.',
    },
    description: 'Das Enzym BCMO1 spaltet pflanzliches Beta-Carotin in Vitamin A (Retinal).',
    docinfo: null,
    video_url: null,
    symptoms: ['Nachtblindheit', 'Trockene Haut'],
    indications: ['Vegetarische Ernährung'],
    micronutrients: ['VITAMIN_A'],
    bibliography: [
      "Leung WC, Hessel S, Méplan C, et al. Two common single nucleotide polymorphisms in the gene encoding beta-carotene 15,15'-monoxygenase alter beta-carotene metabolism in female volunteers. FASEB J. 2009;23(4):1041-1053.",
    ],
  },
  {
    code: 'GC_VDBP',
    name: 'Vitamin-D-Transport (GC)',
    category: 'Nutrigenetics',
    scalebar_title: 'Vitamin-D-Spiegel',
    variants: [
      v(
        'GC',
        'rs2282679',
        'C',
        'A',
        0.29,
        'Variante des Vitamin-D-bindenden Proteins: das C-Allel geht mit niedrigerem 25-OH-Vitamin D einher.',
      ),
    ],
    levels: ADDITIVE,
    texts: {
      good: 'Genetisch kein erhöhtes Risiko für niedrige Vitamin-D-Spiegel.',
      medium: 'Leicht erhöhtes Risiko für niedrige Vitamin-D-Spiegel.',
      bad: 'Deutlich erhöhtes Risiko für niedrige Vitamin-D-Spiegel; Spiegel regelmäßig kontrollieren.',
    },
    description: 'Das Vitamin-D-bindende Protein (GC) transportiert Vitamin D im Blut.',
    docinfo: '25-OH-Vitamin D im Blut bestimmen.',
    video_url: null,
    symptoms: ['Müdigkeit', 'Infektanfälligkeit'],
    indications: ['Wenig Sonnenlicht'],
    micronutrients: ['VITAMIN_D3', 'VITAMIN_K2'],
    bibliography: [
      'Wang TJ, Zhang F, Richards JB, et al. Common genetic determinants of vitamin D insufficiency: a genome-wide association study. Lancet. 2010;376(9736):180-188.',
    ],
  },
  {
    code: 'SLC30A8',
    name: 'Zinktransport (SLC30A8)',
    category: 'Nutrigenetics',
    scalebar_title: 'Zinktransport',
    variants: [
      v(
        'SLC30A8',
        'rs13266634',
        'C',
        'T',
        0.7,
        'Arg325Trp: das C-Allel (Arg) verändert den Zinktransport in die Insulin-Granula.',
      ),
    ],
    levels: MILD_RECESSIVE,
    texts: {
      good: 'Der Zinktransporter der Betazellen arbeitet unauffällig.',
      medium:
        'Veränderter Zinktransport in die Betazellen; gute Zinkversorgung und Blutzucker im Blick behalten.',
      bad: 'Veränderter Zinktransport in die Betazellen; gute Zinkversorgung und Blutzucker im Blick behalten.',
    },
    description: 'ZnT8 (SLC30A8) bringt Zink in die insulinspeichernden Granula der Betazellen.',
    docinfo: null,
    video_url: null,
    symptoms: ['Schwankender Blutzucker'],
    indications: ['Diabetes-Prävention'],
    micronutrients: ['ZINC', 'CHROMIUM'],
    bibliography: [
      'Sladek R, Rocheleau G, Rung J, et al. A genome-wide association study identifies novel risk loci for type 2 diabetes. Nature. 2007;445(7130):881-885.',
    ],
  },
  {
    code: 'APOE',
    name: 'Fettstoffwechsel (APOE)',
    category: 'Nutrigenetics',
    scalebar_title: 'Fettstoffwechsel',
    variants: [
      v('APOE', 'rs429358', 'C', 'T', 0.14, 'Cys112Arg: bestimmt zusammen mit rs7412 das ε4-Allel.'),
      v('APOE', 'rs7412', 'T', 'C', 0.08, 'Arg158Cys: bestimmt das ε2-Allel.'),
    ],
    levels: MILD,
    texts: {
      good: 'APOE ε3/ε3: unauffälliger Fettstoffwechsel.',
      medium:
        'APOE-Variante (ε2 oder ε4): LDL-Cholesterin reagiert stärker auf gesättigte Fette; Omega-3-reiche Ernährung empfehlenswert.',
      bad: 'Zwei APOE-Varianten: Blutfette regelmäßig kontrollieren und gesättigte Fette meiden.',
    },
    description:
      'Apolipoprotein E transportiert Cholesterin und Triglyceride; die Allele ε2, ε3 und ε4 beeinflussen die Blutfette.',
    docinfo: 'Lipidprofil im Blut bestimmen.',
    video_url: null,
    symptoms: ['Erhöhtes LDL-Cholesterin'],
    indications: ['Herz-Kreislauf-Prävention'],
    micronutrients: ['OMEGA_3', 'VITAMIN_E', 'COENZYME_Q10'],
    bibliography: [
      'Mahley RW. Apolipoprotein E: cholesterol transport protein with expanding role in cell biology. Science. 1988;240(4852):622-630.',
    ],
  },
  {
    code: 'FADS1',
    name: 'Omega-3-Umwandlung (FADS1/FADS2)',
    category: 'Nutrigenetics',
    scalebar_title: 'Omega-3-Umwandlung',
    variants: [
      v(
        'FADS1',
        'rs174547',
        'C',
        'T',
        0.33,
        'Das C-Allel geht mit geringerer Delta-5-Desaturase-Aktivität einher.',
      ),
    ],
    levels: ADDITIVE,
    texts: {
      good: 'Pflanzliche Omega-3-Fettsäuren werden gut in EPA und DHA umgewandelt.',
      medium: 'Die Umwandlung in EPA/DHA ist etwas vermindert; Fisch oder Algenöl einplanen.',
      bad: 'Die Umwandlung in EPA/DHA ist deutlich vermindert; direkte Zufuhr von EPA/DHA empfohlen.',
    },
    description:
      'Die Desaturasen FADS1 und FADS2 bilden aus Alpha-Linolensäure die langkettigen Omega-3-Fettsäuren EPA und DHA.',
    docinfo: 'Omega-3-Index bestimmen.',
    video_url: null,
    symptoms: ['Trockene Haut', 'Entzündungsneigung'],
    indications: ['Vegane Ernährung', 'Herz-Kreislauf-Prävention'],
    micronutrients: ['OMEGA_3'],
    bibliography: [
      'Schaeffer L, Gohlke H, Müller M, et al. Common genetic variants of the FADS1 FADS2 gene cluster and their reconstructed haplotypes are associated with the fatty acid composition in phospholipids. Hum Mol Genet. 2006;15(11):1745-1756.',
    ],
  },
  {
    code: 'HFE',
    name: 'Eisenspeicherung (HFE)',
    category: 'Nutrigenetics',
    scalebar_title: 'Eisenaufnahme',
    variants: [
      v(
        'HFE',
        'rs1800562',
        'A',
        'G',
        0.06,
        'C282Y: Hauptursache der hereditären Hämochromatose (homozygot).',
      ),
      v('HFE', 'rs1799945', 'G', 'C', 0.15, 'H63D: geringe Erhöhung der Eisenaufnahme.'),
    ],
    levels: ADDITIVE,
    texts: {
      good: 'Keine genetisch erhöhte Eisenaufnahme.',
      medium: 'Trägerstatus: leicht erhöhte Eisenaufnahme möglich; Eisen nur nach Laborbefund ergänzen.',
      bad: 'Deutlich erhöhte Eisenaufnahme möglich (Hämochromatose-Risiko); Ferritin und Transferrinsättigung kontrollieren, kein Eisen ergänzen.',
    },
    description: 'Das HFE-Protein reguliert über Hepcidin die Aufnahme von Eisen im Darm.',
    docinfo: 'Ferritin und Transferrinsättigung bestimmen.',
    video_url: null,
    symptoms: ['Gelenkschmerzen', 'Müdigkeit', 'Erhöhte Leberwerte'],
    indications: ['Erhöhtes Ferritin'],
    micronutrients: ['IRON', 'VITAMIN_C'],
    bibliography: [
      'Feder JN, Gnirke A, Thomas W, et al. A novel MHC class I-like gene is mutated in patients with hereditary haemochromatosis. Nat Genet. 1996;13(4):399-408.',
    ],
  },
  {
    code: 'COMT',
    name: 'Stresshormon-Abbau (COMT)',
    category: 'Nutrigenetics',
    scalebar_title: 'COMT-Aktivität',
    variants: [
      v(
        'COMT',
        'rs4680',
        'A',
        'G',
        0.5,
        'Val158Met: das A-Allel (Met) senkt die Enzymaktivität um etwa 40 % je Allel.',
      ),
    ],
    levels: ADDITIVE,
    texts: {
      good: 'Katecholamine und Östrogene werden zügig abgebaut.',
      medium: 'Mittlere COMT-Aktivität.',
      bad: 'Langsamer Abbau von Katecholaminen und Östrogenen; Magnesium und B-Vitamine (Methylgruppen) unterstützen die COMT.',
    },
    description:
      'Die Catechol-O-Methyltransferase baut Dopamin, Adrenalin, Noradrenalin und Catechol-Östrogene ab.',
    docinfo: null,
    video_url: null,
    symptoms: ['Stressempfindlichkeit', 'Schlafstörungen'],
    indications: ['Stress', 'Hormonelle Beschwerden'],
    micronutrients: ['MAGNESIUM', 'VITAMIN_B6', 'FOLATE', 'VITAMIN_B12'],
    bibliography: [
      'Lachman HM, Papolos DF, Saito T, et al. Human catechol-O-methyltransferase pharmacogenetics: description of a functional polymorphism and its potential application to neuropsychiatric disorders. Pharmacogenetics. 1996;6(3):243-250.',
    ],
  },
  {
    code: 'LCT',
    name: 'Laktoseverträglichkeit (LCT -13910)',
    category: 'Nutrigenetics',
    scalebar_title: 'Laktoseverträglichkeit',
    variants: [
      v(
        'MCM6/LCT',
        'rs4988235',
        'C',
        'T',
        0.27,
        '-13910C>T: das T-Allel erhält die Laktase-Aktivität im Erwachsenenalter (Laktasepersistenz).',
      ),
    ],
    levels: RECESSIVE,
    texts: {
      good: 'Laktasepersistenz: Milchzucker wird in der Regel gut vertragen.',
      medium: 'Laktasepersistenz: Milchzucker wird in der Regel gut vertragen.',
      bad: 'Genetische Laktoseintoleranz (Laktasenichtpersistenz); Calcium und Vitamin D aus anderen Quellen sichern.',
    },
    description:
      'Die Variante vor dem Laktase-Gen entscheidet, ob die Laktase nach dem Abstillen aktiv bleibt.',
    docinfo: null,
    video_url: null,
    symptoms: ['Blähungen', 'Durchfall nach Milchprodukten', 'Bauchschmerzen'],
    indications: ['Verdauungsbeschwerden'],
    micronutrients: ['CALCIUM', 'VITAMIN_D3'],
    bibliography: [
      'Enattah NS, Sahi T, Savilahti E, Terwilliger JD, Peltonen L, Järvelä I. Identification of a variant associated with adult-type hypolactasia. Nat Genet. 2002;30(2):233-237.',
    ],
  },
  {
    code: 'HLA_DQ2_DQ8',
    name: 'Zöliakie-Veranlagung (HLA-DQ2/DQ8)',
    category: 'Nutrigenetics',
    scalebar_title: 'Glutenverträglichkeit',
    variants: [
      v('HLA-DQA1', 'rs2187668', 'T', 'C', 0.12, 'Marker für HLA-DQ2.5.'),
      v('HLA-DQB1', 'rs7454108', 'C', 'T', 0.1, 'Marker für HLA-DQ8.'),
    ],
    levels: MILD,
    texts: {
      good: 'Weder HLA-DQ2 noch HLA-DQ8: eine Zöliakie ist sehr unwahrscheinlich.',
      medium:
        'HLA-DQ2 oder -DQ8 vorhanden: Voraussetzung für eine Zöliakie, die sich aber nur bei wenigen Trägern entwickelt. Bei Beschwerden Transglutaminase-Antikörper bestimmen.',
      bad: 'HLA-DQ2 oder -DQ8 vorhanden: Voraussetzung für eine Zöliakie, die sich aber nur bei wenigen Trägern entwickelt. Bei Beschwerden Transglutaminase-Antikörper bestimmen.',
    },
    description:
      'Fast alle Menschen mit Zöliakie tragen HLA-DQ2 oder HLA-DQ8; ohne diese Merkmale ist eine Zöliakie praktisch ausgeschlossen.',
    docinfo: 'Transglutaminase-IgA und Gesamt-IgA bestimmen.',
    video_url: null,
    symptoms: ['Blähungen', 'Durchfall', 'Eisenmangel'],
    indications: ['Verdauungsbeschwerden', 'Unklarer Eisenmangel'],
    micronutrients: ['IRON', 'FOLATE', 'VITAMIN_B12', 'VITAMIN_D3', 'ZINC'],
    bibliography: [
      'Monsuur AJ, de Bakker PI, Zhernakova A, et al. Effective detection of human leukocyte antigen risk alleles in celiac disease using tag single nucleotide polymorphisms. PLoS One. 2008;3(5):e2270.',
    ],
  },
  // Weight genetics
  {
    code: 'FTO',
    name: 'Sättigung und Körpergewicht (FTO)',
    category: 'WeightGenetics',
    scalebar_title: 'Gewichtsneigung',
    variants: [
      v(
        'FTO',
        'rs9939609',
        'A',
        'T',
        0.41,
        'Das A-Allel geht mit höherem BMI einher (etwa +0,4 kg/m² je Allel).',
      ),
    ],
    levels: ADDITIVE,
    texts: {
      good: 'Keine genetische Neigung zu höherem Körpergewicht durch FTO.',
      medium: 'Leichte Neigung zu höherem Körpergewicht; Bewegung gleicht den Effekt weitgehend aus.',
      bad: 'Neigung zu höherem Körpergewicht und geringerer Sättigung; regelmäßige Bewegung und eiweißreiche Ernährung wirken dem entgegen.',
    },
    description: 'Varianten im FTO-Gen beeinflussen Appetit, Sättigung und Energieaufnahme.',
    docinfo: null,
    video_url: null,
    symptoms: ['Heißhunger', 'Gewichtszunahme'],
    indications: ['Gewichtsreduktion'],
    micronutrients: ['CHROMIUM', 'L_CARNITINE'],
    bibliography: [
      'Frayling TM, Timpson NJ, Weedon MN, et al. A common variant in the FTO gene is associated with body mass index and predisposes to childhood and adult obesity. Science. 2007;316(5826):889-894.',
    ],
  },
  {
    code: 'MC4R',
    name: 'Appetitregulation (MC4R)',
    category: 'WeightGenetics',
    scalebar_title: 'Appetitregulation',
    variants: [
      v(
        'MC4R',
        'rs17782313',
        'C',
        'T',
        0.24,
        'Das C-Allel nahe MC4R geht mit mehr Fettmasse und Appetit einher.',
      ),
    ],
    levels: ADDITIVE,
    texts: {
      good: 'Unauffällige Appetitregulation über MC4R.',
      medium: 'Leicht erhöhter Appetit möglich; regelmäßige Mahlzeiten helfen.',
      bad: 'Erhöhter Appetit und Neigung zu Zwischenmahlzeiten; feste Mahlzeiten und ballaststoffreiche Kost helfen.',
    },
    description: 'Der Melanocortin-4-Rezeptor steuert im Hypothalamus Hunger und Energieverbrauch.',
    docinfo: null,
    video_url: null,
    symptoms: ['Heißhunger'],
    indications: ['Gewichtsreduktion'],
    micronutrients: ['CHROMIUM'],
    bibliography: [
      'Loos RJ, Lindgren CM, Li S, et al. Common variants near MC4R are associated with fat mass, weight and risk of obesity. Nat Genet. 2008;40(6):768-775.',
    ],
  },
  {
    code: 'PPARG',
    name: 'Insulinempfindlichkeit (PPARG Pro12Ala)',
    category: 'WeightGenetics',
    scalebar_title: 'Insulinempfindlichkeit',
    variants: [
      v(
        'PPARG',
        'rs1801282',
        'C',
        'G',
        0.88,
        'Pro12Ala: das G-Allel (Ala) verbessert die Insulinempfindlichkeit.',
      ),
    ],
    levels: MILD_RECESSIVE,
    texts: {
      good: 'Das Ala-Allel begünstigt eine gute Insulinempfindlichkeit.',
      medium: 'Das Ala-Allel begünstigt eine gute Insulinempfindlichkeit.',
      bad: 'Pro/Pro: etwas geringere Insulinempfindlichkeit; ungesättigte Fette statt gesättigter bevorzugen.',
    },
    description: 'PPAR-gamma steuert die Fettzellbildung und die Insulinwirkung.',
    docinfo: null,
    video_url: null,
    symptoms: ['Schwankender Blutzucker'],
    indications: ['Gewichtsreduktion', 'Diabetes-Prävention'],
    micronutrients: ['OMEGA_3', 'CHROMIUM'],
    bibliography: [
      'Deeb SS, Fajas L, Nemoto M, et al. A Pro12Ala substitution in PPARgamma2 associated with decreased receptor activity, lower body mass index and improved insulin sensitivity. Nat Genet. 1998;20(3):284-287.',
    ],
  },
  {
    code: 'ADRB2',
    name: 'Fettabbau bei Belastung (ADRB2)',
    category: 'WeightGenetics',
    scalebar_title: 'Fettmobilisierung',
    variants: [
      v(
        'ADRB2',
        'rs1042714',
        'G',
        'C',
        0.45,
        'Gln27Glu: das G-Allel (Glu) ist mit veränderter Fettmobilisierung verbunden.',
      ),
    ],
    levels: MILD,
    texts: {
      good: 'Fett wird bei Belastung gut mobilisiert.',
      medium: 'Die Fettmobilisierung ist etwas vermindert; Ausdauertraining wirkt dem entgegen.',
      bad: 'Die Fettmobilisierung ist etwas vermindert; Ausdauertraining wirkt dem entgegen.',
    },
    description:
      'Der Beta-2-Adrenozeptor vermittelt die Freisetzung von Fett aus den Fettzellen unter Adrenalin.',
    docinfo: null,
    video_url: null,
    symptoms: ['Gewichtszunahme'],
    indications: ['Gewichtsreduktion', 'Sport'],
    micronutrients: ['L_CARNITINE'],
    bibliography: [
      'Large V, Hellström L, Reynisdottir S, et al. Human beta-2 adrenoceptor gene polymorphisms are highly frequent in obesity and associate with altered adipocyte beta-2 adrenoceptor function. J Clin Invest. 1997;100(12):3005-3013.',
    ],
  },
  {
    code: 'ADRB3',
    name: 'Energieverbrauch (ADRB3)',
    category: 'WeightGenetics',
    scalebar_title: 'Energieverbrauch',
    variants: [
      v(
        'ADRB3',
        'rs4994',
        'C',
        'T',
        0.08,
        'Trp64Arg: das C-Allel (Arg) senkt den Energieverbrauch im Fettgewebe.',
      ),
    ],
    levels: ADDITIVE,
    texts: {
      good: 'Unauffälliger Energieverbrauch im Fettgewebe.',
      medium: 'Etwas geringerer Energieverbrauch; regelmäßige Bewegung ist besonders wirksam.',
      bad: 'Geringerer Energieverbrauch im Ruhezustand; Kalorienbilanz und Bewegung besonders beachten.',
    },
    description: 'Der Beta-3-Adrenozeptor regt den Fettabbau und die Wärmebildung an.',
    docinfo: null,
    video_url: null,
    symptoms: ['Gewichtszunahme'],
    indications: ['Gewichtsreduktion'],
    micronutrients: ['L_CARNITINE', 'COENZYME_Q10'],
    bibliography: [
      'Clément K, Vaisse C, Manning BS, et al. Genetic variation in the beta 3-adrenergic receptor and an increased capacity to gain weight in patients with morbid obesity. N Engl J Med. 1995;333(6):352-354.',
    ],
  },
  {
    code: 'TCF7L2',
    name: 'Blutzuckerregulation (TCF7L2)',
    category: 'WeightGenetics',
    scalebar_title: 'Blutzuckerregulation',
    variants: [
      v(
        'TCF7L2',
        'rs7903146',
        'T',
        'C',
        0.3,
        'Das T-Allel vermindert die Insulinausschüttung (Diabetesrisiko etwa 1,4-fach je Allel).',
      ),
    ],
    levels: ADDITIVE,
    texts: {
      good: 'Kein genetisch erhöhtes Diabetesrisiko durch TCF7L2.',
      medium: 'Leicht erhöhtes Diabetesrisiko; Blutzucker und HbA1c im Blick behalten.',
      bad: 'Erhöhtes Diabetesrisiko; ballaststoffreiche Kost mit niedriger glykämischer Last und Bewegung empfohlen.',
    },
    description: 'Der Transkriptionsfaktor TCF7L2 beeinflusst die Insulinausschüttung der Betazellen.',
    docinfo: 'HbA1c und Nüchternblutzucker bestimmen.',
    video_url: null,
    symptoms: ['Schwankender Blutzucker', 'Heißhunger auf Süßes'],
    indications: ['Diabetes-Prävention'],
    micronutrients: ['CHROMIUM', 'MAGNESIUM', 'ZINC'],
    bibliography: [
      'Grant SF, Thorleifsson G, Reynisdottir I, et al. Variant of transcription factor 7-like 2 (TCF7L2) gene confers risk of type 2 diabetes. Nat Genet. 2006;38(3):320-323.',
    ],
  },
  // Genetic risk
  {
    code: 'F5_LEIDEN',
    name: 'Faktor-V-Leiden (F5)',
    category: 'GeneticRisk',
    scalebar_title: 'Thromboserisiko',
    variants: [
      v('F5', 'rs6025', 'A', 'G', 0.02, 'G1691A (Arg506Gln): Resistenz gegen aktiviertes Protein C.'),
    ],
    levels: ADDITIVE,
    texts: {
      good: 'Kein Faktor-V-Leiden.',
      medium:
        'Heterozygoter Faktor-V-Leiden: Thromboserisiko etwa 5- bis 7-fach erhöht; bei Hormontherapie, Operationen und Langstreckenflügen beachten.',
      bad: 'Homozygoter Faktor-V-Leiden: stark erhöhtes Thromboserisiko; hämostaseologische Beratung empfohlen.',
    },
    description:
      'Faktor V der Blutgerinnung wird bei dieser Variante schlechter durch aktiviertes Protein C gehemmt.',
    docinfo: 'APC-Resistenz bestimmen; Beratung vor Einnahme hormoneller Verhütungsmittel.',
    video_url: null,
    symptoms: ['Thrombose in der Vorgeschichte'],
    indications: ['Hormonelle Verhütung', 'Schwangerschaft', 'Operationen'],
    micronutrients: [],
    bibliography: [
      'Bertina RM, Koeleman BP, Koster T, et al. Mutation in blood coagulation factor V associated with resistance to activated protein C. Nature. 1994;369(6475):64-67.',
    ],
  },
  {
    code: 'F2_PROTHROMBIN',
    name: 'Prothrombin-Mutation (F2 G20210A)',
    category: 'GeneticRisk',
    scalebar_title: 'Thromboserisiko',
    variants: [v('F2', 'rs1799963', 'A', 'G', 0.012, 'G20210A: erhöhter Prothrombinspiegel im Blut.')],
    levels: ADDITIVE,
    texts: {
      good: 'Keine Prothrombin-Mutation.',
      medium: 'Heterozygote Prothrombin-Mutation: Thromboserisiko etwa 2- bis 3-fach erhöht.',
      bad: 'Homozygote Prothrombin-Mutation: deutlich erhöhtes Thromboserisiko; hämostaseologische Beratung empfohlen.',
    },
    description: 'Die Variante im Prothrombin-Gen erhöht die Menge an Gerinnungsfaktor II.',
    docinfo: null,
    video_url: null,
    symptoms: ['Thrombose in der Vorgeschichte'],
    indications: ['Hormonelle Verhütung', 'Schwangerschaft'],
    micronutrients: [],
    bibliography: [
      "Poort SR, Rosendaal FR, Reitsma PH, Bertina RM. A common genetic variation in the 3'-untranslated region of the prothrombin gene is associated with elevated plasma prothrombin levels and an increase in venous thrombosis. Blood. 1996;88(10):3698-3703.",
    ],
  },
  {
    code: 'APOE4',
    name: 'Alzheimer-Risiko (APOE ε4)',
    category: 'GeneticRisk',
    scalebar_title: 'Demenzrisiko',
    variants: [v('APOE', 'rs429358', 'C', 'T', 0.14, 'Das C-Allel kennzeichnet APOE ε4.')],
    levels: ADDITIVE,
    texts: {
      good: 'Kein APOE-ε4-Allel.',
      medium:
        'Ein APOE-ε4-Allel: Risiko einer Alzheimer-Erkrankung etwa 3-fach erhöht; Lebensstil (Bewegung, Blutdruck, Blutfette) ist besonders wichtig.',
      bad: 'Zwei APOE-ε4-Allele: deutlich erhöhtes Alzheimer-Risiko; ärztliche Beratung empfohlen.',
    },
    description:
      'APOE ε4 ist der stärkste bekannte genetische Risikofaktor der spät beginnenden Alzheimer-Erkrankung.',
    docinfo: 'Genetische Beratung nach Gendiagnostikgesetz vor Mitteilung des Befunds.',
    video_url: null,
    symptoms: ['Gedächtnisstörungen'],
    indications: ['Familiäre Demenz'],
    micronutrients: ['OMEGA_3', 'VITAMIN_E'],
    bibliography: [CORDER],
  },
  // Fertility
  {
    code: 'MTHFR_FERTILITY',
    name: 'Folatstoffwechsel in der Schwangerschaft (MTHFR C677T)',
    category: 'Fertility',
    scalebar_title: 'Folatversorgung',
    variants: [MTHFR_677],
    levels: ADDITIVE,
    texts: {
      good: 'Folsäure wird normal umgewandelt; die übliche Folsäuregabe vor und in der Schwangerschaft genügt.',
      medium: 'Leicht verminderte Umwandlung; Folat bereits vor der Empfängnis zuführen.',
      bad: 'Deutlich verminderte Umwandlung; aktives Folat (5-MTHF) vor und während der Schwangerschaft ist empfehlenswert.',
    },
    description:
      'Eine gute Folatversorgung senkt das Risiko von Neuralrohrdefekten; die MTHFR-Variante mindert die Umwandlung von Folsäure.',
    docinfo: 'Homocystein bestimmen.',
    video_url: null,
    symptoms: ['Erhöhtes Homocystein'],
    indications: ['Kinderwunsch', 'Schwangerschaft'],
    micronutrients: ['FOLATE', 'VITAMIN_B12', 'IODINE'],
    bibliography: [FROSST],
  },
  {
    code: 'FSHR',
    name: 'FSH-Rezeptor (FSHR Asn680Ser)',
    category: 'Fertility',
    scalebar_title: 'FSH-Empfindlichkeit',
    variants: [
      v(
        'FSHR',
        'rs6166',
        'G',
        'A',
        0.4,
        'Asn680Ser: das G-Allel (Ser) senkt die Empfindlichkeit des Rezeptors für FSH.',
      ),
    ],
    levels: ADDITIVE,
    texts: {
      good: 'Normale Empfindlichkeit der Eierstöcke für FSH.',
      medium: 'Leicht verminderte FSH-Empfindlichkeit.',
      bad: 'Verminderte FSH-Empfindlichkeit: bei einer Stimulationsbehandlung kann mehr FSH nötig sein.',
    },
    description:
      'Der FSH-Rezeptor vermittelt die Wirkung des follikelstimulierenden Hormons auf die Eizellreifung.',
    docinfo: null,
    video_url: null,
    symptoms: ['Unregelmäßiger Zyklus'],
    indications: ['Kinderwunsch', 'Kinderwunschbehandlung'],
    micronutrients: ['FOLATE', 'VITAMIN_D3', 'COENZYME_Q10'],
    bibliography: [
      'Perez Mayorga M, Gromoll J, Behre HM, Gassner C, Nieschlag E, Simoni M. Ovarian response to follicle-stimulating hormone (FSH) stimulation depends on the FSH receptor genotype. J Clin Endocrinol Metab. 2000;85(9):3365-3369.',
    ],
  },
  // Pharmacogenetics (read by phenotype)
  pharmaco(
    'CYP2C19',
    'CYP2C19',
    'Medikamentenabbau CYP2C19',
    [
      v('CYP2C19', 'rs4244285', 'A', 'G', 0.15, '*2: kein Funktionsallel.'),
      v('CYP2C19', 'rs4986893', 'A', 'G', 0.001, '*3: kein Funktionsallel.'),
      v('CYP2C19', 'rs12248560', 'T', 'C', 0.22, '*17: gesteigerte Funktion.'),
    ],
    'CYP2C19 baut u. a. Clopidogrel (Aktivierung), Protonenpumpenhemmer, Citalopram und Voriconazol ab.',
    [
      'Lee CR, Luzum JA, Sangkuhl K, et al. Clinical Pharmacogenetics Implementation Consortium Guideline for CYP2C19 Genotype and Clopidogrel Therapy: 2022 Update. Clin Pharmacol Ther. 2022;112(5):959-967.',
    ],
  ),
  pharmaco(
    'CYP2D6',
    'CYP2D6',
    'Medikamentenabbau CYP2D6',
    [
      v('CYP2D6', 'rs3892097', 'T', 'C', 0.19, '*4: kein Funktionsallel.'),
      v('CYP2D6', 'rs1065852', 'A', 'G', 0.2, '*10: stark verminderte Funktion.'),
      v('CYP2D6', 'rs28371725', 'T', 'C', 0.09, '*41: verminderte Funktion.'),
      v('CYP2D6', 'rs5030655', 'del', 'A', 0.01, '*6: kein Funktionsallel.'),
    ],
    'CYP2D6 verstoffwechselt etwa ein Viertel aller Arzneimittel, u. a. Codein, Tramadol, Tamoxifen, Metoprolol und viele Antidepressiva.',
    [
      'Caudle KE, Sangkuhl K, Whirl-Carrillo M, et al. Standardizing CYP2D6 Genotype to Phenotype Translation: Consensus Recommendations from the Clinical Pharmacogenetics Implementation Consortium and Dutch Pharmacogenetics Working Group. Clin Transl Sci. 2020;13(1):116-124.',
    ],
  ),
  pharmaco(
    'CYP2C9',
    'CYP2C9',
    'Medikamentenabbau CYP2C9',
    [
      v('CYP2C9', 'rs1799853', 'T', 'C', 0.13, '*2: verminderte Funktion.'),
      v('CYP2C9', 'rs1057910', 'C', 'A', 0.07, '*3: kein Funktionsallel.'),
    ],
    'CYP2C9 baut u. a. Warfarin, Phenytoin und NSAR wie Ibuprofen und Celecoxib ab.',
    [
      'Theken KN, Lee CR, Gong L, et al. Clinical Pharmacogenetics Implementation Consortium Guideline (CPIC) for CYP2C9 and Nonsteroidal Anti-Inflammatory Drugs. Clin Pharmacol Ther. 2020;108(2):191-200.',
    ],
  ),
  pharmaco(
    'VKORC1',
    'VKORC1',
    'Empfindlichkeit für Cumarine (VKORC1)',
    [
      v(
        'VKORC1',
        'rs9923231',
        'T',
        'C',
        0.39,
        '-1639G>A: weniger Zielenzym, höhere Empfindlichkeit für Vitamin-K-Antagonisten.',
      ),
    ],
    'VKORC1 ist das Zielenzym der Vitamin-K-Antagonisten (Phenprocoumon, Warfarin).',
    [
      'Johnson JA, Caudle KE, Gong L, et al. Clinical Pharmacogenetics Implementation Consortium (CPIC) Guideline for Pharmacogenetics-Guided Warfarin Dosing: 2017 Update. Clin Pharmacol Ther. 2017;102(3):397-404.',
    ],
  ),
  pharmaco(
    'SLCO1B1',
    'SLCO1B1',
    'Statin-Verträglichkeit (SLCO1B1)',
    [
      v(
        'SLCO1B1',
        'rs4149056',
        'C',
        'T',
        0.16,
        '*5 (521T>C): verminderte Aufnahme von Statinen in die Leber.',
      ),
    ],
    'Der Transporter OATP1B1 nimmt Statine in die Leber auf; verminderte Funktion erhöht das Risiko von Muskelbeschwerden.',
    [
      'Cooper-DeHoff RM, Niemi M, Ramsey LB, et al. The Clinical Pharmacogenetics Implementation Consortium Guideline for SLCO1B1, ABCG2, and CYP2C9 genotypes and Statin-Associated Musculoskeletal Symptoms. Clin Pharmacol Ther. 2022;111(5):1007-1021.',
    ],
  ),
  pharmaco(
    'TPMT',
    'TPMT',
    'Thiopurin-Verträglichkeit (TPMT)',
    [
      v('TPMT', 'rs1142345', 'C', 'T', 0.04, '*3C: kein Funktionsallel.'),
      v('TPMT', 'rs1800460', 'T', 'C', 0.035, '*3B: kein Funktionsallel.'),
      v('TPMT', 'rs1800462', 'G', 'C', 0.002, '*2: kein Funktionsallel.'),
    ],
    'TPMT baut Thiopurine (Azathioprin, Mercaptopurin, Tioguanin) ab; verminderte Aktivität führt zu Knochenmarktoxizität.',
    [
      'Relling MV, Schwab M, Whirl-Carrillo M, et al. Clinical Pharmacogenetics Implementation Consortium Guideline for Thiopurine Dosing Based on TPMT and NUDT15 Genotypes: 2018 Update. Clin Pharmacol Ther. 2019;105(5):1095-1105.',
    ],
  ),
  pharmaco(
    'DPYD',
    'DPYD',
    'Fluoropyrimidin-Verträglichkeit (DPYD)',
    [
      v('DPYD', 'rs3918290', 'T', 'C', 0.006, '*2A: kein Funktionsallel.'),
      v('DPYD', 'rs67376798', 'A', 'T', 0.006, 'c.2846A>T: verminderte Funktion.'),
      v('DPYD', 'rs75017182', 'C', 'G', 0.02, 'HapB3: verminderte Funktion.'),
      v('DPYD', 'rs55886062', 'C', 'A', 0.001, '*13: kein Funktionsallel.'),
    ],
    'DPD baut 5-Fluorouracil und Capecitabin ab; ein Mangel führt zu lebensbedrohlicher Toxizität.',
    [
      'Amstutz U, Henricks LM, Offer SM, et al. Clinical Pharmacogenetics Implementation Consortium (CPIC) Guideline for Dihydropyrimidine Dehydrogenase Genotype and Fluoropyrimidine Dosing: 2017 Update. Clin Pharmacol Ther. 2018;103(2):210-216.',
    ],
  ),
];
