import { describe, expect, it } from 'vitest';
import { emptyPatientForm, isUnderAgeInput, patientInput } from './patientForm';

describe('patient form', () => {
  it('notes patients under 18', () => {
    expect(isUnderAgeInput('01.01.1980')).toBe(false);
    const tenYearsAgo = `${new Date().getFullYear() - 10}-01-01`;
    expect(isUnderAgeInput(tenYearsAgo)).toBe(true);
  });
});

describe('patient input', () => {
  const values = {
    ...emptyPatientForm,
    salutation: 'female' as const,
    firstName: ' Anna ',
    lastName: 'Muster',
    email: 'anna@example.com',
    phoneNumber: '6641234567',
    birthDate: '24.12.1980',
    sex: 'Female' as const,
    height: '170',
    weight: '62,5',
    address: 'Hauptstraße 1',
    postalCode: '1010',
    city: 'Wien',
  };

  it('sends the birth date as YYYY-MM-DD and numbers as numbers', () => {
    const input = patientInput(values);
    expect(input.date_of_birth).toBe('1980-12-24');
    expect(input.first_name).toBe('Anna');
    expect(input.height).toBe(170);
    expect(input.weight).toBe(62.5);
    expect(input.country_code).toBe('AT');
    expect(input.shippingAddress).toBeNull();
  });

  it('sends a shipping address only when the flag is set', () => {
    const shippingAddress = { address: 'Ring 2', postalCode: '8010', city: 'Graz', countryId: '14' };
    expect(patientInput({ ...values, hasShippingAddress: true, shippingAddress }).shippingAddress).toEqual({
      address: 'Ring 2',
      zip_code: '8010',
      city: 'Graz',
      country_id: '14',
    });
  });
});
