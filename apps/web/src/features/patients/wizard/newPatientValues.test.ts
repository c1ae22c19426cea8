import { describe, expect, it } from 'vitest';
import { answersPayload } from '../lifestyle/questionnaire';
import { createPatientInput, emptyNewPatient } from './newPatientValues';

describe('createPatient input', () => {
  const values = {
    ...emptyNewPatient,
    salutation: 'male' as const,
    firstName: 'Max',
    lastName: 'Muster',
    email: 'max@example.com',
    phoneNumber: '6641234567',
    birthDate: '01-02-1970',
    sex: 'Male' as const,
    height: '180',
    weight: '80',
    address: 'Hauptstraße 1',
    postalCode: '1010',
    city: 'Wien',
    consents: ['1', '3'],
  };

  it('connects the ticked consents and upserts only answers with values', () => {
    const input = createPatientInput(values, answersPayload({ 10: ['YES'], 11: [], 12: [''] }));
    expect(input.acceptedConsents).toEqual({ connect: ['1', '3'] });
    expect(input.answers).toEqual({ upsert: [{ question_id: '10', values: ['YES'] }] });
    expect(input.date_of_birth).toBe('1970-02-01');
    expect(input).not.toHaveProperty('shippingAddress');
  });
});
