// Citations the blood markers share (docs/decisions/results.md, "Results: blood (issue 13)").
export const THOMAS =
  'Thomas L. (Hrsg.): Labor und Diagnose. Indikation und Bewertung von Laborbefunden für die medizinische Diagnostik. 8. Auflage, TH-Books, Frankfurt/Main 2012.';
export const EFSA_VITAMIN_D =
  'EFSA NDA Panel: Dietary reference values for vitamin D. EFSA Journal 2016;14(10):4547.';
export const ENDOCRINE_SOCIETY_VITAMIN_D =
  'Holick MF et al.: Evaluation, treatment, and prevention of vitamin D deficiency: an Endocrine Society clinical practice guideline. J Clin Endocrinol Metab 2011;96(7):1911–1930.';
export const HERRMANN_B12 =
  'Herrmann W, Obeid R: Causes and early diagnosis of vitamin B12 deficiency. Dtsch Arztebl Int 2008;105(40):680–685.';
export const EFSA_COBALAMIN =
  'EFSA NDA Panel: Scientific Opinion on Dietary Reference Values for cobalamin (vitamin B12). EFSA Journal 2015;13(7):4150.';
export const EFSA_FOLATE =
  'EFSA NDA Panel: Scientific Opinion on Dietary Reference Values for folate. EFSA Journal 2014;12(11):3893.';
export const EFSA_MAGNESIUM =
  'EFSA NDA Panel: Scientific Opinion on Dietary Reference Values for magnesium. EFSA Journal 2015;13(7):4186.';
export const EFSA_ZINC =
  'EFSA NDA Panel: Scientific Opinion on Dietary Reference Values for zinc. EFSA Journal 2014;12(10):3844.';
export const EFSA_SELENIUM =
  'EFSA NDA Panel: Scientific Opinion on Dietary Reference Values for selenium. EFSA Journal 2014;12(10):3846.';
export const EFSA_COPPER =
  'EFSA NDA Panel: Scientific Opinion on Dietary Reference Values for copper. EFSA Journal 2015;13(10):4253.';
export const EFSA_IRON =
  'EFSA NDA Panel: Scientific Opinion on Dietary Reference Values for iron. EFSA Journal 2015;13(10):4254.';
export const EFSA_CALCIUM =
  'EFSA NDA Panel: Scientific Opinion on Dietary Reference Values for calcium. EFSA Journal 2015;13(5):4101.';
export const EFSA_POTASSIUM =
  'EFSA NDA Panel: Dietary reference values for potassium. EFSA Journal 2016;14(10):4592.';
export const EFSA_IODINE =
  'EFSA NDA Panel: Scientific Opinion on Dietary Reference Values for iodine. EFSA Journal 2014;12(5):3660.';
export const EFSA_VITAMIN_A =
  'EFSA NDA Panel: Scientific Opinion on Dietary Reference Values for vitamin A. EFSA Journal 2015;13(3):4028.';
export const EFSA_VITAMIN_E =
  'EFSA NDA Panel: Scientific Opinion on Dietary Reference Values for vitamin E as α-tocopherol. EFSA Journal 2015;13(7):4149.';
export const EFSA_VITAMIN_B6 =
  'EFSA NDA Panel: Dietary Reference Values for vitamin B6. EFSA Journal 2016;14(6):4485.';
export const WHO_FERRITIN =
  'WHO: WHO guideline on use of ferritin concentrations to assess iron status in individuals and populations. Genf: World Health Organization 2020.';
export const HARRIS_OMEGA3 =
  'Harris WS, von Schacky C: The Omega-3 Index: a new risk factor for death from coronary heart disease? Prev Med 2004;39(1):212–220.';
export const REFSUM_HCY =
  'Refsum H et al.: Facts and recommendations about total homocysteine determinations: an expert opinion. Clin Chem 2004;50(1):3–32.';
export const ATA_THYROID =
  'Garber JR et al.: Clinical practice guidelines for hypothyroidism in adults: cosponsored by the American Association of Clinical Endocrinologists and the American Thyroid Association. Thyroid 2012;22(12):1200–1235.';
export const NVL_DIABETES =
  'Bundesärztekammer, KBV, AWMF: Nationale VersorgungsLeitlinie Typ-2-Diabetes, 2. Auflage 2021.';
export const ADA_DIAGNOSIS =
  'American Diabetes Association: Classification and Diagnosis of Diabetes: Standards of Care in Diabetes—2024. Diabetes Care 2024;47(Suppl 1):S20–S42.';
export const AHA_CRP =
  'Pearson TA et al.: Markers of inflammation and cardiovascular disease: a statement for healthcare professionals from the CDC and the AHA. Circulation 2003;107(3):499–511.';
export const ESC_LIPIDS =
  'Mach F et al.: 2019 ESC/EAS Guidelines for the management of dyslipidaemias. Eur Heart J 2020;41(1):111–188.';
