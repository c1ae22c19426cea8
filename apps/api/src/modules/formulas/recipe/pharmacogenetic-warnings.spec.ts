import type { GenePhenotype, Phenotype } from '../../results/medication/catalogue/phenotype.js';
import { pharmacogeneticWarnings } from './pharmacogenetic-warnings.js';

const phenotypes = (gene: string, phenotype: Phenotype) =>
  new Map<string, GenePhenotype>([[gene, { gene, diplotype: '', activityScore: null, phenotype }]]);

describe('pharmacogenetic warnings of the recipe', () => {
  it('warns for a reduced function and not for a normal one', () => {
    expect(
      pharmacogeneticWarnings(['STATINS'], phenotypes('SLCO1B1', 'PoorMetabolizer')).get('COENZYME_Q10'),
    ).toEqual([expect.stringContaining('verminderte SLCO1B1-Funktion')]);
    expect(pharmacogeneticWarnings(['STATINS'], phenotypes('SLCO1B1', 'NormalMetabolizer')).size).toBe(0);
  });

  it('warns all the same when the result could not be determined (a reduced function is not ruled out)', () => {
    const warnings = pharmacogeneticWarnings(['ANTIDEPRESSANTS'], phenotypes('CYP2D6', 'Indeterminate'));
    expect(warnings.get('VITAMIN_B6')).toEqual([
      expect.stringMatching(
        /^CYP2D6-Befund nicht bestimmbar, eine verminderte Funktion ist nicht ausgeschlossen\./,
      ),
    ]);
  });

  it('warns only for the medication the patient reported', () => {
    expect(pharmacogeneticWarnings([], phenotypes('CYP2D6', 'Indeterminate')).size).toBe(0);
  });
});
