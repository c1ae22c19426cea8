import { GENE_VARIANTS } from '../../../src/modules/results/medication/catalogue/gene-variants.data.js';
import { interpretMedication } from '../../../src/modules/results/medication/catalogue/medication-rules.js';
import { MEDICATIONS } from '../../../src/modules/results/medication/catalogue/medications.data.js';
import {
  type GenotypeCall,
  phenotypeOf,
  phenotypesOf,
} from '../../../src/modules/results/medication/catalogue/phenotype.js';
import { DNA_MARKERS } from '../../../src/modules/results/dna-analysis/catalogue/dna-markers.data.js';
import {
  desiredProfile,
  geneticResult,
  interpretMarker,
} from '../../../src/modules/results/dna-analysis/catalogue/dna-interpretation.js';

const call = (gene: string, rsId: string, genotype: string): GenotypeCall => ({ gene, rsId, genotype });
const phenotype = (gene: string, calls: GenotypeCall[]) => phenotypeOf(gene, calls)?.phenotype;

function medication(code: string, calls: GenotypeCall[]) {
  const entry = MEDICATIONS.find((candidate) => candidate.code === code)!;
  return interpretMedication([entry.name_de, entry.name_en], entry.rules, phenotypesOf(calls));
}
const results = (code: string, calls: GenotypeCall[]) => {
  const found = medication(code, calls);
  return found && [found.effect.result, found.breakdown.result, found.dosis.result];
};

describe('catalogue size', () => {
  it('has at least 42 medications, 22 DNA markers and about 65 gene variants', () => {
    expect(MEDICATIONS.length).toBeGreaterThanOrEqual(42);
    expect(DNA_MARKERS.length).toBeGreaterThanOrEqual(22);
    expect(GENE_VARIANTS.length).toBeGreaterThanOrEqual(64);
    expect(new Set(MEDICATIONS.map((entry) => entry.code)).size).toBe(MEDICATIONS.length);
    expect(new Set(DNA_MARKERS.map((entry) => entry.code)).size).toBe(DNA_MARKERS.length);
  });
});

describe('CYP2C19 phenotypes (CPIC 2022)', () => {
  it.each([
    ['GG', 'CC', 'NormalMetabolizer'],
    ['GG', 'CT', 'RapidMetabolizer'],
    ['GG', 'TT', 'UltrarapidMetabolizer'],
    ['GA', 'CC', 'IntermediateMetabolizer'],
    ['GA', 'CT', 'IntermediateMetabolizer'],
    ['AA', 'CC', 'PoorMetabolizer'],
  ])('*2 %s, *17 %s → %s', (star2, star17, expected) => {
    expect(
      phenotype('CYP2C19', [call('CYP2C19', 'rs4244285', star2), call('CYP2C19', 'rs12248560', star17)]),
    ).toBe(expected);
  });

  it('reads star diplotypes and slash genotypes alike', () => {
    expect(phenotype('CYP2C19', [call('CYP2C19', 'diplotype', '*2/*3')])).toBe('PoorMetabolizer');
    expect(phenotype('CYP2C19', [call('CYP2C19', 'rs4244285', 'G/A')])).toBe('IntermediateMetabolizer');
  });

  it('is null when no variant of the gene was reported (unknown rs ids ignored)', () => {
    expect(phenotypeOf('CYP2C19', [call('CYP2C19', 'rs999999999', 'AA')])).toBeNull();
    expect(phenotypeOf('CYP2C19', [call('CYP2C19', 'rs4244285', 'XY')])).toBeNull();
  });
});

describe('CYP2D6 activity score (Caudle 2020)', () => {
  it.each([
    [[call('CYP2D6', 'rs3892097', 'CC')], 2, 'NormalMetabolizer'],
    [[call('CYP2D6', 'rs3892097', 'CT')], 1, 'IntermediateMetabolizer'],
    [[call('CYP2D6', 'rs3892097', 'TT')], 0, 'PoorMetabolizer'],
    [[call('CYP2D6', 'rs3892097', 'CT'), call('CYP2D6', 'rs28371725', 'CT')], 0.5, 'IntermediateMetabolizer'],
    [[call('CYP2D6', 'rs28371725', 'CT')], 1.5, 'NormalMetabolizer'],
    [[call('CYP2D6', 'rs1065852', 'AA'), call('CYP2D6', 'rs3892097', 'CC')], 0.5, 'IntermediateMetabolizer'],
    [[call('CYP2D6', 'rs3892097', 'CC'), call('CYP2D6', 'CNV', '3')], 3, 'UltrarapidMetabolizer'],
    [[call('CYP2D6', 'CNV', '0')], 0, 'PoorMetabolizer'],
  ])('%j → score %d, %s', (calls, score, expected) => {
    const found = phenotypeOf('CYP2D6', calls)!;
    expect(found.activityScore).toBe(score);
    expect(found.phenotype).toBe(expected);
  });
});

