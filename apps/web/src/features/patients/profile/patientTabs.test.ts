import { describe, expect, it } from 'vitest';
import { patientTabs, selectedPatientTab } from './patientTabs';

describe('patient tabs', () => {
  it("follow the spec's order of the result tabs", () => {
    expect(patientTabs.map((tab) => tab.path).slice(-3)).toEqual([
      'dna-analysis',
      'micronutrients',
      'medication',
    ]);
  });

  it('selects the tab of a page and of the pages below it', () => {
    expect(selectedPatientTab('/patients/7/medication')).toBe('medication');
    expect(selectedPatientTab('/patients/7/dna-analysis/FOLATE')).toBe('dna-analysis');
    expect(selectedPatientTab('/patients/7/micronutrients/12')).toBe('micronutrients');
    // The blood analysis is the other half of 'Analysen'.
    expect(selectedPatientTab('/patients/7/blood-analysis')).toBe('dna-analysis');
    expect(selectedPatientTab('/patients/7')).toBeUndefined();
  });
});
