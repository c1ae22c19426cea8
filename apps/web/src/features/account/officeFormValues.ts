import { emptyOffice, type OfficeValues } from '../office/officeValues';

interface StoredMedicalCenter {
  readonly name: string;
  readonly address:
    | {
        readonly address: string;
        readonly zip_code: string;
        readonly city: string;
        readonly country_code: string;
      }
    | null
    | undefined;
  readonly billingAddress:
    | {
        readonly address: string | null | undefined;
        readonly zip_code: string | null | undefined;
        readonly city: string | null | undefined;
        readonly country: string | null | undefined;
      }
    | null
    | undefined;
  readonly billingDetails:
    | {
        readonly account_holder: string | null | undefined;
        readonly iban: string | null | undefined;
        readonly bic: string | null | undefined;
        readonly vat_no: string | null | undefined;
      }
    | null
    | undefined;
  readonly contactDetails:
    | {
        readonly email: string | null | undefined;
        readonly country_code: string | null | undefined;
        readonly phone_number: string | null | undefined;
      }
    | null
    | undefined;
}

/** The office tab's form from the stored practice. */
export function officeFormValues(center: StoredMedicalCenter | null | undefined): OfficeValues {
  if (!center) return emptyOffice;
  const { address, billingAddress, billingDetails, contactDetails } = center;
  return {
    ...emptyOffice,
    name: center.name,
    address: address?.address ?? '',
    zip_code: address?.zip_code ?? '',
    city: address?.city ?? '',
    country_code: address?.country_code ?? emptyOffice.country_code,
    hasBillingAddress: Boolean(billingAddress?.address),
    billing_address: billingAddress?.address ?? '',
    billing_zip_code: billingAddress?.zip_code ?? '',
    billing_city: billingAddress?.city ?? '',
    billing_country: billingAddress?.country ?? '',
    account_holder: billingDetails?.account_holder ?? '',
    iban: billingDetails?.iban ?? '',
    bic: billingDetails?.bic ?? '',
    vat_no: billingDetails?.vat_no ?? '',
    email: contactDetails?.email ?? '',
    dial_country_code: contactDetails?.country_code ?? emptyOffice.dial_country_code,
    phone_number: contactDetails?.phone_number ?? '',
  };
}