describe('CYP2C9 activity score', () => {
  it.each([
    ['CC', 'AA', 2, 'NormalMetabolizer'],
    ['CT', 'AA', 1.5, 'IntermediateMetabolizer'],
    ['CC', 'AC', 1, 'IntermediateMetabolizer'],
    ['CT', 'AC', 0.5, 'PoorMetabolizer'],
    ['CC', 'CC', 0, 'PoorMetabolizer'],
  ])('*2 %s, *3 %s → %d %s', (star2, star3, score, expected) => {
    const found = phenotypeOf('CYP2C9', [
      call('CYP2C9', 'rs1799853', star2),
      call('CYP2C9', 'rs1057910', star3),
    ])!;
    expect(found.activityScore).toBe(score);
    expect(found.phenotype).toBe(expected);
  });
});

describe('other genes', () => {
  it('TPMT *3A (both *3B and *3C) counts as one allele', () => {
    expect(phenotype('TPMT', [call('TPMT', 'rs1800460', 'CT'), call('TPMT', 'rs1142345', 'TC')])).toBe(
      'IntermediateMetabolizer',
    );
    expect(phenotype('TPMT', [call('TPMT', 'rs1800460', 'TT'), call('TPMT', 'rs1142345', 'CC')])).toBe(
      'PoorMetabolizer',
    );
  });
  it('VKORC1 reads the coding-strand notation (-1639G>A) only when the call declares it', () => {
    const coding = (genotype: string) => [
      { ...call('VKORC1', 'rs9923231', genotype), orientation: 'coding' },
    ];
    expect(phenotype('VKORC1', coding('AA'))).toBe('PoorMetabolizer');
    expect(phenotype('VKORC1', [call('VKORC1', 'rs9923231', 'CT')])).toBe('IntermediateMetabolizer');
    // Forward strand by default: A is not an allele of rs9923231 (C>T) there, so the call is refused.
    expect(phenotypeOf('VKORC1', [call('VKORC1', 'rs9923231', 'AA')])).toBeNull();
  });
  it('CYP2D6 100C>T alone cannot tell *10 from *4 (nicht bestimmbar)', () => {
    expect(phenotypeOf('CYP2D6', [call('CYP2D6', 'rs1065852', 'GA')])).toMatchObject({
      phenotype: 'Indeterminate',
      diplotype: 'nicht bestimmbar (*1/*4 oder *1/*10)',
    });
  });
  it('HLA tags give carrier status', () => {
    expect(phenotype('HLA-B*57:01', [call('HLA-B', 'rs2395029', 'TG')])).toBe('Positive');
    expect(phenotype('HLA-B*57:01', [call('HLA-B*57:01', 'rs2395029', 'TG')])).toBe('Positive');
    expect(phenotype('HLA-B*57:01', [call('HLA-B*57:01', 'rs2395029', 'TT')])).toBe('Negative');
  });
  it('CYP3A5 *3/*3 is the non-expressor', () => {
    expect(phenotype('CYP3A5', [call('CYP3A5', 'rs776746', 'CC')])).toBe('PoorMetabolizer');
    expect(phenotype('CYP3A5', [call('CYP3A5', 'rs776746', 'TT')])).toBe('NormalMetabolizer');
  });
});

