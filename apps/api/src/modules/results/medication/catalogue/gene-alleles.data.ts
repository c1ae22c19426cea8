/**
 * Haplotypes (star alleles) as sets of variant alleles, restricted to the positions of our panel
 * (GENE_VARIANTS): an allele carries the variant allele at exactly the listed rs ids and the
 * reference everywhere else. Definitions from the CPIC/PharmVar allele definition tables as PharmCAT
 * publishes them (`<GENE>_translation.json`, CPIC v1.31.0); functions and activity values from the
 * CPIC allele functionality tables (guideline and year per gene in GENE_TABLES).
 */
export type AlleleFunction = 'normal' | 'increased' | 'decreased' | 'no';

export interface NamedAllele {
  name: string;
  /** rs ids at which this haplotype carries the variant allele. */
  variants: string[];
  function: AlleleFunction;
  /** CPIC activity value where the gene is scored (CYP2D6, CYP2C9, DPYD). */
  value: number;
}

export interface GeneTable {
  /** The reference haplotype's name (no variant at any panel position). */
  reference: string;
  alleles: NamedAllele[];
  /** The tables this gene's alleles, functions and phenotypes come from. */
  source: string;
}

const a = (name: string, variants: string[], fn: AlleleFunction, value?: number): NamedAllele => ({
  name,
  variants,
  function: fn,
  value: value ?? (fn === 'normal' ? 1 : fn === 'no' ? 0 : fn === 'decreased' ? 0.5 : 1),
});

