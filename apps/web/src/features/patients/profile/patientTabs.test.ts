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

  it('puts the subscriptions between lifestyle and orders, as the spec lists the tabs', () => {
    const paths = patientTabs.map((tab) => tab.path);
    expect(paths.slice(paths.indexOf('lifestyle'), paths.indexOf('orders') + 1)).toEqual([
      'lifestyle',
      'subscriptions',
      'orders',
    ]);
    expect(selectedPatientTab('/patients/7/subscriptions')).toBe('subscriptions');
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