describe('medication interpretations (0 red, 1 yellow, 2 green, 3 yellow)', () => {
  it('clopidogrel by CYP2C19', () => {
    expect(results('CLOPIDOGREL', [call('CYP2C19', 'rs4244285', 'AA')])).toEqual([0, 0, 0]);
    expect(results('CLOPIDOGREL', [call('CYP2C19', 'rs4244285', 'GA')])).toEqual([1, 1, 1]);
    expect(results('CLOPIDOGREL', [call('CYP2C19', 'rs4244285', 'GG')])).toEqual([2, 2, 2]);
    expect(results('CLOPIDOGREL', [call('CYP2C19', 'rs12248560', 'TT')])).toEqual([2, 3, 2]);
  });
  it('codeine by CYP2D6: ultrarapid avoid, poor no effect', () => {
    const ultra = medication('CODEINE', [call('CYP2D6', 'rs3892097', 'CC'), call('CYP2D6', 'CNV', '3')])!;
    expect([ultra.effect.result, ultra.breakdown.result, ultra.dosis.result]).toEqual([3, 3, 0]);
    expect(ultra.dosis.result_text).toBe('Vermeiden');
    expect(results('CODEINE', [call('CYP2D6', 'rs3892097', 'TT')])).toEqual([0, 0, 0]);
  });
  it('omeprazole by CYP2C19: ultrarapid raises the dose', () => {
    expect(results('OMEPRAZOLE', [call('CYP2C19', 'rs12248560', 'TT')])).toEqual([3, 3, 3]);
    expect(results('OMEPRAZOLE', [call('CYP2C19', 'rs4244285', 'AA')])).toEqual([1, 0, 0]);
  });
  it('simvastatin by SLCO1B1', () => {
    const poor = medication('SIMVASTATIN', [call('SLCO1B1', 'rs4149056', 'CC')])!;
    expect(poor.dosis.result).toBe(0);
    expect(poor.dosis.text_de).toContain('Rosuvastatin');
    expect(results('SIMVASTATIN', [call('SLCO1B1', 'rs4149056', 'TC')])).toEqual([1, 1, 1]);
  });
  it('warfarin takes the worst of VKORC1 and CYP2C9', () => {
    const found = medication('WARFARIN', [
      call('VKORC1', 'rs9923231', 'CC'),
      call('CYP2C9', 'rs1057910', 'CC'),
    ])!;
    expect(found.breakdown.result).toBe(0);
    expect(found.effect.result).toBe(1);
    expect(results('WARFARIN', [call('VKORC1', 'rs9923231', 'TT')])).toEqual([0, 2, 0]);
  });
  it('azathioprine by TPMT and NUDT15, abacavir by HLA-B*57:01, tacrolimus by CYP3A5', () => {
    expect(
      results('AZATHIOPRINE', [call('TPMT', 'rs1142345', 'TT'), call('NUDT15', 'rs116855232', 'CT')]),
    ).toEqual([1, 1, 1]);
    expect(results('ABACAVIR', [call('HLA-B*57:01', 'rs2395029', 'TG')])).toEqual([0, 2, 0]);
    expect(results('TACROLIMUS', [call('CYP3A5', 'rs776746', 'CC')])).toEqual([2, 2, 2]);
    expect(results('TACROLIMUS', [call('CYP3A5', 'rs776746', 'TC')])).toEqual([3, 3, 3]);
  });
  it('is null when none of the genes was analysed', () => {
    expect(medication('CLOPIDOGREL', [call('CYP2D6', 'rs3892097', 'TT')])).toBeNull();
    expect(medication('CLOPIDOGREL', [])).toBeNull();
  });
  it('carries chapter texts and both languages', () => {
    const found = medication('CLOPIDOGREL', [call('CYP2C19', 'rs4244285', 'AA')])!;
    expect(found.effect.chapter).toBe('Wirkung');
    expect(found.breakdown.chapter).toBe('Abbau');
    expect(found.dosis.chapter).toBe('Dosis');
    expect(found.dosis.text_en).toContain('prasugrel');
  });
});

describe('DNA marker interpretation', () => {
  const marker = (code: string) => DNA_MARKERS.find((entry) => entry.code === code)!;
  it('counts risk alleles into the marker levels', () => {
    expect(interpretMarker(marker('MTHFR_C677T'), [call('MTHFR', 'rs1801133', 'CC')])!.level).toBe('good');
    expect(interpretMarker(marker('MTHFR_C677T'), [call('MTHFR', 'rs1801133', 'CT')])!.level).toBe('medium');
    const bad = interpretMarker(marker('MTHFR_C677T'), [call('MTHFR', 'rs1801133', 'TT')])!;
    expect(bad).toMatchObject({ level: 'bad', value_text: 'Ungünstig', current_value: 16.5 });
    expect(interpretMarker(marker('LCT'), [call('LCT', 'rs4988235', 'CT')])!.level).toBe('good');
    expect(interpretMarker(marker('MTHFR_C677T'), [])).toBeNull();
  });
  it('reads pharmacogenes by phenotype', () => {
    const found = interpretMarker(marker('CYP2C19'), [call('CYP2C19', 'rs4244285', 'AA')])!;
    expect(found.level).toBe('bad');
    expect(found.value_text).toBe('Langsamer Metabolisierer');
  });
  it('gives genotype frequencies under Hardy-Weinberg', () => {
    expect(desiredProfile(marker('MTHFR_C677T'))[0]).toMatchObject({ genotype: 'CC', population: '42,3 %' });
    expect(geneticResult(marker('MTHFR_C677T'), [call('MTHFR', 'rs1801133', 'TT')])[0].population).toBe(
      '12,2 %',
    );
  });
});
