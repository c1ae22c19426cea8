import { compactIban } from '@portal/shared-types';

/** The practice form of the registration wizard and the office tab. */
export interface OfficeValues {
  name: string;
  address: string;
  zip_code: string;
  city: string;
  country_code: string;
  hasBillingAddress: boolean;
  billing_address: string;
  billing_zip_code: string;
  billing_city: string;
  billing_country: string;
  account_holder: string;
  iban: string;
  bic: string;
  vat_no: string;
  email: string;
  dial_country_code: string;
  phone_number: string;
}

export interface OfficeForm {
  office: OfficeValues;
}

export const defaultCountryCode = 'AT';

export const emptyOffice: OfficeValues = {
  name: '',
  address: '',
  zip_code: '',
  city: '',
  country_code: defaultCountryCode,
  hasBillingAddress: false,
  billing_address: '',
  billing_zip_code: '',
  billing_city: '',
  billing_country: '',
  account_holder: '',
  iban: '',
  bic: '',
  vat_no: '',
  email: '',
  dial_country_code: defaultCountryCode,
  phone_number: '',
};

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The consulting fee needs both; the warning shows while either is missing. */
export const missesBillingDetails = ({
  account_holder,
  iban,
}: Pick<OfficeValues, 'account_holder' | 'iban'>) => account_holder.trim() === '' || iban.trim() === '';

/** Blank billing fields fall back to the office address; without the toggle there is no billing address. */
export function billingAddressOf(office: OfficeValues) {
  if (!office.hasBillingAddress) return null;
  return {
    address: orNull(office.billing_address) ?? office.address.trim(),
    zip_code: orNull(office.billing_zip_code) ?? office.zip_code.trim(),
    city: orNull(office.billing_city) ?? office.city.trim(),
    country_code: orNull(office.billing_country) ?? office.country_code,
  };
}

/** Sent only when both account holder and IBAN are set. */
export function billingDetailsOf(office: OfficeValues) {
  if (missesBillingDetails(office)) return null;
  return {
    account_holder: office.account_holder.trim(),
    iban: compactIban(office.iban),
    bic: orNull(office.bic),
    vat_no: orNull(office.vat_no),
  };
}

export const addressOf = (office: OfficeValues) => ({
  address: office.address.trim(),
  zip_code: office.zip_code.trim(),
  city: office.city.trim(),
  country_code: office.country_code,
});

export const contactDetailsOf = (office: OfficeValues) => ({
  email: office.email.trim(),
  country_code: office.dial_country_code,
  phone_number: orNull(office.phone_number),
});
