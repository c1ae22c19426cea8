// Not verified yet: OMEGA3_INDEX (no LOINC code for EPA+DHA as % of the red cells' fatty acids was found in a citable source)

/**
 * LOINC codes of the blood markers (LOINC, Regenstrief Institute; https://loinc.org). Per marker the codes a lab's
 * method reports, the first for the marker's own unit (its LOINC property: SCnc for mol/l units, MCnc for mass
 * per volume, CCnc for U/l, NFr/MFr for %, NCnc for counts, ...), further ones where labs report the other
 * property or another specimen. `source`: where each code was checked.
 *
 * Most codes were checked against a LOINC Top 2000 table export (code, long name, short name, class) kept in a
 * public Elexis test database; the further codes of a marker were cross-checked by long name in public FHIR value
 * sets and lab code mappings and, for mass/substance pairs, in the MIRACUM LOINC conversion table
 * (https://github.com/miracum/loinc-conversion, data/conversion.tsv). Every code passes the mod-10 check digit.
 */
const ELEXIS_LOINC_TOP2000 =
  'https://github.com/ngiger/elexis-jubula/blob/5b7079c92711afba1a7f7837bd49af3ff99fb548/' +
  'jubula-tests/rsc/db/postgresql/simpel.sql';
const NAPKON_GECCO_LAB =
  'https://github.com/BIH-CEI/napkon-geccoplus/blob/2fe0f8dcba70197ef6f8955954fd4345d1b5150d/' +
  'input/fsh/geccoplus/vs-laboratory-diagnostics.fsh';
const HL7_PDDI_MAGNESIUM = 'https://hl7.org/fhir/uv/pddi/en/ValueSet-valueset-magnesium-LOINC.html';
const HL7_CH_LAB_CKD_EPI =
  'https://build.fhir.org/ig/hl7ch/ch-lab-report/ValueSet-observation-code-cdk-epi-2009.xml.html';
// Labs' public test catalogues: the code of the total 25-OH vitamin D (D2+D3). No citable source gave a
// D2+D3 code in Moles/volume; 14635-7 is D3 alone and is not used. With the mass code the export sends ng/mL
// (`unit`), converted from our nmol/l.
const VITAMIN_D_TOTAL_62292_8 = 'https://mercyonedubuque.testcatalog.org/show/419-1';
// Whole-blood magnesium: 21377-7 (Magnesium [Mass/volume] in Blood) in Synthea's cardiac labs, paired with
// 2593-2 (mmol/l, the same analyte and system) by the MIRACUM conversion table.
const MAGNESIUM_BLOOD =
  'https://github.com/miracum/loinc-conversion/blob/048031a3508827f953df4256f6c54241890e7cd4/data/conversion.tsv';
// 1823-4, Alpha tocopherol [Mass/volume] in Serum or Plasma; no citable source gave the Moles/volume code.
const ALPHA_TOCOPHEROL_1823_4 =
  'https://github.com/phenopackets/phenopacket-tools/blob/b038d7c68fcf6cce7983135411d7a1bfecd30fa0/' +
  'phenopacket-tools-cli/src/main/java/org/phenopackets/phenopackettools/cli/examples/AtaxiaWithVitaminEdeficiency.java';
// ARUP's pyridoxal 5'-phosphate test (serum/plasma, nmol/l) reports 62236-5.
const PLP_62236_5 = 'https://ltd.aruplab.com/Tests/Pub/0080111';
const HOLO_TC_72160_5 = 'https://www.healthassure.in/codes/loinc-72160-5-holo-transcobalamin-ii-s-molesvol';

/**
 * `unit`: the UCUM unit of the first code where that code is not for the marker's own unit (only a mass code was
 * found for a marker kept in moles): the FHIR export sends the value converted to it.
 */
