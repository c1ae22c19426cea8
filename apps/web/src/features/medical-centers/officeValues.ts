import {
  compactIban,
  compactVatId,
  type PracticeTaxStatus,
  type PracticeTaxViolation,
  practiceTaxViolations,
} from '@portal/shared-types';

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
  /** '' until the practice states it (issue 31: needed before the first Gutschrift). */
  tax_status: PracticeTaxStatus | '';
  tax_number: string;
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
  tax_status: '',
  tax_number: '',
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

/** The tax details, sent once a status is chosen (the server checks them with the same rule). */
export function taxDetailsOf(office: OfficeValues) {
  if (!office.tax_status) return null;
  return {
    tax_status: office.tax_status,
    tax_number: orNull(office.tax_number),
    vat_no: orNull(compactVatId(office.vat_no)),
  };
}

/**
 * The rule a tax field breaks now (practiceTaxViolations over the three fields), or null. Without a status
 * nothing is checked: the status is stated when the practice is ready for its Gutschriften.
 */
export function taxFieldViolation(
  office: Pick<OfficeValues, 'tax_status' | 'tax_number' | 'vat_no'>,
  field: PracticeTaxViolation['field'],
): PracticeTaxViolation['rule'] | null {
  if (!office.tax_status) return null;
  return practiceTaxViolations(office).find((violation) => violation.field === field)?.rule ?? null;
}
