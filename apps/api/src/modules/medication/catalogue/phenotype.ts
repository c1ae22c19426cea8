import { GENE_VARIANTS, type GeneVariant, VARIANTS_BY_RS } from './gene-variants.data.js';

/** A patient's genotype as the lab reports it: e.g. `A/G`, `AG`, `del/C`, or a copy number for CNV. */
export interface GenotypeCall {
  gene: string;
  rsId: string;
  genotype: string;
}

export type Phenotype =
  | 'PoorMetabolizer'
  | 'IntermediateMetabolizer'
  | 'NormalMetabolizer'
  | 'RapidMetabolizer'
  | 'UltrarapidMetabolizer'
  | 'Positive'
  | 'Negative'
  | 'Deficient';

export interface GenePhenotype {
  gene: string;
  /** e.g. `*1/*2`; for HLA the carrier status. */
  diplotype: string;
  activityScore: number | null;
  phenotype: Phenotype;
}

/** Splits `A/G`, `A|G`, `AG` or `del/C` into its two alleles; null when it cannot be read. */
export function allelesOf(genotype: string): [string, string] | null {
  const text = genotype.trim();
  const parts =
    text.includes('/') || text.includes('|') ? text.split(/[/|]/) : text.length === 2 ? [...text] : [];
  if (parts.length === 1 && parts[0]) return [parts[0], parts[0]];
  if (parts.length !== 2 || !parts[0] || !parts[1]) return null;
  return [parts[0].trim(), parts[1].trim()];
}

const COMPLEMENT: Record<string, string> = { A: 'T', T: 'A', C: 'G', G: 'C' };
const complementOf = (allele: string) => [...allele].map((base) => COMPLEMENT[base] ?? base).join('');

/**
 * How many copies of the variant allele a call carries (0..2); null when the call is unreadable. Labs
 * write some genes on the coding strand (VKORC1 -1639G>A = forward C>T): the complement is accepted
 * when the forward reading does not fit.
 */
export function variantCount(variant: GeneVariant, genotype: string): number | null {
  const alleles = allelesOf(genotype.toUpperCase().replace('DEL', 'del').replace('INS', 'ins'));
  if (!alleles) return null;
  const fits = (pair: string[]) => pair.every((allele) => allele === variant.ref || allele === variant.alt);
  const read = fits(alleles) ? alleles : fits(alleles.map(complementOf)) ? alleles.map(complementOf) : null;
  if (!read) return null;
  return read.filter((allele) => allele === variant.alt).length;
}

/** A star diplotype as some labs report it (`*1/*2`): the variants of its two alleles (`*1` = none). */
function starAlleles(gene: string, genotype: string): GeneVariant[] | null {
  const parts = genotype.split('/').map((part) => part.trim());
  if (parts.length !== 2 || !parts.every((part) => part.startsWith('*'))) return null;
  const variants: GeneVariant[] = [];
  for (const star of parts) {
    if (star === '*1') continue;
    const variant = GENE_VARIANTS.find((candidate) => candidate.gene === gene && candidate.star === star);
    if (!variant) return null;
    variants.push(variant);
  }
  return variants;
}

// Worst first: the two alleles a diplotype is built from are the two least functional variants found
// (each variant assumed on its own haplotype, the usual reading of unphased SNP panels).
const byFunction = (a: GeneVariant, b: GeneVariant) => a.value - b.value;

interface Diplotype {
  alleles: [GeneVariant | null, GeneVariant | null];
  copies: number;
}

function diplotypeOf(gene: string, calls: GenotypeCall[]): Diplotype | null {
  const found: GeneVariant[] = [];
  let read = false;
  let copies = 2;
  for (const call of calls) {
    // rs ids are unique: a call counts for the gene its rs id belongs to, whatever gene name the lab wrote.
    const byRs = VARIANTS_BY_RS.get(call.rsId);
    if (byRs ? byRs.gene !== gene : call.gene !== gene) continue;
    if (call.rsId.toUpperCase() === 'CNV') {
      const number = Number(call.genotype);
      if (Number.isInteger(number) && number >= 0 && number <= 4) copies = number;
      read = true;
      continue;
    }
    const stars = call.genotype.includes('*') ? starAlleles(gene, call.genotype) : null;
    if (stars) {
      read = true;
      found.push(...stars);
      continue;
    }
    const variant = byRs;
    if (!variant) continue;
    const count = variantCount(variant, call.genotype);
    if (count === null) continue;
    read = true;
    for (let index = 0; index < count; index++) found.push(variant);
  }
  if (!read) return null;
  // TPMT*3A: *3B and *3C on one haplotype count once.
  if (gene === 'TPMT') {
    const b = found.filter((variant) => variant.star === '*3B').length;
    const c = found.filter((variant) => variant.star === '*3C').length;
    const paired = Math.min(b, c);
    for (let index = 0; index < paired; index++)
      found.splice(
        found.findIndex((variant) => variant.star === '*3B'),
        1,
      );
  }
  const sorted = [...found].sort(byFunction);
  return { alleles: [sorted[0] ?? null, sorted[1] ?? null], copies };
}

const starOf = (allele: GeneVariant | null) => allele?.star ?? '*1';
const valueOf = (allele: GeneVariant | null) => allele?.value ?? 1;

function diplotypeText(diplotype: Diplotype): string {
  const [first, second] = diplotype.alleles;
  const text = [starOf(first), starOf(second)].sort().join('/');
  if (diplotype.copies === 0) return '*5/*5';
  if (diplotype.copies === 1) return `${starOf(first)}/*5`;
  if (diplotype.copies > 2) return `${text}x${diplotype.copies - 1}`;
  return text;
}

