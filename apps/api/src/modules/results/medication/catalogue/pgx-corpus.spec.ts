import { GENE_TABLES } from './gene-alleles.data.js';
import { CODING, FORWARD, GENE_STRANDS, REVERSE, VARIANTS_BY_RS } from './gene-variants.data.js';
import { readGenotype } from './genotype-reading.js';
import { interpretMedication } from './medication-rules.js';
import { MEDICATIONS } from './medications.data.js';
import { type CorpusCase, CORPUS } from './pgx-corpus.data.js';
import { type GenotypeCall, phenotypeOf, phenotypesOf } from './phenotype.js';

const COMPLEMENT: Record<string, string> = { A: 'T', T: 'A', C: 'G', G: 'C' };
const reverseComplement = (allele: string) =>
  allele === '-'
    ? '-'
    : [...allele]
        .reverse()
        .map((base) => COMPLEMENT[base])
        .join('');

/** The case's calls as reported on the forward strand, the reverse strand, or the gene's coding strand. */
function reported(entry: CorpusCase, orientation: string): GenotypeCall[] {
  const reverse =
    orientation === REVERSE || (orientation === CODING && GENE_STRANDS[entry.gene]?.strand === '-');
  return Object.entries(entry.calls).map(([rsId, genotype]) => {
    if (rsId === 'CNV') return { gene: entry.gene, rsId, genotype };
    const alleles = genotype.split('/').map((allele) => (reverse ? reverseComplement(allele) : allele));
    return { gene: entry.gene, rsId, genotype: alleles.join('/'), orientation };
  });
}

function expectCall(entry: CorpusCase, calls: GenotypeCall[]) {
  const found = phenotypeOf(entry.gene, calls);
  expect(found).toMatchObject({ diplotype: entry.diplotype, phenotype: entry.phenotype });
  if (entry.activityScore !== undefined) expect(found?.activityScore).toBe(entry.activityScore);
  if (entry.medication) {
    const medication = MEDICATIONS.find((candidate) => candidate.code === entry.medication!.code)!;
    const result = interpretMedication(
      [medication.name_de, medication.name_en],
      medication.rules,
      phenotypesOf(calls),
    );
    expect(result?.dosis.result).toBe(entry.medication.dosis);
    if (entry.medication.text) expect(result?.dosis.text_de).toContain(entry.medication.text);
  }
}

/** Alleles no declared reading can give: bases outside {ref, alt} on the declared strand. */
function foreign(rsId: string, genotype: string): string {
  const variant = VARIANTS_BY_RS.get(rsId)!;
  const used = new Set([variant.ref, variant.alt]);
  const other = ['A', 'C', 'G', 'T'].find((base) => !used.has(base) && !used.has(COMPLEMENT[base]));
  // A/T or C/G position: every base is ref, alt or a complement of one; a third base still refuses.
  const base = other ?? ['A', 'C', 'G', 'T'].find((candidate) => !used.has(candidate))!;
  return genotype.includes('/') ? `${base}/${base}` : base;
}

describe('pharmacogenetic reference corpus (issue 28)', () => {
  it('has at least 40 cases, each with its source, over every gene with a recommendation', () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(40);
    for (const entry of CORPUS) expect(entry.source.length).toBeGreaterThan(10);
    const genes = new Set(CORPUS.map((entry) => entry.gene));
    for (const gene of ['DPYD', 'TPMT', 'CYP2D6', 'CYP2C19', 'CYP2C9', 'VKORC1', 'SLCO1B1', 'G6PD'])
      expect(genes).toContain(gene);
  });

  describe.each(CORPUS.map((entry) => [entry.title, entry] as const))('%s', (_title, entry) => {
    it(`reads ${entry.diplotype} → ${entry.phenotype} on ${FORWARD}`, () => {
      expectCall(entry, reported(entry, FORWARD));
    });

    it('gives the same call reported on the reverse strand and on the coding strand, each declared', () => {
      expectCall(entry, reported(entry, REVERSE));
      if (GENE_STRANDS[entry.gene]) expectCall(entry, reported(entry, CODING));
    });

    it('refuses a position reported with alleles that are not its own; the other positions still apply', () => {
      const calls = reported(entry, FORWARD);
      const index = calls.findIndex((call) => call.rsId !== 'CNV');
      const refused = { ...calls[index], genotype: foreign(calls[index].rsId, calls[index].genotype) };
      const reading = readGenotype(refused);
      expect(reading).toMatchObject({ kind: 'refused', reason: expect.stringContaining(refused.rsId) });
      const rest = calls.filter((_, position) => position !== index);
      const withRefused = [...rest.slice(0, index), refused, ...rest.slice(index)];
      expect(phenotypeOf(entry.gene, withRefused)).toEqual(phenotypeOf(entry.gene, rest));
    });
  });
});

