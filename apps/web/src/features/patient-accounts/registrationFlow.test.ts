import { describe, expect, it } from 'vitest';
import { initialRegistration, registrationReducer, stepIndexOf } from './registrationFlow';

const verified = {
  type: 'verified',
  registrationPath: '/api/patients/g/register?expires=1&signature=s',
  birthDate: '21.03.1984',
} as const;

describe('registrationReducer', () => {
  it("goes from 'Verifizierung' to 'Account erstellen' and back", () => {
    const account = registrationReducer(initialRegistration, verified);
    expect(account).toEqual({
      step: 'account',
      registrationPath: verified.registrationPath,
      birthDate: '21.03.1984',
    });
    expect(stepIndexOf(account)).toBe(1);
    expect(registrationReducer(account, { type: 'back' })).toEqual(initialRegistration);
    expect(stepIndexOf(initialRegistration)).toBe(0);
  });

  it('stops on an expired invitation, an existing account or a gone invitation', () => {
    expect(
      registrationReducer(initialRegistration, { type: 'failed', failure: { kind: 'expired' } }),
    ).toEqual({
      step: 'stopped',
      reason: 'expired',
    });
    const account = registrationReducer(initialRegistration, verified);
    expect(registrationReducer(account, { type: 'failed', failure: { kind: 'accountExists' } })).toEqual({
      step: 'stopped',
      reason: 'accountExists',
    });
    expect(registrationReducer(account, { type: 'failed', failure: { kind: 'notFound' } })).toEqual({
      step: 'stopped',
      reason: 'notFound',
    });
  });

  it("sends the patient back to verify when the second step's 30-minute link ran out", () => {
    const account = registrationReducer(initialRegistration, verified);
    expect(registrationReducer(account, { type: 'failed', failure: { kind: 'expired' } })).toEqual({
      step: 'verify',
      secondStepExpired: true,
    });
  });

  it('stays where it is for failures the step shows itself', () => {
    const account = registrationReducer(initialRegistration, verified);
    for (const failure of [
      { kind: 'tooMany' },
      { kind: 'other' },
      { kind: 'field', field: 'password' },
    ] as const)
      expect(registrationReducer(account, { type: 'failed', failure })).toBe(account);
  });
});
