/**
 * The pharmacogenetic positions the lab reports. Every variant declares its reference and variant
 * allele on ONE named orientation: the forward (plus) strand of GRCh38, as dbSNP and PharmCAT list
 * them (`pharmcat_positions.vcf` / `<GENE>_translation.json`, PharmGKB/PharmCAT, CPIC definitions
 * v1.31.0). Indels: `-` is the empty allele (a deletion's variant, an insertion's reference).
 *
 * A reported genotype is turned to the forward strand only by the orientation the report declares
 * (`GRCh38+`, `GRCh38-`, or `coding` = the gene's transcript strand, see GENE_STRANDS); it is never complemented
 * on a guess (issue 28: A/T and C/G variants read either way).
 */
export const FORWARD = 'GRCh38+';
/** The reverse strand of GRCh38 (the complement of every forward allele, indels reverse-complemented). */
export const REVERSE = 'GRCh38-';
export const CODING = 'coding';
export type Orientation = typeof FORWARD | typeof REVERSE | typeof CODING;

export interface GeneStrand {
  /** The GRCh38 strand the gene's transcript (the MANE/RefSeq coding sequence) lies on. */
  strand: '+' | '-';
  transcript: string | null;
  /** Where the strand comes from: the forward-strand alleles of PharmCAT against the c. notation of CPIC/PharmVar. */
  source: string;
}

const pharmcat = (gene: string, check: string) =>
  `PharmCAT ${gene}_translation.json / pharmcat_positions.vcf (CPIC v1.31.0): ${check}`;

export const GENE_STRANDS: Record<string, GeneStrand> = {
  CYP2C19: {
    strand: '+',
    transcript: 'NM_000769',
    source: pharmcat('CYP2C19', 'rs4244285 g.G>A = c.681G>A'),
  },
  CYP2C9: { strand: '+', transcript: 'NM_000771', source: pharmcat('CYP2C9', 'rs1799853 g.C>T = c.430C>T') },
  CYP2D6: {
    strand: '-',
    transcript: 'NM_000106',
    source: pharmcat('CYP2D6', 'rs3892097 g.C>T = c.506-1G>A'),
  },
  CYP2B6: { strand: '+', transcript: 'NM_000767', source: pharmcat('CYP2B6', 'rs3745274 g.G>T = c.516G>T') },
  CYP3A5: {
    strand: '-',
    transcript: 'NM_000777',
    source: pharmcat('CYP3A5', 'rs776746 g.T>C = c.219-237A>G (6986A>G)'),
  },
  CYP3A4: {
    strand: '-',
    transcript: 'NM_017460',
    source: pharmcat('CYP3A4', 'rs35599367 g.G>A = c.522-191C>T'),
  },
  CYP4F2: { strand: '-', transcript: 'NM_001082', source: pharmcat('CYP4F2', 'rs2108622 g.C>T = c.1297G>A') },
  DPYD: { strand: '-', transcript: 'NM_000110', source: pharmcat('DPYD', 'rs3918290 g.C>T = c.1905+1G>A') },
  TPMT: { strand: '-', transcript: 'NM_000367', source: pharmcat('TPMT', 'rs1800460 g.C>T = c.460G>A') },
  NUDT15: {
    strand: '+',
    transcript: 'NM_018283',
    source: pharmcat('NUDT15', 'rs116855232 g.C>T = c.415C>T'),
  },
  SLCO1B1: {
    strand: '+',
    transcript: 'NM_006446',
    source: pharmcat('SLCO1B1', 'rs4149056 g.T>C = c.521T>C'),
  },
  UGT1A1: { strand: '+', transcript: 'NM_000463', source: pharmcat('UGT1A1', 'rs4148323 g.G>A = c.211G>A') },
  VKORC1: {
    strand: '-',
    transcript: 'NM_024006',
    source: pharmcat('VKORC1', 'rs9923231 g.C>T = c.-1639G>A'),
  },
  G6PD: { strand: '-', transcript: 'NM_001360016', source: pharmcat('G6PD', 'rs72554664 g.C>T = c.1388G>A') },
};

export interface GeneVariant {
  gene: string;
  rsId: string;
  /** The variant's name in the guideline's notation (HGVS c. on the transcript, legacy name). */
  name: string;
  orientation: typeof FORWARD;
  ref: string;
  alt: string;
  /** Where ref/alt were checked. */
  source: string;
}

