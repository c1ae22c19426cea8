import { describe, expect, it } from 'vitest';
import { emptyPatientForm, isUnderAgeInput, patientInput, patientRules } from './patientForm';

const rules = patientRules({ birthDate: 'date', height: 'height', weight: 'weight', phone: 'phone' });

describe('patient form rules', () => {
  it('accepts birth dates as DD.MM.YYYY, DD-MM-YYYY and YYYY-MM-DD', () => {
    expect(rules.birthDate('24.12.1980')).toBe(true);
    expect(rules.birthDate('24-12-1980')).toBe(true);
    expect(rules.birthDate('1980-12-24')).toBe(true);
  });

  it('refuses impossible, too early and future birth dates', () => {
    expect(rules.birthDate('31.02.1980')).toBe('date');
    expect(rules.birthDate('31.12.1899')).toBe('date');
    expect(rules.birthDate('01.01.2999')).toBe('date');
    expect(rules.birthDate('')).toBe('Das ist ein Pflichtfeld');
  });

  it('checks height 1-300, weight 0.01-500 and phone digits 6-12', () => {
    expect(rules.height('300')).toBe(true);
    expect(rules.height('301')).toBe('height');
    expect(rules.height('0')).toBe('height');
    expect(rules.weight('0,01')).toBe(true);
    expect(rules.weight('500.5')).toBe('weight');
    expect(rules.phoneNumber('123456')).toBe(true);
    expect(rules.phoneNumber('12345')).toBe('phone');
    expect(rules.phoneNumber('+43123456')).toBe('phone');
  });

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
