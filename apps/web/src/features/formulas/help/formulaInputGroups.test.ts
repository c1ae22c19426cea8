import { describe, expect, it } from 'vitest';
import { groupFormulaInputs } from './formulaInputGroups';

const inputs = [
  { name: 'blood_FERRITIN', label: 'Ferritin (µg/l)', kind: 'blood' },
  { name: 'answer_DIET_TYPE_VEGAN', label: 'Frage: Ernährungsweise = Vegan', kind: 'answer' },
  { name: 'age', label: 'Alter (Jahre)', kind: 'age' },
  { name: 'dna_VDR', label: 'VDR', kind: 'dna' },
  { name: 'sun_hours', label: 'Sonnenstunden', kind: 'climate' },
];

const summary = (groups: ReturnType<typeof groupFormulaInputs>) =>
  groups.map((group) => [group.kind, group.inputs.map((input) => input.name)]);

describe('groupFormulaInputs', () => {
  it('groups by kind in a fixed order, unknown kinds last', () => {
    expect(summary(groupFormulaInputs(inputs, ''))).toEqual([
      ['age', ['age']],
      ['blood', ['blood_FERRITIN']],
      ['dna', ['dna_VDR']],
      ['answer', ['answer_DIET_TYPE_VEGAN']],
      ['other', ['sun_hours']],
    ]);
  });

  it('finds by name or German label, in any case, and leaves out empty groups', () => {
    expect(summary(groupFormulaInputs(inputs, 'ERNÄHRUNG'))).toEqual([
      ['answer', ['answer_DIET_TYPE_VEGAN']],
    ]);
    expect(summary(groupFormulaInputs(inputs, 'ferritin'))).toEqual([['blood', ['blood_FERRITIN']]]);
    expect(groupFormulaInputs(inputs, 'kalium')).toEqual([]);
  });
});
