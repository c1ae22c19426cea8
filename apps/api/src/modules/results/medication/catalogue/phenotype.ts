import { GENE_TABLES, type NamedAllele } from './gene-alleles.data.js';
import { candidateDiplotypes, candidateHaplotypes, lowestTwo, referenceOf } from './haplotype-caller.js';
import { type ReportedGenotype, readGenotype } from './genotype-reading.js';

export { allelesOf } from './genotype-reading.js';

/** A patient's genotype as the lab reported it (with the orientation it declared). */
export type GenotypeCall = ReportedGenotype;

export type Phenotype =
  | 'PoorMetabolizer'
  | 'IntermediateMetabolizer'
  | 'NormalMetabolizer'
  | 'RapidMetabolizer'
  | 'UltrarapidMetabolizer'
  | 'Positive'
  | 'Negative'
  | 'Deficient'
  /** G6PD heterozygous female (CPIC 2022): activity anywhere from normal to deficient. */
  | 'Variable'
  /** The calls allow diplotypes with different phenotypes, or none of the defined ones. */
  | 'Indeterminate';

export interface GenePhenotype {
  gene: string;
  /** e.g. `*1/*4`, `*1/*1x2`, `-1639 GA`, `HLA-B*57:01 positiv`, or `nicht bestimmbar (…)`. */
  diplotype: string;
  activityScore: number | null;
  phenotype: Phenotype;
}

export const NOT_DETERMINABLE = 'nicht bestimmbar';

const SCORED = new Set(['CYP2D6', 'CYP2C9', 'DPYD']);

// CYP2D6 (CPIC 2019 consensus, Caudle 2020): 0 PM, 0.25-1 IM, 1.25-2.25 NM, > 2.25 UM.
function cyp2d6(score: number): Phenotype {
  if (score === 0) return 'PoorMetabolizer';
  if (score < 1.25) return 'IntermediateMetabolizer';
  if (score <= 2.25) return 'NormalMetabolizer';
  return 'UltrarapidMetabolizer';
}

// CYP2C9 (CPIC 2020) and DPYD (CPIC 2017/2024): 0-0.5 PM, 1-1.5 IM, 2 NM.
function twoAlleleScore(score: number): Phenotype {
  if (score <= 0.5) return 'PoorMetabolizer';
  if (score < 2) return 'IntermediateMetabolizer';
  return 'NormalMetabolizer';
}

const count = (alleles: NamedAllele[], ...functions: NamedAllele['function'][]) =>
  alleles.filter((allele) => functions.includes(allele.function)).length;

// CYP2C19 (CPIC 2022 diplotype-phenotype table; "likely" phenotypes counted as the phenotype).
function cyp2c19(alleles: NamedAllele[]): Phenotype {
  const none = count(alleles, 'no');
  const decreased = count(alleles, 'decreased');
  const increased = count(alleles, 'increased');
  if (none === 2 || (none === 1 && decreased === 1)) return 'PoorMetabolizer';
  if (none === 1 || decreased > 0) return 'IntermediateMetabolizer';
  if (increased === 2) return 'UltrarapidMetabolizer';
  if (increased === 1) return 'RapidMetabolizer';
  return 'NormalMetabolizer';
}

// CYP2B6 (CPIC 2019): *4 increased, *6/*9 decreased, *18 no function.
function cyp2b6(alleles: NamedAllele[]): Phenotype {
  const lost = count(alleles, 'no', 'decreased');
  const increased = count(alleles, 'increased');
  if (lost === 2) return 'PoorMetabolizer';
  if (lost === 1) return 'IntermediateMetabolizer';
  if (increased === 2) return 'UltrarapidMetabolizer';
  if (increased === 1) return 'RapidMetabolizer';
  return 'NormalMetabolizer';
}

// TPMT, NUDT15, CYP3A5, UGT1A1, SLCO1B1, VKORC1, CYP4F2, CYP3A4: two functional alleles normal, one intermediate, none poor.
function byFunctionalAlleles(alleles: NamedAllele[]): Phenotype {
  const lost = count(alleles, 'no', 'decreased');
  if (lost === 0) return 'NormalMetabolizer';
  return lost === 1 ? 'IntermediateMetabolizer' : 'PoorMetabolizer';
}

interface Reading {
  phenotype: Phenotype;
  activityScore: number | null;
  diplotype: string;
}

function phenotypeOfAlleles(gene: string, alleles: NamedAllele[], text: string): Reading {
  const score = alleles.reduce((sum, allele) => sum + allele.value, 0);
  const activityScore = SCORED.has(gene) ? score : null;
  const phenotype = ((): Phenotype => {
    if (gene.startsWith('HLA-'))
      return alleles.some((allele) => allele.variants.length) ? 'Positive' : 'Negative';
    switch (gene) {
      case 'CYP2D6':
        return cyp2d6(score);
      case 'CYP2C9':
      case 'DPYD':
        return twoAlleleScore(score);
      case 'CYP2C19':
        return cyp2c19(alleles);
      case 'CYP2B6':
        return cyp2b6(alleles);
      case 'G6PD': {
        const deficient = count(alleles, 'no');
        if (deficient === 0) return 'NormalMetabolizer';
        return deficient === alleles.length ? 'Deficient' : 'Variable';
      }
      default:
        return byFunctionalAlleles(alleles);
    }
  })();
  return { phenotype, activityScore, diplotype: text };
}

function order(gene: string): (a: NamedAllele, b: NamedAllele) => number {
  const names = [GENE_TABLES[gene].reference, ...GENE_TABLES[gene].alleles.map((allele) => allele.name)];
  return (a, b) => names.indexOf(a.name) - names.indexOf(b.name);
}

