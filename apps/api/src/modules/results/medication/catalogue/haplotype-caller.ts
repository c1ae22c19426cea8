import { GENE_TABLES, type NamedAllele } from './gene-alleles.data.js';

/** The reference haplotype of a gene as a named allele (no variant at any panel position). */
export function referenceOf(gene: string): NamedAllele {
  return { name: GENE_TABLES[gene].reference, variants: [], function: 'normal', value: 1 };
}

/**
 * PharmCAT's preference between diplotypes that explain the same calls: a haplotype scores the
 * number of reported positions its definition fixes (the reference fixes every reported position,
 * another allele its reported variant positions), a diplotype the sum. The higher score needs fewer
 * assumptions: TPMT *1/*3A (reference + two) wins over *3B/*3C (one + one). Positions not reported
 * count for no allele, so alleles that differ only there stay equal (reported as "A oder B").
 */
function score(allele: NamedAllele, observed: Map<string, number>): number {
  if (allele.variants.length === 0) return observed.size;
  return allele.variants.filter((rsId) => observed.has(rsId)).length;
}

const carries = (allele: NamedAllele, rsId: string) => (allele.variants.includes(rsId) ? 1 : 0);

/**
 * Every pair of the gene's haplotypes that explains ALL observed positions exactly (variant allele
 * count per position; positions not reported are free), best score only. Unphased SNP panel: the
 * pair, not the phase, is called. Empty when no pair explains the calls.
 */
export function candidateDiplotypes(
  gene: string,
  observed: Map<string, number>,
): [NamedAllele, NamedAllele][] {
  const haplotypes = [referenceOf(gene), ...GENE_TABLES[gene].alleles];
  const found: { pair: [NamedAllele, NamedAllele]; score: number }[] = [];
  for (let i = 0; i < haplotypes.length; i++)
    for (let j = i; j < haplotypes.length; j++) {
      const [first, second] = [haplotypes[i], haplotypes[j]];
      const explains = [...observed].every(
        ([rsId, count]) => carries(first, rsId) + carries(second, rsId) === count,
      );
      if (explains)
        found.push({ pair: [first, second], score: score(first, observed) + score(second, observed) });
    }
  const best = Math.max(...found.map((candidate) => candidate.score));
  return found.filter((candidate) => candidate.score === best).map((candidate) => candidate.pair);
}

/** Hemizygous (X-linked, one allele per position): every single haplotype that explains the calls. */
export function candidateHaplotypes(gene: string, observed: Map<string, number>): NamedAllele[] {
  const haplotypes = [referenceOf(gene), ...GENE_TABLES[gene].alleles];
  const found = haplotypes.filter((haplotype) =>
    [...observed].every(([rsId, count]) => carries(haplotype, rsId) === count),
  );
  const best = Math.max(...found.map((haplotype) => score(haplotype, observed)));
  return found.filter((haplotype) => score(haplotype, observed) === best);
}

/**
 * DPYD (CPIC 2017, PharmCAT's DPYD rule): when the variants cannot be placed on two defined
 * haplotypes (more than two variant alleles, unphased), the two lowest-function variant alleles count.
 */
export function lowestTwo(gene: string, observed: Map<string, number>): [NamedAllele, NamedAllele] {
  const carried = GENE_TABLES[gene].alleles.flatMap((allele) => {
    const count = Math.min(...allele.variants.map((rsId) => observed.get(rsId) ?? 0));
    return Array.from({ length: count }, () => allele);
  });
  const sorted = [...carried].sort((x, y) => x.value - y.value);
  return [sorted[0] ?? referenceOf(gene), sorted[1] ?? referenceOf(gene)];
}
