import { describe, expect, it } from 'vitest';
import {
  billingAddressOf,
  billingDetailsOf,
  emptyOffice,
  missesBillingDetails,
  taxDetailsOf,
  taxFieldViolation,
} from './officeValues';

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

  it('sends the tax details once a status is chosen, the VAT id compacted', () => {
    expect(taxDetailsOf({ ...office, vat_no: 'ATU12345678' })).toBeNull();
    expect(
      taxDetailsOf({
        ...office,
        tax_status: 'de_regular',
        tax_number: ' 12/345/67890 ',
        vat_no: 'de 123 456 789',
      }),
    ).toEqual({ tax_status: 'de_regular', tax_number: '12/345/67890', vat_no: 'DE123456789' });
    expect(taxDetailsOf({ ...office, tax_status: 'at_regular', vat_no: 'ATU12345678' })).toEqual({
      tax_status: 'at_regular',
      tax_number: null,
      vat_no: 'ATU12345678',
    });
  });

  it('words each tax field by the shared rule, nothing before a status is chosen', () => {
    expect(taxFieldViolation({ tax_status: '', tax_number: 'x', vat_no: 'y' }, 'vat_no')).toBeNull();
    expect(taxFieldViolation({ tax_status: 'de_regular', tax_number: '', vat_no: '' }, 'tax_number')).toBe(
      'taxNumberOrVatIdRequired',
    );
    expect(taxFieldViolation({ tax_status: 'de_regular', tax_number: '', vat_no: 'DE1' }, 'vat_no')).toBe(
      'vatIdFormat',
    );
    expect(taxFieldViolation({ tax_status: 'at_small_business', tax_number: '', vat_no: '' }, 'vat_no')).toBe(
      'uidRequired',
    );
    expect(
      taxFieldViolation(
        { tax_status: 'at_regular', tax_number: '1234567890', vat_no: 'ATU12345678' },
        'tax_number',
      ),
    ).toBe('taxNumberFormatAt');
    expect(
      taxFieldViolation({ tax_status: 'de_small_business', tax_number: '12345', vat_no: '' }, 'tax_number'),
    ).toBe('taxNumberFormatDe');
  });
});