describe('no silent complement (the issue 28 cases)', () => {
  it('DPYD HapB3 homozygous on the coding strand (c.1129-5923 G/G) is intermediate, not normal', () => {
    const coding = phenotypeOf('DPYD', [
      { gene: 'DPYD', rsId: 'rs75017182', genotype: 'G/G', orientation: CODING },
    ]);
    expect(coding).toMatchObject({ phenotype: 'IntermediateMetabolizer', activityScore: 1 });
    // The same letters declared forward are the reference: orientation decides, not a guess.
    const forward = phenotypeOf('DPYD', [
      { gene: 'DPYD', rsId: 'rs75017182', genotype: 'G/G', orientation: FORWARD },
    ]);
    expect(forward).toMatchObject({ phenotype: 'NormalMetabolizer', activityScore: 2 });
  });

  it('TPMT *2 normal on the coding strand (c.238 G/G) is a normal metaboliser', () => {
    const calls = [{ gene: 'TPMT', rsId: 'rs1800462', genotype: 'G/G', orientation: CODING }];
    expect(phenotypeOf('TPMT', calls)).toMatchObject({ diplotype: '*1/*1', phenotype: 'NormalMetabolizer' });
  });

  it('G6PD Canton carrier (c.1376 T on the coding strand) reads deficient', () => {
    const calls = [{ gene: 'G6PD', rsId: 'rs72554665', genotype: 'T', orientation: CODING }];
    expect(phenotypeOf('G6PD', calls)).toMatchObject({
      diplotype: 'Canton (hemizygot)',
      phenotype: 'Deficient',
    });
  });

  it('a missing orientation is the forward strand (lab exchange docs); an unknown one is refused', () => {
    expect(readGenotype({ gene: 'CYP2C19', rsId: 'rs4244285', genotype: 'GA' })).toMatchObject({
      kind: 'variant',
      altCount: 1,
    });
    expect(
      readGenotype({ gene: 'CYP2C19', rsId: 'rs4244285', genotype: 'GA', orientation: 'minus' }),
    ).toMatchObject({ kind: 'refused', reason: expect.stringContaining('Unbekannte Orientierung') });
  });

  it('refuses one allele outside the X chromosome, unreadable text, a bad copy number and unknown stars', () => {
    const refused = (call: GenotypeCall) => readGenotype(call).kind;
    expect(refused({ gene: 'TPMT', rsId: 'rs1800462', genotype: 'C' })).toBe('refused');
    expect(refused({ gene: 'TPMT', rsId: 'rs1800462', genotype: 'C/G/G' })).toBe('refused');
    expect(refused({ gene: 'CYP2D6', rsId: 'CNV', genotype: '7' })).toBe('refused');
    expect(refused({ gene: 'CYP2C19', rsId: 'diplotype', genotype: '*1/*99' })).toBe('refused');
    expect(refused({ gene: 'HLA-B*57:01', rsId: 'rs2395029', genotype: 'T/G', orientation: CODING })).toBe(
      'refused',
    );
  });

  it('reads indels by the declared strand (CYP2D6*3 2549delA = forward del T)', () => {
    const coding = phenotypeOf('CYP2D6', [
      { gene: 'CYP2D6', rsId: 'rs35742686', genotype: 'A/del', orientation: CODING },
    ]);
    expect(coding).toMatchObject({ diplotype: '*1/*3', activityScore: 1 });
    expect(
      readGenotype({ gene: 'NUDT15', rsId: 'rs746071566', genotype: '-/ins', orientation: FORWARD }),
    ).toMatchObject({ kind: 'variant', altCount: 1 });
  });

  it('every allele definition uses catalogue positions only', () => {
    for (const [gene, table] of Object.entries(GENE_TABLES))
      for (const allele of table.alleles)
        for (const rsId of allele.variants) expect(VARIANTS_BY_RS.get(rsId)?.gene).toBe(gene);
  });
});