/** CPIC activity score: the sum of the two alleles' values; a duplication multiplies the more active allele. */
function activityScore(diplotype: Diplotype): number {
  const [first, second] = diplotype.alleles;
  if (diplotype.copies === 0) return 0;
  if (diplotype.copies === 1) return valueOf(first);
  const values = [valueOf(first), valueOf(second)].sort((a, b) => b - a);
  return values[0] * Math.max(1, diplotype.copies - 1) + values[1];
}

// CYP2D6 (Caudle et al. 2020): 0 PM, 0.25–1 IM, 1.25–2.25 NM, > 2.25 UM.
function cyp2d6(score: number): Phenotype {
  if (score === 0) return 'PoorMetabolizer';
  if (score <= 1) return 'IntermediateMetabolizer';
  if (score <= 2.25) return 'NormalMetabolizer';
  return 'UltrarapidMetabolizer';
}

// CYP2C9 and DPYD (CPIC): 0–0.5 PM, 1–1.5 IM, 2 NM.
function byTwoAlleleScore(score: number): Phenotype {
  if (score <= 0.5) return 'PoorMetabolizer';
  if (score < 2) return 'IntermediateMetabolizer';
  return 'NormalMetabolizer';
}

// CYP2C19 (CPIC 2022): *17/*17 UM, *1/*17 RM, one no-function allele IM (also with *17), two PM.
function cyp2c19(diplotype: Diplotype): Phenotype {
  const [first, second] = diplotype.alleles;
  const lost = [first, second].filter((allele) => allele && !allele.increased && allele.value < 1).length;
  const increased = [first, second].filter((allele) => allele?.increased).length;
  if (lost === 2) return 'PoorMetabolizer';
  if (lost === 1) return 'IntermediateMetabolizer';
  if (increased === 2) return 'UltrarapidMetabolizer';
  if (increased === 1) return 'RapidMetabolizer';
  return 'NormalMetabolizer';
}

// Genes read by the number of decreased or no-function alleles: none normal, one intermediate, two poor.
function byLostAlleles(diplotype: Diplotype): Phenotype {
  const lost = diplotype.alleles.filter((allele) => allele && !allele.increased && allele.value < 1).length;
  if (lost === 0) return 'NormalMetabolizer';
  return lost === 1 ? 'IntermediateMetabolizer' : 'PoorMetabolizer';
}

// CYP2B6: *6/*6 PM, one *6 or *18 IM, *4 carriers RM/UM.
function cyp2b6(diplotype: Diplotype): Phenotype {
  const lost = diplotype.alleles.filter((allele) => allele && allele.value < 1).length;
  const increased = diplotype.alleles.filter((allele) => allele?.increased).length;
  if (lost === 2) return 'PoorMetabolizer';
  if (lost === 1) return 'IntermediateMetabolizer';
  if (increased === 2) return 'UltrarapidMetabolizer';
  if (increased === 1) return 'RapidMetabolizer';
  return 'NormalMetabolizer';
}

// CYP3A5: two functional *1 alleles = normal (expressor), one = intermediate, none = poor (non-expressor).
function cyp3a5(diplotype: Diplotype): Phenotype {
  return byLostAlleles(diplotype);
}

// VKORC1 -1639G>A: GG normal, GA intermediate (moderately sensitive), AA poor (highly sensitive).
function vkorc1(diplotype: Diplotype): Phenotype {
  return byLostAlleles(diplotype);
}

/** The phenotype of one gene from the patient's calls; null when none of the gene's variants was reported readably. */
export function phenotypeOf(gene: string, calls: GenotypeCall[]): GenePhenotype | null {
  const diplotype = diplotypeOf(gene, calls);
  if (!diplotype) return null;
  if (gene.startsWith('HLA-')) {
    const carrier = diplotype.alleles.some((allele) => allele !== null);
    return {
      gene,
      diplotype: carrier ? `${gene} positiv` : `${gene} negativ`,
      activityScore: null,
      phenotype: carrier ? 'Positive' : 'Negative',
    };
  }
  if (gene === 'G6PD') {
    const deficient = diplotype.alleles.filter((allele) => allele !== null).length;
    // Hemizygous men and homozygous women are deficient; heterozygous women variable (counted deficient, CPIC: avoid high-risk drugs).
    return {
      gene,
      diplotype: diplotypeText(diplotype),
      activityScore: null,
      phenotype: deficient > 0 ? 'Deficient' : 'NormalMetabolizer',
    };
  }
  const score = activityScore(diplotype);
  const phenotype = ((): Phenotype => {
    switch (gene) {
      case 'CYP2D6':
        return cyp2d6(score);
      case 'CYP2C9':
      case 'DPYD':
        return byTwoAlleleScore(score);
      case 'CYP2C19':
        return cyp2c19(diplotype);
      case 'CYP2B6':
        return cyp2b6(diplotype);
      case 'CYP3A5':
        return cyp3a5(diplotype);
      case 'VKORC1':
        return vkorc1(diplotype);
      default:
        return byLostAlleles(diplotype);
    }
  })();
  const scored = gene === 'CYP2D6' || gene === 'CYP2C9' || gene === 'DPYD';
  return { gene, diplotype: diplotypeText(diplotype), activityScore: scored ? score : null, phenotype };
}

/** Phenotypes of every gene the catalogue knows that the calls cover. */
export function phenotypesOf(calls: GenotypeCall[]): Map<string, GenePhenotype> {
  const genes = new Set(GENE_VARIANTS.map((variant) => variant.gene));
  const result = new Map<string, GenePhenotype>();
  for (const gene of genes) {
    const phenotype = phenotypeOf(gene, calls);
    if (phenotype) result.set(gene, phenotype);
  }
  return result;
}
