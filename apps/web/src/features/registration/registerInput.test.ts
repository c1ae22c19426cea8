import { describe, expect, it } from 'vitest';
import { emptyOffice } from '../medical-centers/officeValues';
import { registerInput, type RegistrationForm } from './registerInput';

const form: RegistrationForm = {
  personal: { salutation: 'female', title: ' ', first_name: ' Lena ', last_name: 'Probst' },
  office: {
    ...emptyOffice,
    name: 'Praxis Dr. Lena Probst',
    address: 'Hauptstraße 1',
    zip_code: '1030',
    city: 'Wien',
    email: 'praxis@example.at',
    hasBillingAddress: true,
    billing_zip_code: '1040',
  },
  additional: { specializations: ['1'], certifications: [] },
  account: {
    email: ' lena@example.at ',
    password: 'Register!2026ok',
    password_confirmation: 'Register!2026ok',
    consents: ['3', '5'],
  },
};

describe('registerInput', () => {
  it('builds the register input of the schema', () => {
    expect(registerInput(form, 'token-1')).toEqual({
      email: 'lena@example.at',
      first_name: 'Lena',
      last_name: 'Probst',
      password: 'Register!2026ok',
      password_confirmation: 'Register!2026ok',
      registration_token: 'token-1',
      salutation: 'female',
      title: null,
      user_consents: ['3', '5'],
      medical_center: {
        name: 'Praxis Dr. Lena Probst',
        medicalCenterAddress: {
          address: 'Hauptstraße 1',
          zip_code: '1030',
          city: 'Wien',
          country_code: 'AT',
        },
        medicalCenterBillingAddress: {
          address: 'Hauptstraße 1',
          zip_code: '1040',
          city: 'Wien',
          country_code: 'AT',
        },
        medicalCenterBillingDetails: null,
        medicalCenterContactDetails: { email: 'praxis@example.at', country_code: 'AT', phone_number: null },
        specializations: { sync: ['1'] },
        certifications: { sync: [] },
      },
    });
  });
});