function diplotypeText(gene: string, pair: NamedAllele[]): string {
  if (gene.startsWith('HLA-'))
    return `${gene} ${pair.some((allele) => allele.variants.length) ? 'positiv' : 'negativ'}`;
  if (gene === 'VKORC1')
    return `-1639 ${[...pair]
      .sort(order(gene))
      .map((allele) => (allele.variants.length ? 'A' : 'G'))
      .join('')}`;
  if (pair.length === 1) return `${pair[0].name} (hemizygot)`;
  return [...pair]
    .sort(order(gene))
    .map((allele) => allele.name)
    .join('/');
}

/** CYP2D6 with a copy number call: deletion (*5) or duplication of one of the two alleles (CPIC). */
function withCopies(pair: [NamedAllele, NamedAllele], copies: number): Reading[] {
  const gene = 'CYP2D6';
  if (copies === 0) return [phenotypeOfAlleles(gene, [], '*5/*5')];
  if (copies === 1) {
    // One copy: the SNP calls look homozygous; the pair is the same haplotype twice.
    if (pair[0].name !== pair[1].name) return [];
    return [phenotypeOfAlleles(gene, [pair[0]], `${pair[0].name}/*5`)];
  }
  if (copies === 2) return [phenotypeOfAlleles(gene, pair, diplotypeText(gene, pair))];
  const [first, second] = [...pair].sort(order(gene));
  const extra = copies - 2;
  const times = (allele: NamedAllele, doubled: boolean) =>
    doubled ? `${allele.name}x${extra + 1}` : allele.name;
  const duplicate = (firstDoubled: boolean) => {
    const doubled = firstDoubled ? first : second;
    const kept = firstDoubled ? second : first;
    return phenotypeOfAlleles(
      gene,
      [kept, ...Array.from({ length: extra + 1 }, () => doubled)],
      `${times(first, firstDoubled)}/${times(second, !firstDoubled)}`,
    );
  };
  return first.name === second.name ? [duplicate(false)] : [duplicate(true), duplicate(false)];
}

function decide(gene: string, readings: Reading[]): GenePhenotype {
  const distinct = new Map(
    readings.map((reading) => [`${reading.phenotype}|${reading.activityScore}`, reading]),
  );
  if (distinct.size === 1) {
    const texts = [...new Set(readings.map((reading) => reading.diplotype))];
    const [only] = distinct.values();
    return {
      gene,
      diplotype: texts.join(' oder '),
      activityScore: only.activityScore,
      phenotype: only.phenotype,
    };
  }
  const texts = readings.map((reading) => reading.diplotype).join(' oder ');
  return {
    gene,
    diplotype: texts ? `${NOT_DETERMINABLE} (${texts})` : NOT_DETERMINABLE,
    activityScore: null,
    phenotype: 'Indeterminate',
  };
}

/** The phenotype of one gene from the patient's calls; null when none of the gene's positions was reported readably. */
export function phenotypeOf(gene: string, calls: GenotypeCall[]): GenePhenotype | null {
  if (!GENE_TABLES[gene]) return null;
  const observed = new Map<string, number>();
  let hemizygous = 0;
  let copies: number | null = null;
  let star: [string, string] | null = null;
  for (const call of calls) {
    const reading = readGenotype(call);
    if (reading.kind === 'variant' && reading.variant.gene === gene) {
      observed.set(reading.variant.rsId, reading.altCount);
      if (reading.hemizygous) hemizygous += 1;
    } else if (reading.kind === 'copies' && reading.gene === gene) copies = reading.copies;
    else if (reading.kind === 'star' && reading.gene === gene) star = reading.alleles;
  }
  if (!observed.size && copies === null && !star) return null;
  if (!observed.size && star) {
    const table = GENE_TABLES[gene];
    const named = star.map(
      (name) => table.alleles.find((allele) => allele.name === name) ?? referenceOf(gene),
    );
    return decide(gene, [phenotypeOfAlleles(gene, named, diplotypeText(gene, named))]);
  }
  if (hemizygous) {
    if (hemizygous !== observed.size) return decide(gene, []);
    const singles = candidateHaplotypes(gene, observed);
    return decide(
      gene,
      singles.map((single) => phenotypeOfAlleles(gene, [single], diplotypeText(gene, [single]))),
    );
  }
  const pairs = candidateDiplotypes(gene, observed);
  if (!pairs.length && gene === 'DPYD') {
    const pair = lowestTwo(gene, observed);
    return decide(gene, [phenotypeOfAlleles(gene, pair, diplotypeText(gene, pair))]);
  }
  if (gene === 'CYP2D6' && copies !== null) {
    const candidates =
      copies === 0 ? [[referenceOf(gene), referenceOf(gene)] as [NamedAllele, NamedAllele]] : pairs;
    return decide(
      gene,
      candidates.flatMap((pair) => withCopies(pair, copies)),
    );
  }
  return decide(
    gene,
    pairs.map((pair) => phenotypeOfAlleles(gene, pair, diplotypeText(gene, pair))),
  );
}

/** Phenotypes of every gene the catalogue knows that the calls cover. */
export function phenotypesOf(calls: GenotypeCall[]): Map<string, GenePhenotype> {
  const result = new Map<string, GenePhenotype>();
  for (const gene of Object.keys(GENE_TABLES)) {
    const phenotype = phenotypeOf(gene, calls);
    if (phenotype) result.set(gene, phenotype);
  }
  return result;
}
