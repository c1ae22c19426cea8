import { describe, expect, it } from 'vitest';
import {
  canGoBack,
  canSkip,
  officeNameOnEnter,
  officeNamePrefill,
  registrationSteps,
  skippedAdditional,
} from './registrationWizard';

describe('registration wizard steps', () => {
  it('has the four steps of the spec in order', () => {
    expect(registrationSteps).toEqual(['personal', 'office', 'additional', 'account']);
  });

  it('allows going back only after the first step', () => {
    expect([0, 1, 2, 3].map(canGoBack)).toEqual([false, true, true, true]);
  });

  it('lets only the additional information be skipped, and skipping clears it', () => {
    expect([0, 1, 2, 3].map(canSkip)).toEqual([false, false, true, false]);
    expect(skippedAdditional()).toEqual({ specializations: [], certifications: [] });
  });
});

describe('office name prefill', () => {
  it("is 'Praxis Dr. {first} {last}'", () => {
    expect(officeNamePrefill('Anna', 'Muster')).toBe('Praxis Dr. Anna Muster');
    expect(officeNamePrefill(' Anna ', '')).toBe('Praxis Dr. Anna');
  });

  it('fills an empty name and follows changed names, but keeps a name the doctor typed', () => {
    expect(officeNameOnEnter('', 'Anna', 'Muster', null)).toBe('Praxis Dr. Anna Muster');
    expect(officeNameOnEnter('Praxis Dr. Anna Muster', 'Anna', 'Berger', 'Praxis Dr. Anna Muster')).toBe(
      'Praxis Dr. Anna Berger',
    );
    expect(officeNameOnEnter('Gesundheitszentrum Wien', 'Anna', 'Berger', 'Praxis Dr. Anna Muster')).toBe(
      'Gesundheitszentrum Wien',
    );
  });
});