export const GENE_TABLES: Record<string, GeneTable> = {
  CYP2D6: {
    reference: '*1',
    alleles: [
      a('*2', ['rs16947'], 'normal', 1),
      a('*3', ['rs35742686'], 'no', 0),
      // *4 carries 100C>T (rs1065852) as well: a true *1/*4 is not *10/*4 (issue 28).
      a('*4', ['rs1065852', 'rs3892097'], 'no', 0),
      a('*6', ['rs5030655'], 'no', 0),
      a('*7', ['rs5030867'], 'no', 0),
      a('*8', ['rs5030865', 'rs16947'], 'no', 0),
      a('*9', ['rs5030656'], 'decreased', 0.5),
      a('*10', ['rs1065852'], 'decreased', 0.25),
      a('*17', ['rs28371706', 'rs16947'], 'decreased', 0.5),
      a('*29', ['rs59421388', 'rs16947'], 'decreased', 0.5),
      a('*41', ['rs28371725', 'rs16947'], 'decreased', 0.5),
    ],
    source:
      'PharmVar CYP2D6 core alleles via PharmCAT CYP2D6_translation.json (CPIC v1.31.0); activity values: CPIC CYP2D6 allele functionality table and Caudle KE et al., Clin Transl Sci 2020;13:116-124 (*10 = 0.25); phenotypes: CPIC CYP2D6 diplotype-phenotype table (2019 consensus)',
  },
  CYP2C19: {
    reference: '*1',
    alleles: [
      a('*2', ['rs4244285'], 'no'),
      a('*3', ['rs4986893'], 'no'),
      a('*4', ['rs28399504'], 'no'),
      a('*5', ['rs56337013'], 'no'),
      a('*6', ['rs72552267'], 'no'),
      a('*7', ['rs72558186'], 'no'),
      a('*8', ['rs41291556'], 'no'),
      a('*9', ['rs17884712'], 'decreased'),
      a('*10', ['rs6413438'], 'decreased'),
      a('*17', ['rs12248560'], 'increased', 1.5),
    ],
    source:
      'PharmCAT CYP2C19_translation.json (CPIC v1.31.0); CPIC CYP2C19 allele functionality and diplotype-phenotype tables (Lee CR et al., Clin Pharmacol Ther 2022;112:959-967)',
  },
  CYP2C9: {
    reference: '*1',
    alleles: [
      a('*2', ['rs1799853'], 'decreased', 0.5),
      a('*3', ['rs1057910'], 'no', 0),
      a('*4', ['rs56165452'], 'decreased', 0.5),
      a('*5', ['rs28371686'], 'decreased', 0.5),
      a('*6', ['rs9332131'], 'no', 0),
      a('*8', ['rs7900194'], 'decreased', 0.5),
      a('*11', ['rs28371685'], 'decreased', 0.5),
      a('*12', ['rs9332239'], 'decreased', 0.5),
      a('*13', ['rs72558187'], 'no', 0),
    ],
    source:
      'PharmCAT CYP2C9_translation.json (CPIC v1.31.0); CPIC CYP2C9 allele functionality table and activity score (Theken KN et al., Clin Pharmacol Ther 2020;108:191-200)',
  },
  DPYD: {
    reference: 'Reference',
    alleles: [
      a('c.1905+1G>A (*2A)', ['rs3918290'], 'no', 0),
      a('c.1679T>G (*13)', ['rs55886062'], 'no', 0),
      a('c.2846A>T', ['rs67376798'], 'decreased', 0.5),
      a('c.1129-5923C>G (HapB3)', ['rs75017182'], 'decreased', 0.5),
      a('c.557A>G', ['rs115232898'], 'decreased', 0.5),
    ],
    source:
      'PharmCAT DPYD_translation.json (CPIC v1.31.0); CPIC DPYD allele functionality table and activity score (Amstutz U et al., Clin Pharmacol Ther 2018;103:210-216; 2024 update: activity score 1 and 1.5 = intermediate)',
  },
  TPMT: {
    reference: '*1',
    alleles: [
      a('*2', ['rs1800462'], 'no'),
      a('*3A', ['rs1800460', 'rs1142345'], 'no'),
      a('*3B', ['rs1800460'], 'no'),
      a('*3C', ['rs1142345'], 'no'),
      a('*4', ['rs1800584'], 'no'),
    ],
    source:
      'PharmCAT TPMT_translation.json (CPIC v1.31.0); CPIC TPMT allele functionality and diplotype-phenotype tables (Relling MV et al., Clin Pharmacol Ther 2019;105:1095-1105)',
  },
  NUDT15: {
    reference: '*1',
    alleles: [a('*2', ['rs746071566', 'rs116855232'], 'no'), a('*3', ['rs116855232'], 'no')],
    source:
      'PharmCAT NUDT15_translation.json (CPIC v1.31.0); CPIC NUDT15 allele functionality table (Relling MV et al., Clin Pharmacol Ther 2019;105:1095-1105)',
  },
  SLCO1B1: {
    reference: '*1',
    alleles: [
      a('*37', ['rs2306283'], 'normal'),
      a('*5', ['rs4149056'], 'decreased'),
      a('*15', ['rs2306283', 'rs4149056'], 'decreased'),
      a('*17', ['rs4149015', 'rs2306283', 'rs4149056'], 'decreased'),
    ],
    source:
      'PharmCAT SLCO1B1_translation.json (CPIC v1.31.0); CPIC SLCO1B1 allele functionality and diplotype-phenotype tables (Cooper-DeHoff RM et al., Clin Pharmacol Ther 2022;111:1007-1021)',
  },
  VKORC1: {
    reference: '-1639G',
    alleles: [a('-1639A', ['rs9923231'], 'decreased')],
    source:
      'PharmCAT VKORC1_translation.json (CPIC v1.31.0); CPIC warfarin guideline (Johnson JA et al., Clin Pharmacol Ther 2017;102:397-404): -1639 GG / GA / AA',
  },
  CYP4F2: {
    reference: '*1',
    alleles: [a('*3', ['rs2108622'], 'decreased')],
    source:
      'PharmCAT CYP4F2_translation.json (CPIC v1.31.0); CPIC warfarin guideline 2017 (CYP4F2*3: dose +5-10 %)',
  },
  CYP3A5: {
    reference: '*1',
    alleles: [a('*3', ['rs776746'], 'no'), a('*6', ['rs10264272'], 'no'), a('*7', ['rs41303343'], 'no')],
    source:
      'PharmCAT CYP3A5_translation.json (CPIC v1.31.0); CPIC CYP3A5 tables (Birdwell KA et al., Clin Pharmacol Ther 2015;98:19-24)',
  },
  CYP3A4: {
    reference: '*1',
    alleles: [a('*22', ['rs35599367'], 'decreased')],
    source:
      'PharmCAT CYP3A4_translation.json (CPIC v1.31.0); DPWG tacrolimus/CYP3A4 (no CPIC phenotype table)',
  },
  UGT1A1: {
    reference: '*1',
    alleles: [
      a('*80', ['rs887829'], 'decreased'),
      a('*6', ['rs4148323'], 'decreased'),
      a('*27', ['rs35350960'], 'decreased'),
    ],
    source:
      'PharmCAT UGT1A1_translation.json (CPIC v1.31.0); CPIC UGT1A1 allele functionality table (Gammal RS et al., Clin Pharmacol Ther 2016;99:363-369; *80 as the tag of *28)',
  },
  CYP2B6: {
    reference: '*1',
    alleles: [
      a('*4', ['rs2279343'], 'increased', 1.5),
      a('*6', ['rs3745274', 'rs2279343'], 'decreased'),
      a('*9', ['rs3745274'], 'decreased'),
      a('*18', ['rs28399499'], 'no'),
    ],
    source:
      'PharmCAT CYP2B6_translation.json (CPIC v1.31.0); CPIC CYP2B6 tables (Desta Z et al., Clin Pharmacol Ther 2019;106:726-733)',
  },
  G6PD: {
    reference: 'B (Referenz)',
    alleles: [
      a('A- 202A_376G', ['rs1050828'], 'no'),
      a('Mediterranean', ['rs5030868'], 'no'),
      a('Canton', ['rs72554665'], 'no'),
      a('Kaiping', ['rs72554664'], 'no'),
    ],
    source:
      'PharmCAT G6PD_translation.json (CPIC v1.31.0); CPIC G6PD allele table and phenotypes (Gammal RS et al., Clin Pharmacol Ther 2023;113:973-985): deficient alleles (WHO class I-III)',
  },
  'HLA-B*57:01': {
    reference: 'negativ',
    alleles: [a('positiv', ['rs2395029'], 'no')],
    source: 'Tag SNP (de Bakker PIW et al., Nat Genet 2006;38:1166-1172); CPIC abacavir 2014',
  },
  'HLA-B*58:01': {
    reference: 'negativ',
    alleles: [a('positiv', ['rs9263726'], 'no')],
    source: 'Tag SNP (Tohkin M et al., Pharmacogenomics J 2013;13:60-69); CPIC allopurinol 2015',
  },
  'HLA-B*15:02': {
    reference: 'negativ',
    alleles: [a('positiv', ['rs144012689'], 'no')],
    source: 'Tag SNP (de Bakker PIW et al. 2006); CPIC carbamazepine 2017',
  },
  'HLA-A*31:01': {
    reference: 'negativ',
    alleles: [a('positiv', ['rs1061235'], 'no')],
    source: 'Tag SNP (McCormack M et al., N Engl J Med 2011;364:1134-1143); CPIC carbamazepine 2017',
  },
};
