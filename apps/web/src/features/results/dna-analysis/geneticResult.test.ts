import { describe, expect, it } from 'vitest';
import { groupByGene, matchesResult, splitGeneName } from './geneticResult';

describe('genetic result', () => {
  it('splits the gene from the rs id', () => {
    expect(splitGeneName('MTHFR rs1801133')).toEqual({ gene: 'MTHFR', rsId: 'rs1801133' });
    expect(splitGeneName('FTO (rs9939609)')).toEqual({ gene: 'FTO', rsId: 'rs9939609' });
    expect(splitGeneName('APOE')).toEqual({ gene: 'APOE', rsId: null });
  });

  it('groups the variants by gene in their order', () => {
    const groups = groupByGene([
      { id: '1', name: 'MTHFR rs1801133', genotype: 'CT' },
      { id: '2', name: 'FTO rs9939609', genotype: 'AA' },
      { id: '3', name: 'MTHFR rs1801131', genotype: 'AA' },
    ]);
    expect(groups.map((group) => [group.gene, group.rows.map((row) => row.rsId)])).toEqual([
      ['MTHFR', ['rs1801133', 'rs1801131']],
      ['FTO', ['rs9939609']],
    ]);
  });

  it('tells a profile that matches the result', () => {
    const result = [{ id: '1', name: 'MTHFR rs1801133', genotype: 'CT' }];
    expect(matchesResult({ id: '9', name: 'MTHFR rs1801133', genotype: 'CT' }, result)).toBe(true);
    expect(matchesResult({ id: '9', name: 'MTHFR rs1801133', genotype: 'TT' }, result)).toBe(false);
  });
});
