import {
  formatDate,
  isUnderAge,
  isValidBirthDate,
  parseDateInput,
  type Salutation,
} from '@portal/shared-types';
import { type Path } from 'react-hook-form';
import { type Sex } from '../lifestyle/questionnaire';

export const DEFAULT_DIAL_COUNTRY = 'AT';

/** The personal data as the form holds it: everything as typed. */
export interface PatientFormValues {
  salutation: Salutation | '';
  title: string;
  firstName: string;
  lastName: string;
  email: string;
  countryCode: string;
  phoneNumber: string;
  birthDate: string;
  sex: Sex | '';
  height: string;
  weight: string;
  address: string;
  postalCode: string;
  city: string;
  country: string;
  hasShippingAddress: boolean;
  shippingAddress: { address: string; postalCode: string; city: string; countryId: string };
}

export const emptyPatientForm: PatientFormValues = {
  salutation: '',
  title: '',
  firstName: '',
  lastName: '',
  email: '',
  countryCode: DEFAULT_DIAL_COUNTRY,
  phoneNumber: '',
  birthDate: '',
  sex: '',
  height: '',
  weight: '',
  address: '',
  postalCode: '',
  city: '',
  country: DEFAULT_DIAL_COUNTRY,
  hasShippingAddress: false,
  shippingAddress: { address: '', postalCode: '', city: '', countryId: '' },
};

/** The patient as the API returns it, as far as the form needs it. */
export interface PatientData {
  readonly salutation: string;
  readonly title: string | null | undefined;
  readonly first_name: string;
  readonly last_name: string;
  readonly email: string;
  readonly country_code: string;
  readonly phone_number: string | null | undefined;
  readonly date_of_birth: string;
  readonly biological_sex: string;
  readonly height: number;
  readonly weight: number;
  readonly address: string;
  readonly zip_code: string;
  readonly city: string;
  readonly country: string;
  readonly shippingAddress:
    | {
        readonly address: string;
        readonly zip_code: string;
        readonly city: string;
        readonly country: { readonly id: string } | null | undefined;
      }
    | null
    | undefined;
}

export function formValuesOf(patient: PatientData): PatientFormValues {
  const shipping = patient.shippingAddress;
  return {
    salutation: patient.salutation as Salutation,
    title: patient.title ?? '',
    firstName: patient.first_name,
    lastName: patient.last_name,
    email: patient.email,
    countryCode: patient.country_code,
    phoneNumber: patient.phone_number ?? '',
    birthDate: formatDate(patient.date_of_birth),
    sex: patient.biological_sex as Sex,
    height: String(patient.height),
    weight: String(patient.weight),
    address: patient.address,
    postalCode: patient.zip_code,
    city: patient.city,
    country: patient.country,
    hasShippingAddress: shipping != null,
    shippingAddress: {
      address: shipping?.address ?? '',
      postalCode: shipping?.zip_code ?? '',
      city: shipping?.city ?? '',
      countryId: shipping?.country?.id ?? '',
    },
  };
}

/** The input of createPatient and updatePatient (without answers and consents). */
export function patientInput(values: PatientFormValues) {
  const shipping = values.shippingAddress;
  return {
    salutation: values.salutation as Salutation,
    title: values.title.trim() === '' ? null : values.title.trim(),
    first_name: values.firstName.trim(),
    last_name: values.lastName.trim(),
    email: values.email.trim(),
    country_code: values.countryCode,
    phone_number: values.phoneNumber.trim(),
    date_of_birth: parseDateInput(values.birthDate) ?? values.birthDate,
    biological_sex: values.sex as Sex,
    height: Number(values.height),
    weight: Number(values.weight.replace(',', '.')),
    address: values.address.trim(),
    zip_code: values.postalCode.trim(),
    city: values.city.trim(),
    country: values.country,
    // Sent only when it differs; null removes a stored one.
    shippingAddress: values.hasShippingAddress
      ? {
          address: shipping.address.trim(),
          zip_code: shipping.postalCode.trim(),
          city: shipping.city.trim(),
          country_id: shipping.countryId,
        }
      : null,
  };
}

// Where the server's validation paths of createPatient and updatePatient land in the form.
export const patientValidationFields: Readonly<Record<string, Path<PatientFormValues>>> = {
  'input.salutation': 'salutation',
  'input.title': 'title',
  'input.first_name': 'firstName',
  'input.last_name': 'lastName',
  'input.email': 'email',
  'input.country_code': 'countryCode',
  'input.phone_number': 'phoneNumber',
  'input.date_of_birth': 'birthDate',
  'input.biological_sex': 'sex',
  'input.height': 'height',
  'input.weight': 'weight',
  'input.address': 'address',
  'input.zip_code': 'postalCode',
  'input.city': 'city',
  'input.country': 'country',
  'input.shippingAddress.address': 'shippingAddress.address',
  'input.shippingAddress.zip_code': 'shippingAddress.postalCode',
  'input.shippingAddress.city': 'shippingAddress.city',
  'input.shippingAddress.country_id': 'shippingAddress.countryId',
};

/** True when the typed birth date is valid and the patient is under 18 (the form then shows a note). */
export function isUnderAgeInput(value: string): boolean {
  const iso = parseDateInput(value);
  return iso !== null && isValidBirthDate(iso) && isUnderAge(iso);
}
