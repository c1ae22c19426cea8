import { describe, expect, it } from 'vitest';
import { RestError } from '../../http/rest';
import { invitationOf, registrationPathOf, showsUnderAgeNote, signedStepFailure } from './registrationLink';

const link =
  'guid=0b9f2c1e-1111-4a2b-9c3d-222233334444&email=lena%40example.com&firstName=Lena&lastName=M%C3%BCller&expires=1893456000&signature=abc123';

describe('invitationOf', () => {
  it('reads the invitation and keeps expires and signature as the signed query', () => {
    expect(invitationOf(new URLSearchParams(link))).toEqual({
      ok: true,
      invitation: {
        guid: '0b9f2c1e-1111-4a2b-9c3d-222233334444',
        email: 'lena@example.com',
        firstName: 'Lena',
        lastName: 'Müller',
        signedQuery: 'expires=1893456000&signature=abc123',
      },
    });
  });

  it('names every missing or blank parameter', () => {
    const search = new URLSearchParams(link);
    search.delete('signature');
    search.set('firstName', '  ');
    expect(invitationOf(search)).toEqual({ ok: false, missing: ['firstName', 'signature'] });
    expect(invitationOf(new URLSearchParams())).toEqual({
      ok: false,
      missing: ['guid', 'email', 'firstName', 'lastName', 'expires', 'signature'],
    });
  });
});

describe('registrationPathOf', () => {
  it('keeps path and query of the absolute API URL, for a call on this site', () => {
    expect(
      registrationPathOf('https://portal.example.com/api/patients/abc/register?expires=1&signature=x%2By'),
    ).toBe('/api/patients/abc/register?expires=1&signature=x%2By');
  });

  it('refuses anything that is not a patient API URL', () => {
    expect(registrationPathOf('https://evil.example.com/steal?x=1')).toBeNull();
    expect(registrationPathOf('/api/doctors/1/register?expires=1')).toBeNull();
  });
});

describe('showsUnderAgeNote', () => {
  const today = '2026-11-25';

  it('is shown for less than 18 × 365 days since the birth date, in both input formats', () => {
    // 18 × 365 days before 2026-11-25 is 2008-11-29 (leap days make it later than the 18th birthday).
    expect(showsUnderAgeNote('30.11.2008', today)).toBe(true);
    expect(showsUnderAgeNote('29-11-2008', today)).toBe(false);
    expect(showsUnderAgeNote('25.11.2008', today)).toBe(false);
    expect(showsUnderAgeNote('01.01.2015', today)).toBe(true);
  });

  it('is not shown for what is not a date', () => {
    expect(showsUnderAgeNote('', today)).toBe(false);
    expect(showsUnderAgeNote('31.02.2010', today)).toBe(false);
  });
});

describe('signedStepFailure', () => {
  const restError = (status: number, fieldErrors: Record<string, string[]> = {}) =>
    new RestError(status, [{ message: 'x' }], fieldErrors);

  it('maps a refused or gone signature to the expired page', () => {
    expect(signedStepFailure(restError(403))).toEqual({ kind: 'expired' });
    expect(signedStepFailure(restError(410))).toEqual({ kind: 'expired' });
  });

  it('maps field messages, limits, an existing account and a gone invitation', () => {
    expect(signedStepFailure(restError(422, { date_of_birth: ['Das Geburtsdatum stimmt nicht …'] }))).toEqual(
      { kind: 'field', field: 'date_of_birth' },
    );
    expect(signedStepFailure(restError(429))).toEqual({ kind: 'tooMany' });
    expect(signedStepFailure(restError(409))).toEqual({ kind: 'accountExists' });
    expect(signedStepFailure(restError(404))).toEqual({ kind: 'notFound' });
  });

  it('leaves everything else to the error catalogue', () => {
    expect(signedStepFailure(restError(422))).toEqual({ kind: 'other' });
    expect(signedStepFailure(restError(503))).toEqual({ kind: 'other' });
    expect(signedStepFailure(new Error('network'))).toEqual({ kind: 'other' });
  });
});
