/**
 * The pharmacogenetic variants the lab reports, each the defining SNP of a star allele (PharmVar /
 * CPIC allele definition tables) on the forward strand of GRCh38, with the allele's function as CPIC
 * assigns it. `value` is the allele's activity value (CPIC activity scores; 1 = normal function).
 */
export interface GeneVariant {
  gene: string;
  rsId: string;
  star: string;
  /** The reference (wild-type) allele and the variant allele, as the lab writes them. */
  ref: string;
  alt: string;
  value: number;
  /** Increased function (CYP2C19*17): counts towards rapid metabolism instead of lowering activity. */
  increased?: boolean;
}

const v = (
  gene: string,
  rsId: string,
  star: string,
  ref: string,
  alt: string,
  value: number,
  increased = false,
) => ({ gene, rsId, star, ref, alt, value, ...(increased ? { increased } : {}) }) satisfies GeneVariant;

export const GENE_VARIANTS: GeneVariant[] = [
  // CYP2C19
  v('CYP2C19', 'rs4244285', '*2', 'G', 'A', 0),
  v('CYP2C19', 'rs4986893', '*3', 'G', 'A', 0),
  v('CYP2C19', 'rs28399504', '*4', 'A', 'G', 0),
  v('CYP2C19', 'rs56337013', '*5', 'C', 'T', 0),
  v('CYP2C19', 'rs72552267', '*6', 'G', 'A', 0),
  v('CYP2C19', 'rs72558186', '*7', 'T', 'A', 0),
  v('CYP2C19', 'rs41291556', '*8', 'T', 'C', 0),
  v('CYP2C19', 'rs17884712', '*9', 'G', 'A', 0.5),
  v('CYP2C19', 'rs6413438', '*10', 'C', 'T', 0.5),
  v('CYP2C19', 'rs12248560', '*17', 'C', 'T', 1, true),
  // CYP2D6 (copy number: gene CYP2D6, rsId CNV, genotype = number of gene copies)
  v('CYP2D6', 'rs35742686', '*3', 'A', 'del', 0),
  v('CYP2D6', 'rs3892097', '*4', 'C', 'T', 0),
  v('CYP2D6', 'rs5030655', '*6', 'A', 'del', 0),
  v('CYP2D6', 'rs5030867', '*7', 'T', 'G', 0),
  v('CYP2D6', 'rs5030865', '*8', 'C', 'A', 0),
  v('CYP2D6', 'rs5030656', '*9', 'CTT', 'del', 0.5),
  v('CYP2D6', 'rs1065852', '*10', 'G', 'A', 0.25),
  v('CYP2D6', 'rs201377835', '*11', 'C', 'G', 0),
  v('CYP2D6', 'rs5030862', '*12', 'C', 'T', 0),
  v('CYP2D6', 'rs5030866', '*14', 'C', 'T', 0.5),
  v('CYP2D6', 'rs28371706', '*17', 'G', 'A', 0.5),
  v('CYP2D6', 'rs59421388', '*29', 'C', 'T', 0.5),
  v('CYP2D6', 'rs28371725', '*41', 'C', 'T', 0.5),
  v('CYP2D6', 'rs16947', '*2', 'G', 'A', 1),
  // CYP2C9
  v('CYP2C9', 'rs1799853', '*2', 'C', 'T', 0.5),
  v('CYP2C9', 'rs1057910', '*3', 'A', 'C', 0),
  v('CYP2C9', 'rs56165452', '*4', 'T', 'C', 0.5),
  v('CYP2C9', 'rs28371686', '*5', 'C', 'G', 0.5),
  v('CYP2C9', 'rs9332131', '*6', 'A', 'del', 0),
  v('CYP2C9', 'rs7900194', '*8', 'G', 'A', 0.5),
  v('CYP2C9', 'rs28371685', '*11', 'C', 'T', 0.5),
  v('CYP2C9', 'rs9332239', '*12', 'C', 'T', 0.5),
  v('CYP2C9', 'rs72558187', '*13', 'T', 'C', 0),
  // VKORC1 -1639G>A and CYP4F2*3 (warfarin dose)
  v('VKORC1', 'rs9923231', '-1639A', 'C', 'T', 0),
  v('CYP4F2', 'rs2108622', '*3', 'C', 'T', 0.5),
  // SLCO1B1
  v('SLCO1B1', 'rs4149056', '*5', 'T', 'C', 0),
  v('SLCO1B1', 'rs2306283', '*1B', 'A', 'G', 1),
  v('SLCO1B1', 'rs4149015', '*17', 'G', 'A', 1),
  // TPMT (*3A = *3B + *3C in cis)
  v('TPMT', 'rs1800462', '*2', 'C', 'G', 0),
  v('TPMT', 'rs1800460', '*3B', 'C', 'T', 0),
  v('TPMT', 'rs1142345', '*3C', 'T', 'C', 0),
  v('TPMT', 'rs1800584', '*4', 'C', 'T', 0),
  // NUDT15
  v('NUDT15', 'rs116855232', '*3', 'C', 'T', 0),
  v('NUDT15', 'rs746071566', '*2', 'GGAGTC', 'ins', 0),
  v('NUDT15', 'rs147390019', '*5', 'G', 'A', 0.5),
  // DPYD
  v('DPYD', 'rs3918290', '*2A', 'C', 'T', 0),
  v('DPYD', 'rs55886062', '*13', 'A', 'C', 0),
  v('DPYD', 'rs67376798', 'c.2846A>T', 'T', 'A', 0.5),
  v('DPYD', 'rs75017182', 'HapB3', 'G', 'C', 0.5),
  v('DPYD', 'rs115232898', 'c.557A>G', 'T', 'C', 0.5),
  // UGT1A1 (*28 by its tag SNP rs887829, in near-complete linkage with the TA repeat)
  v('UGT1A1', 'rs887829', '*80 (*28)', 'C', 'T', 0),
  v('UGT1A1', 'rs4148323', '*6', 'G', 'A', 0),
  v('UGT1A1', 'rs35350960', '*27', 'C', 'A', 0),
  // CYP3A5 (the variant alleles are the non-expressors; *1 is the expressor)
  v('CYP3A5', 'rs776746', '*3', 'T', 'C', 0),
  v('CYP3A5', 'rs10264272', '*6', 'C', 'T', 0),
  v('CYP3A5', 'rs41303343', '*7', 'T', 'ins', 0),
  // CYP3A4
  v('CYP3A4', 'rs35599367', '*22', 'G', 'A', 0.5),
  // CYP2B6
  v('CYP2B6', 'rs3745274', '*9 (*6)', 'G', 'T', 0.5),
  v('CYP2B6', 'rs2279343', '*4', 'A', 'G', 1.5, true),
  v('CYP2B6', 'rs28399499', '*18', 'T', 'C', 0),
  // HLA alleles by their tag SNPs (carrier = positive)
  v('HLA-B*57:01', 'rs2395029', 'HLA-B*57:01', 'T', 'G', 0),
  v('HLA-B*58:01', 'rs9263726', 'HLA-B*58:01', 'G', 'A', 0),
  v('HLA-B*15:02', 'rs144012689', 'HLA-B*15:02', 'T', 'A', 0),
  v('HLA-A*31:01', 'rs1061235', 'HLA-A*31:01', 'A', 'T', 0),
  // G6PD (X-linked)
  v('G6PD', 'rs1050828', 'A- (202A)', 'C', 'T', 0),
  v('G6PD', 'rs5030868', 'Mediterranean', 'G', 'A', 0),
  v('G6PD', 'rs137852328', 'Canton', 'C', 'T', 0),
  v('G6PD', 'rs72554665', 'Kaiping', 'C', 'T', 0),
];

export const VARIANTS_BY_RS = new Map(GENE_VARIANTS.map((variant) => [variant.rsId, variant]));
