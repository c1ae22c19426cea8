// Not verified yet: rs12934922, rs2282679, rs174547 (no GRCh38 position with its alleles found in a citable source)
/**
 * HGVS notation of the catalogue's DNA variants (HGVS nomenclature, https://hgvs-nomenclature.org),
 * on the MANE Select transcript (RefSeq NM_) where ClinVar/dbSNP give one, else the genomic GRCh38
 * notation (NC_). `protein` where the variant changes an amino acid. Source: the ClinVar or dbSNP page
 * of the rsID, else the page the notation was checked against (NCBI Medical Genetics Summaries,
 * CPIC/AMP allele tables, GeneBe, a lab's allele table). Where that page gives an older transcript
 * version than MANE Select (rs28371725, rs12248560, TPMT), the notation keeps the version the source
 * gives; `protein` is left out where the source names no NP_ accession.
 */
const VCFQ_GRCH38_FIXTURE =
  'https://github.com/liminalpurple/vcfq/blob/62d85bbd1c5bff224bddcba77179cdb5b7d331fd/internal/cli/nocall_test.go';
const PHARMGKB_VARIANTS =
  'https://github.com/dna-seq/gero-drugs-module/blob/6f5fcd365101e364182019dcef811f7b8aada3b3/variants.tsv';

export const DNA_VARIANT_HGVS: Record<string, { coding: string; protein?: string; source: string }> = {
  // MTHFR
  rs1801133: {
    coding: 'NM_005957.5:c.665C>T',
    protein: 'NP_005948.3:p.Ala222Val',
    source: 'https://www.ncbi.nlm.nih.gov/clinvar/variation/3520/',
  },
  rs1801131: {
    coding: 'NM_005957.5:c.1286A>C',
    protein: 'NP_005948.3:p.Glu429Ala',
    source: 'https://www.ncbi.nlm.nih.gov/clinvar/variation/3521/',
  },
  // APOE
  rs429358: {
    coding: 'NM_000041.4:c.388T>C',
    protein: 'NP_000032.1:p.Cys130Arg',
    source: 'https://www.ncbi.nlm.nih.gov/snp/rs429358',
  },
  rs7412: {
    coding: 'NM_000041.4:c.526C>T',
    protein: 'NP_000032.1:p.Arg176Cys',
    source: 'https://www.ncbi.nlm.nih.gov/clinvar/variation/17848/',
  },
  // HFE
  rs1800562: {
    coding: 'NM_000410.4:c.845G>A',
    protein: 'NP_000401.1:p.Cys282Tyr',
    source: 'https://www.ncbi.nlm.nih.gov/snp/rs1800562',
  },
  rs1799945: {
    coding: 'NM_000410.4:c.187C>G',
    protein: 'NP_000401.1:p.His63Asp',
    source: 'https://genebe.net/variant/hg38/rs1799945',
  },
  // F5, F2
  rs6025: {
    coding: 'NM_000130.5:c.1601G>A',
    protein: 'NP_000121.2:p.Arg534Gln',
    source: 'https://www.ncbi.nlm.nih.gov/clinvar/variation/642/',
  },
  rs1799963: {
    coding: 'NM_000506.5:c.*97G>A',
    source: 'https://www.ncbi.nlm.nih.gov/clinvar/variation/13310/',
  },
  // CYP2C19
  rs4244285: { coding: 'NM_000769.4:c.681G>A', source: 'https://www.ncbi.nlm.nih.gov/snp/rs4244285' },
  rs4986893: {
    coding: 'NM_000769.4:c.636G>A',
    protein: 'NP_000760.1:p.Trp212Ter',
    source: 'https://www.ncbi.nlm.nih.gov/clinvar/RCV000018398/',
  },
  rs12248560: {
    coding: 'NM_000769.2:c.-806C>T',
    source: 'https://pmc.ncbi.nlm.nih.gov/articles/PMC9553948/',
  },
  // CYP2D6
  rs3892097: {
    coding: 'NM_000106.6:c.506-1G>A',
    source: 'https://www.ncbi.nlm.nih.gov/clinvar/RCV000018385/',
  },
  rs1065852: {
    coding: 'NM_000106.6:c.100C>T',
    protein: 'NP_000097.3:p.Pro34Ser',
    source: 'https://www.ncbi.nlm.nih.gov/books/NBK574601/',
  },
  rs28371725: { coding: 'NM_000106.5:c.985+39G>A', source: 'https://www.ncbi.nlm.nih.gov/books/NBK425795/' },
  rs5030655: {
    coding: 'NM_000106.6:c.454del',
    protein: 'NP_000097.3:p.Trp152fs',
    source: 'https://pmc.ncbi.nlm.nih.gov/articles/PMC8579245/',
  },
  // CYP2C9
  rs1799853: {
    coding: 'NM_000771.4:c.430C>T',
    protein: 'NP_000762.2:p.Arg144Cys',
    source: 'https://www.ncbi.nlm.nih.gov/snp/rs1799853',
  },
  rs1057910: {
    coding: 'NM_000771.4:c.1075A>C',
    protein: 'NP_000762.2:p.Ile359Leu',
    source: 'https://www.ncbi.nlm.nih.gov/snp/rs1057910',
  },
  // VKORC1, SLCO1B1
  rs9923231: { coding: 'NM_024006.6:c.-1639G>A', source: 'https://www.ncbi.nlm.nih.gov/snp/rs9923231' },
  rs4149056: {
    coding: 'NM_006446.5:c.521T>C',
    protein: 'NP_006437.3:p.Val174Ala',
    source: 'https://www.ncbi.nlm.nih.gov/snp/rs4149056',
  },
  // TPMT
  rs1142345: { coding: 'NM_000367.4:c.719A>G', source: 'https://anx.no/tpmt-varianter-2/' },
  rs1800460: { coding: 'NM_000367.4:c.460G>A', source: 'https://anx.no/tpmt-varianter-2/' },
  rs1800462: { coding: 'NM_000367.4:c.238G>C', source: 'https://anx.no/tpmt-varianter-2/' },
  // DPYD
  rs3918290: {
    coding: 'NM_000110.4:c.1905+1G>A',
    source: 'https://www.ncbi.nlm.nih.gov/clinvar/RCV000030868/',
  },
  rs55886062: { coding: 'NM_000110.4:c.1679T>G', source: 'https://genebe.net/variant/hg38/rs55886062' },
  // DPYD c.2846A>T and HapB3 c.1129-5923C>G: genomic GRCh38 (NC_000001.11) as given by the CPIC/PharmCAT
  // DPYD allele definition
  rs67376798: {
    coding: 'NC_000001.11:g.97082391T>A',
    source:
      'https://github.com/PharmGKB/PharmCAT/blob/05473404505229ce76493552a56615ff5d3a017a/src/main/resources/org/pharmgkb/pharmcat/definition/alleles/DPYD_translation.json',
  },
  rs75017182: {
    coding: 'NC_000001.11:g.97579893G>C',
    source:
      'https://github.com/PharmGKB/PharmCAT/blob/05473404505229ce76493552a56615ff5d3a017a/src/main/resources/org/pharmgkb/pharmcat/definition/alleles/DPYD_translation.json',
  },
  // MCM6 (LCT -13910C>T), genomic GRCh38
  rs4988235: { coding: 'NC_000002.12:g.135851076G>A', source: 'https://www.ncbi.nlm.nih.gov/snp/rs4988235' },
  // TCF7L2
  rs7903146: {
    coding: 'NM_030756.5:c.382-41435C>T',
    source: 'https://www.cags.org.ae/en/ctga-details/1296/transcription-factor-7-like-2',
  },
  // PPARG Pro12Ala, genomic GRCh38
  rs1801282: { coding: 'NC_000003.12:g.12351626C>G', source: 'https://www.ncbi.nlm.nih.gov/snp/rs1801282' },
  // FUT2 non-secretor (W143X/W154X), genomic GRCh38 (SNPedia record: chr19:48703417, ref G, plus strand)
  rs601338: { coding: 'NC_000019.10:g.48703417G>A', source: 'https://www.snpedia.com/index.php/Rs601338' },
  // From PharmGKB's variant export (variants.tsv, one row per rs id with its HGVS names), on the transcript
  // versions that export names (older than MANE Select where noted by the row's version).
  rs2228570: {
    coding: 'NM_000376.2:c.2T>C',
    protein: 'NP_000367.1:p.Met1Thr',
    source: PHARMGKB_VARIANTS + ' (PA166154531)',
  },
  rs13266634: {
    coding: 'NM_173851.2:c.973C>T',
    protein: 'NP_776250.2:p.Arg325Trp',
    source: PHARMGKB_VARIANTS + ' (PA166157645)',
  },
  rs4680: {
    coding: 'NM_000754.3:c.472G>A',
    protein: 'NP_000745.1:p.Val158Met',
    source: PHARMGKB_VARIANTS + ' (PA166156024)',
  },
  rs9939609: { coding: 'NM_001080432.2:c.46-23525T>A', source: PHARMGKB_VARIANTS + ' (PA166155098)' },
  // Intergenic near MC4R: genomic GRCh38.
  rs17782313: { coding: 'NC_000018.10:g.60183864T>C', source: PHARMGKB_VARIANTS + ' (PA166155330)' },
  // On NM_000024.5, whose reference carries Gln27; the current NM_000024.6 carries Glu27 (ClinVar 17743).
  rs1042714: {
    coding: 'NM_000024.5:c.79C>G',
    protein: 'NP_000015.1:p.Gln27Glu',
    source: PHARMGKB_VARIANTS + ' (PA166156749)',
  },
  rs4994: {
    coding: 'NM_000025.2:c.190T>C',
    protein: 'NP_000016.1:p.Trp64Arg',
    source: PHARMGKB_VARIANTS + ' (PA166157543)',
  },
  // The reference carries Ser680, so HGVS writes the change the other way round than the usual "Asn680Ser".
  rs6166: {
    coding: 'NM_000145.3:c.2039G>A',
    protein: 'NP_000136.2:p.Ser680Asn',
    source: PHARMGKB_VARIANTS + ' (PA166155582)',
  },
  // HLA-DQ2.5 and DQ8 tags, intergenic/intronic: genomic GRCh38, written from the position and alleles the source
  // states (SNPedia: chr6 32638107, minus-strand genotypes A/G = C/T on plus; an Ensembl-derived GRCh38 test
  // fixture: rs2187668 C>T at 32638107, rs7454108 T>C at 32713706, SNPedia's (T;T) common and C tagging DQ8).
  rs2187668: {
    coding: 'NC_000006.12:g.32638107C>T',
    source: 'https://bots.snpedia.com/index.php/Rs2187668',
  },
  rs7454108: {
    coding: 'NC_000006.12:g.32713706T>C',
    source: VCFQ_GRCH38_FIXTURE,
  },
};
