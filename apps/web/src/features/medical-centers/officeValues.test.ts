import { describe, expect, it } from 'vitest';
import { billingAddressOf, billingDetailsOf, emptyOffice, missesBillingDetails } from './officeValues';

const office = {
  ...emptyOffice,
  address: 'Hauptstraße 1',
  zip_code: '1010',
  city: 'Wien',
  country_code: 'AT',
};

describe('office values', () => {
  it('has no billing address without the toggle', () => {
    expect(billingAddressOf({ ...office, billing_address: 'Nebenweg 2' })).toBeNull();
  });

  it('falls back to the office address for blank billing fields', () => {
    expect(billingAddressOf({ ...office, hasBillingAddress: true, billing_city: 'Graz' })).toEqual({
      address: 'Hauptstraße 1',
      zip_code: '1010',
      city: 'Graz',
      country_code: 'AT',
    });
  });

  it('sends billing details only with account holder and IBAN, compacting the IBAN', () => {
    expect(billingDetailsOf({ ...office, account_holder: 'Dr. Anna Muster' })).toBeNull();
    expect(missesBillingDetails({ account_holder: 'Dr. Anna Muster', iban: '' })).toBe(true);
    expect(
      billingDetailsOf({
        ...office,
        account_holder: 'Dr. Anna Muster',
        iban: 'at61 1904 3002 3457 3201',
        bic: '',
      }),
    ).toEqual({ account_holder: 'Dr. Anna Muster', iban: 'AT611904300234573201', bic: null, vat_no: null });
  });
});