export const BLOOD_MARKER_LOINC: Record<string, { codes: string[]; unit?: string; source: string }> = {
  FERRITIN: { codes: ['2276-4'], source: ELEXIS_LOINC_TOP2000 },
  VITAMIN_B12: { codes: ['14685-2', '2132-9'], source: ELEXIS_LOINC_TOP2000 },
  HOLO_TC: { codes: ['72160-5'], source: HOLO_TC_72160_5 },
  FOLATE: { codes: ['14732-2', '2284-8'], source: ELEXIS_LOINC_TOP2000 },
  MAGNESIUM_S: { codes: ['2601-3', '19123-9'], source: HL7_PDDI_MAGNESIUM },
  ZINC: { codes: ['14955-9', '5763-8'], source: ELEXIS_LOINC_TOP2000 },
  SELENIUM: { codes: ['5724-0', '25521-6'], source: ELEXIS_LOINC_TOP2000 },
  COPPER: { codes: ['14665-4', '5631-7'], source: ELEXIS_LOINC_TOP2000 },
  HOMOCYSTEINE: { codes: ['13965-9', '2428-1'], source: ELEXIS_LOINC_TOP2000 },
  TSH: { codes: ['3016-3', '11580-8'], source: ELEXIS_LOINC_TOP2000 },
  FT3: { codes: ['14928-6', '3051-0'], source: ELEXIS_LOINC_TOP2000 },
  FT4: { codes: ['14920-3', '3024-7'], source: ELEXIS_LOINC_TOP2000 },
  HBA1C: { codes: ['4548-4', '17856-6', '59261-8'], source: ELEXIS_LOINC_TOP2000 },
  GLUCOSE_FASTING: { codes: ['14771-0', '1558-6'], source: ELEXIS_LOINC_TOP2000 },
  INSULIN_FASTING: { codes: ['20448-7', '14796-7'], source: ELEXIS_LOINC_TOP2000 },
  CRP: { codes: ['1988-5'], source: ELEXIS_LOINC_TOP2000 },
  HSCRP: { codes: ['30522-7'], source: ELEXIS_LOINC_TOP2000 },
  CHOLESTEROL_TOTAL: { codes: ['14647-2', '2093-3'], source: ELEXIS_LOINC_TOP2000 },
  LDL: {
    codes: ['22748-8', '39469-2', '69419-0', '2089-1', '13457-7', '18262-6'],
    source: NAPKON_GECCO_LAB,
  },
  HDL: { codes: ['14646-4', '2085-9'], source: NAPKON_GECCO_LAB },
  TRIGLYCERIDES: { codes: ['14927-8', '2571-8'], source: ELEXIS_LOINC_TOP2000 },
  LPA: { codes: ['43583-4', '10835-7'], source: ELEXIS_LOINC_TOP2000 },
  IRON: { codes: ['14798-3', '2498-4'], source: ELEXIS_LOINC_TOP2000 },
  TRANSFERRIN: { codes: ['3034-6', '22674-6'], source: ELEXIS_LOINC_TOP2000 },
  TRANSFERRIN_SATURATION: { codes: ['2502-3', '14801-5'], source: ELEXIS_LOINC_TOP2000 },
  CALCIUM: { codes: ['2000-8', '17861-6'], source: ELEXIS_LOINC_TOP2000 },
  POTASSIUM: { codes: ['2823-3'], source: ELEXIS_LOINC_TOP2000 },
  SODIUM: { codes: ['2951-2'], source: ELEXIS_LOINC_TOP2000 },
  CREATININE: { codes: ['14682-9', '2160-0'], source: NAPKON_GECCO_LAB },
  EGFR: { codes: ['62238-1', '98979-8'], source: HL7_CH_LAB_CKD_EPI },
  ALT: { codes: ['1742-6'], source: ELEXIS_LOINC_TOP2000 },
  AST: { codes: ['1920-8'], source: ELEXIS_LOINC_TOP2000 },
  GGT: { codes: ['2324-2'], source: ELEXIS_LOINC_TOP2000 },
  URIC_ACID: { codes: ['14933-6', '3084-1'], source: ELEXIS_LOINC_TOP2000 },
  HAEMOGLOBIN: { codes: ['718-7'], source: ELEXIS_LOINC_TOP2000 },
  HAEMATOCRIT: { codes: ['4544-3', '20570-8'], source: ELEXIS_LOINC_TOP2000 },
  MCV: { codes: ['787-2', '30428-7'], source: ELEXIS_LOINC_TOP2000 },
  LEUKOCYTES: { codes: ['6690-2', '26464-8'], source: ELEXIS_LOINC_TOP2000 },
  PLATELETS: { codes: ['777-3', '26515-7'], source: ELEXIS_LOINC_TOP2000 },
  CORTISOL: { codes: ['14675-3', '14679-5', '2143-6'], source: ELEXIS_LOINC_TOP2000 },
  DHEA_S: { codes: ['14688-6', '2191-5'], source: ELEXIS_LOINC_TOP2000 },
  TESTOSTERONE: { codes: ['14913-8', '2986-8'], source: ELEXIS_LOINC_TOP2000 },
  ESTRADIOL: { codes: ['14715-7', '2243-4'], source: ELEXIS_LOINC_TOP2000 },
  COENZYME_Q10: { codes: ['27923-2'], source: ELEXIS_LOINC_TOP2000 },
  VITAMIN_A: { codes: ['14905-4'], source: ELEXIS_LOINC_TOP2000 },
  VITAMIN_D_25OH: { codes: ['62292-8'], unit: 'ng/mL', source: VITAMIN_D_TOTAL_62292_8 },
  MAGNESIUM_WB: { codes: ['2593-2', '21377-7'], source: MAGNESIUM_BLOOD },
  VITAMIN_E: { codes: ['1823-4'], unit: 'mg/L', source: ALPHA_TOCOPHEROL_1823_4 },
  VITAMIN_B6: { codes: ['62236-5'], source: PLP_62236_5 },
};