const PHARMCAT_VCF = 'PharmCAT pharmcat_positions.vcf (GRCh38.p13)';
const PHARMCAT_G6PD = 'PharmCAT G6PD_translation.json (CPIC v1.31.0)';
const PHARMCAT_CYP2D6 = 'PharmCAT CYP2D6_translation.json (CPIC v1.31.0) / PharmVar CYP2D6';
const DBSNP = 'dbSNP (GRCh38 forward strand); not in PharmCAT (HLA tag SNP)';

const v = (gene: string, rsId: string, name: string, ref: string, alt: string, source = PHARMCAT_VCF) =>
  ({ gene, rsId, name, orientation: FORWARD, ref, alt, source }) satisfies GeneVariant;

export const GENE_VARIANTS: GeneVariant[] = [
  // CYP2C19 (plus strand: forward = coding)
  v('CYP2C19', 'rs4244285', 'c.681G>A (*2)', 'G', 'A'),
  v('CYP2C19', 'rs4986893', 'c.636G>A (*3)', 'G', 'A'),
  v('CYP2C19', 'rs28399504', 'c.1A>G (*4)', 'A', 'G'),
  v('CYP2C19', 'rs56337013', 'c.1297C>T (*5)', 'C', 'T'),
  v('CYP2C19', 'rs72552267', 'c.395G>A (*6)', 'G', 'A'),
  v('CYP2C19', 'rs72558186', 'c.819+2T>A (*7)', 'T', 'A'),
  v('CYP2C19', 'rs41291556', 'c.358T>C (*8)', 'T', 'C'),
  v('CYP2C19', 'rs17884712', 'c.431G>A (*9)', 'G', 'A'),
  v('CYP2C19', 'rs6413438', 'c.680C>T (*10)', 'C', 'T'),
  v('CYP2C19', 'rs12248560', 'c.-806C>T (*17)', 'C', 'T'),
  // CYP2D6 (minus strand; copy number: rsId CNV, genotype = number of gene copies)
  v('CYP2D6', 'rs1065852', 'c.100C>T (100C>T)', 'G', 'A', PHARMCAT_CYP2D6),
  v('CYP2D6', 'rs3892097', 'c.506-1G>A (1846G>A)', 'C', 'T', PHARMCAT_CYP2D6),
  v('CYP2D6', 'rs35742686', 'c.775del (2549delA)', 'T', '-', PHARMCAT_CYP2D6),
  v('CYP2D6', 'rs5030655', 'c.454del (1707delT)', 'A', '-', PHARMCAT_CYP2D6),
  v('CYP2D6', 'rs5030867', 'c.1004A>C (2935A>C)', 'T', 'G', PHARMCAT_CYP2D6),
  v('CYP2D6', 'rs5030865', 'c.505G>T (1758G>T)', 'C', 'A', PHARMCAT_CYP2D6),
  v('CYP2D6', 'rs5030656', 'c.841_843del (2615_2617delAAG)', 'CTT', '-', PHARMCAT_CYP2D6),
  v('CYP2D6', 'rs28371706', 'c.320C>T (1023C>T)', 'G', 'A', PHARMCAT_CYP2D6),
  v('CYP2D6', 'rs59421388', 'c.1012G>A (3183G>A)', 'C', 'T', PHARMCAT_CYP2D6),
  v('CYP2D6', 'rs28371725', 'c.985+39G>A (2988G>A)', 'C', 'T', PHARMCAT_CYP2D6),
  v('CYP2D6', 'rs16947', 'c.886C>T (2850C>T)', 'G', 'A', PHARMCAT_CYP2D6),
  // CYP2C9 (plus strand)
  v('CYP2C9', 'rs1799853', 'c.430C>T (*2)', 'C', 'T'),
  v('CYP2C9', 'rs1057910', 'c.1075A>C (*3)', 'A', 'C'),
  v('CYP2C9', 'rs56165452', 'c.1076T>C (*4)', 'T', 'C'),
  v('CYP2C9', 'rs28371686', 'c.1080C>G (*5)', 'C', 'G'),
  v('CYP2C9', 'rs9332131', 'c.818del (*6)', 'A', '-'),
  v('CYP2C9', 'rs7900194', 'c.449G>A (*8)', 'G', 'A'),
  v('CYP2C9', 'rs28371685', 'c.1003C>T (*11)', 'C', 'T'),
  v('CYP2C9', 'rs9332239', 'c.1465C>T (*12)', 'C', 'T'),
  v('CYP2C9', 'rs72558187', 'c.269T>C (*13)', 'T', 'C'),
  // VKORC1 -1639G>A and CYP4F2*3 (warfarin; both minus strand)
  v('VKORC1', 'rs9923231', 'c.-1639G>A', 'C', 'T'),
  v('CYP4F2', 'rs2108622', 'c.1297G>A (*3)', 'C', 'T'),
  // SLCO1B1 (plus strand)
  v('SLCO1B1', 'rs2306283', 'c.388A>G', 'A', 'G'),
  v('SLCO1B1', 'rs4149056', 'c.521T>C', 'T', 'C'),
  v('SLCO1B1', 'rs4149015', 'c.-910G>A', 'G', 'A'),
  // TPMT (minus strand; *3A = *3B + *3C in cis)
  v('TPMT', 'rs1800462', 'c.238G>C (*2)', 'C', 'G'),
  v('TPMT', 'rs1800460', 'c.460G>A (*3B)', 'C', 'T'),
  v('TPMT', 'rs1142345', 'c.719A>G (*3C)', 'T', 'C'),
  v('TPMT', 'rs1800584', 'c.626-1G>A (*4)', 'C', 'T'),
  // NUDT15 (plus strand; *2 = the insertion + c.415C>T in cis)
  v('NUDT15', 'rs116855232', 'c.415C>T (*3)', 'C', 'T'),
  v('NUDT15', 'rs746071566', 'c.55_56insGAGTCG', '-', 'GGAGTC'),
  // DPYD (minus strand)
  v('DPYD', 'rs3918290', 'c.1905+1G>A (*2A)', 'C', 'T'),
  v('DPYD', 'rs55886062', 'c.1679T>G (*13)', 'A', 'C'),
  v('DPYD', 'rs67376798', 'c.2846A>T', 'T', 'A'),
  v('DPYD', 'rs75017182', 'c.1129-5923C>G (HapB3)', 'G', 'C'),
  v('DPYD', 'rs115232898', 'c.557A>G', 'T', 'C'),
  // UGT1A1 (plus strand; *80 c.-364C>T tags *28)
  v('UGT1A1', 'rs887829', 'c.-364C>T (*80)', 'C', 'T'),
  v('UGT1A1', 'rs4148323', 'c.211G>A (*6)', 'G', 'A'),
  v('UGT1A1', 'rs35350960', 'c.686C>A (*27)', 'C', 'A'),
  // CYP3A5 (minus strand)
  v('CYP3A5', 'rs776746', 'c.219-237A>G (*3)', 'T', 'C'),
  v('CYP3A5', 'rs10264272', 'c.624G>A (*6)', 'C', 'T'),
  v('CYP3A5', 'rs41303343', 'c.1035dup (*7)', '-', 'A'),
  // CYP3A4 (minus strand)
  v('CYP3A4', 'rs35599367', 'c.522-191C>T (*22)', 'G', 'A'),
  // CYP2B6 (plus strand; *6 = 516G>T + 785A>G in cis)
  v('CYP2B6', 'rs3745274', 'c.516G>T', 'G', 'T'),
  v('CYP2B6', 'rs2279343', 'c.785A>G', 'A', 'G'),
  v('CYP2B6', 'rs28399499', 'c.983T>C (*18)', 'T', 'C'),
  // HLA alleles by tag SNPs (forward strand only: no transcript strand applies to a tag)
  v('HLA-B*57:01', 'rs2395029', 'HCP5 tag of HLA-B*57:01', 'T', 'G', DBSNP),
  v('HLA-B*58:01', 'rs9263726', 'PSORS1C1 tag of HLA-B*58:01', 'G', 'A', DBSNP),
  v('HLA-B*15:02', 'rs144012689', 'tag of HLA-B*15:02', 'T', 'A', DBSNP),
  v('HLA-A*31:01', 'rs1061235', 'tag of HLA-A*31:01', 'A', 'T', DBSNP),
  // G6PD (X chromosome, minus strand)
  v('G6PD', 'rs1050828', 'c.202G>A (A- 202A)', 'C', 'T', PHARMCAT_G6PD),
  v('G6PD', 'rs5030868', 'c.563C>T (Mediterranean)', 'G', 'A', PHARMCAT_G6PD),
  v('G6PD', 'rs72554665', 'c.1376G>T (Canton)', 'C', 'A', PHARMCAT_G6PD),
  v('G6PD', 'rs72554664', 'c.1388G>A (Kaiping)', 'C', 'T', PHARMCAT_G6PD),
];

export const VARIANTS_BY_RS = new Map(GENE_VARIANTS.map((variant) => [variant.rsId, variant]));

/** Genes on the X chromosome: one reported allele is a hemizygous call. */
export const X_LINKED = new Set(['G6PD']);
