import { type Salutation } from '@portal/shared-types';
import {
  addressOf,
  billingAddressOf,
  billingDetailsOf,
  contactDetailsOf,
  type OfficeValues,
} from '../medical-centers/officeValues';
import { type PersonalValues } from '../account/PersonalFields';
import { type AdditionalValues } from './registrationWizard';

export interface RegistrationForm {
  personal: PersonalValues;
  office: OfficeValues;
  additional: AdditionalValues;
  account: {
    email: string;
    password: string;
    password_confirmation: string;
    /** The ids of the accepted consents. */
    consents: string[];
  };
}

/** The practice block of `register` and of the admin's `registerDoctor` (the invitation). */
export function practiceInput(office: OfficeValues, additional: AdditionalValues) {
  return {
    name: office.name.trim(),
    medicalCenterAddress: addressOf(office),
    medicalCenterBillingAddress: billingAddressOf(office),
    medicalCenterBillingDetails: billingDetailsOf(office),
    medicalCenterContactDetails: contactDetailsOf(office),
    specializations: { sync: additional.specializations },
    certifications: { sync: additional.certifications },
  };
}

/** The `register` input (the doctor's self-registration). */
export function registerInput(
  { personal, office, additional, account }: RegistrationForm,
  registrationToken: string,
) {
  return {
    email: account.email.trim(),
    first_name: personal.first_name.trim(),
    last_name: personal.last_name.trim(),
    password: account.password,
    password_confirmation: account.password_confirmation,
    registration_token: registrationToken,
    salutation: personal.salutation as Salutation,
    title: personal.title.trim() === '' ? null : personal.title.trim(),
    user_consents: account.consents,
    medical_center: practiceInput(office, additional),
  };
}