export const EAS_LPA =
  'Kronenberg F et al.: Lipoprotein(a) in atherosclerotic cardiovascular disease and aortic stenosis: a European Atherosclerosis Society consensus statement. Eur Heart J 2022;43(39):3925–3946.';
export const KDIGO_CKD =
  'KDIGO 2012 Clinical Practice Guideline for the Evaluation and Management of Chronic Kidney Disease. Kidney Int Suppl 2013;3(1):1–150.';
export const CKD_EPI_2021 =
  'Inker LA et al.: New Creatinine- and Cystatin C-Based Equations to Estimate GFR without Race. N Engl J Med 2021;385(19):1737–1749.';
export const IFCC_LIVER =
  'Ceriotti F et al.: Common reference intervals for aspartate aminotransferase (AST), alanine aminotransferase (ALT) and γ-glutamyl transferase (GGT) in serum. Clin Chem Lab Med 2010;48(11):1593–1601.';
export const EULAR_GOUT =
  'Richette P et al.: 2016 updated EULAR evidence-based recommendations for the management of gout. Ann Rheum Dis 2017;76(1):29–42.';
export const WHO_HAEMOGLOBIN =
  'WHO: Guideline on haemoglobin cutoffs to define anaemia in individuals and populations. Genf: World Health Organization 2024.';
export const ENDOCRINE_SOCIETY_TESTOSTERONE =
  'Bhasin S et al.: Testosterone Therapy in Men With Hypogonadism: An Endocrine Society Clinical Practice Guideline. J Clin Endocrinol Metab 2018;103(5):1715–1744.';
export const MOLYNEUX_Q10 =
  'Molyneux SL et al.: Coenzyme Q10: an independent predictor of mortality in chronic heart failure. J Am Coll Cardiol 2008;52(18):1435–1441.';

// Issue 28: ranges by sex and age (docs/decisions/results.md).
export const ROCHE_TESTOSTERONE =
  'Roche Diagnostics: Elecsys Testosterone II, Methodenblatt 05200067190 (V8), Referenzbereiche: Männer 20–49 J. 8,64–29,0 nmol/l, ≥ 50 J. 6,68–25,7 nmol/l; Frauen 20–49 J. 0,290–1,67 nmol/l, ≥ 50 J. 0,101–1,42 nmol/l.';
export const ROCHE_DHEAS =
  'Roche Diagnostics: Elecsys DHEA-S, Methodenblatt (cobas e), Referenzbereiche nach Geschlecht und Altersgruppe (µmol/l).';
export const VERDONK_ESTRADIOL =
  'Verdonk SJE, Vesper HW, Martens F, Sluss PM, Hillebrand JJ, Heijboer AC: Estradiol reference intervals in women during the menstrual cycle, postmenopausal women and men using an LC-MS/MS method. Clin Chim Acta 2019;495:198–204.';
export const ROCHE_CREATININE =
  'Roche Diagnostics: Creatinine plus ver.2 (CREP2, enzymatisch, IDMS-rückführbar), Methodenblatt cobas c, Referenzbereiche Erwachsene: Männer 59–104 µmol/l, Frauen 45–84 µmol/l.';
export const ROCHE_URIC_ACID =
  'Roche Diagnostics: Uric Acid ver.2 (UA2), Methodenblatt cobas c, Referenzbereiche Erwachsene: Männer 208–428 µmol/l, Frauen 155–357 µmol/l.';
export const ROCHE_IRON =
  'Roche Diagnostics: Iron Gen.2 (IRON2), Methodenblatt cobas c, Referenzbereiche Erwachsene: Männer 11,6–31,3 µmol/l, Frauen 9,0–30,4 µmol/l.';
export const DGKL_ENZYMES =
  'Thomas L, Müller M, Schumann G et al.: Consensus of DGKL and VDGH for interim reference intervals on enzymes in serum (IFCC, 37 °C). J Lab Med 2005;29(5):301–308.';
export const KDIGO_CKD_2024 =
  'KDIGO 2024 Clinical Practice Guideline for the Evaluation and Management of Chronic Kidney Disease. Kidney Int 2024;105(4S):S117–S314.';
export const DELANAYE_AGE_CKD =
  'Delanaye P, Jager KJ, Bökenkamp A et al.: CKD: A Call for an Age-Adapted Definition. J Am Soc Nephrol 2019;30(10):1785–1805.';
export const ALBERTI_METABOLIC_SYNDROME =
  'Alberti KGMM et al.: Harmonizing the metabolic syndrome (IDF, NHLBI, AHA, WHF, IAS, IASO). Circulation 2009;120(16):1640–1645.';
export const OPTIMAL_SIGN_OFF =
  'Optimalbereich: interne Festlegung des Portals (keine Leitlinie), ärztliche Freigabe ausstehend.';
