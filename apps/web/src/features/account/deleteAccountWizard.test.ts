import { describe, expect, it } from 'vitest';
import { stepAfterPassword, stepIndex } from './deleteAccountWizard';

describe('delete-account wizard', () => {
  it('blocks a doctor with at least one patient after the password step', () => {
    expect(stepAfterPassword({ isDoctor: true, patientTotal: 1 })).toBe('blocked');
    expect(stepIndex('blocked')).toBe(2);
  });

  it('asks everybody else to confirm', () => {
    expect(stepAfterPassword({ isDoctor: true, patientTotal: 0 })).toBe('confirm');
    expect(stepAfterPassword({ isDoctor: false, patientTotal: 5 })).toBe('confirm');
    // Unknown on the client: the server refuses deleteMe and the dialog turns to the blocked step then.
    expect(stepAfterPassword({ isDoctor: true, patientTotal: null })).toBe('confirm');
    expect(stepIndex('confirm')).toBe(1);
  });
});
