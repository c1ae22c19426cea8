import { describe, expect, it } from 'vitest';
import { practiceTaxViolations } from './tax-ids.js';

const rules = (tax_status: string | null, tax_number: string | null, vat_no: string | null) =>
  practiceTaxViolations({ tax_status, tax_number, vat_no }).map((v) => `${v.field}:${v.rule}`);

describe('practiceTaxViolations', () => {
  it.each([
    [null, null, null, ['tax_status:taxStatusRequired']],
    ['unknown', null, 'DE123456789', ['tax_status:taxStatusRequired']],
    ['de_regular', null, 'DE123456789', []],
    ['de_regular', '12/345/67890', null, []],
    ['de_small_business', '1234567890123', null, []],
    ['de_small_business', '123 456 78901', null, []],
    ['de_regular', null, null, ['tax_number:taxNumberOrVatIdRequired']],
    ['de_regular', null, 'DE12345678', ['vat_no:vatIdFormat']],
    ['de_regular', null, 'ATU12345678', ['vat_no:vatIdFormat']],
    ['de_regular', '123456789', null, ['tax_number:taxNumberFormatDe']],
    ['de_regular', '12345678901234', 'DE123456789', ['tax_number:taxNumberFormatDe']],
    ['de_regular', '12-345-67890', 'DE123456789', ['tax_number:taxNumberFormatDe']],
    ['at_regular', null, 'ATU12345678', []],
    ['at_small_business', '12-345/6789', 'atu 12345678', []],
    ['at_small_business', '123456789', null, ['vat_no:uidRequired']],
    ['at_regular', null, 'DE123456789', ['vat_no:vatIdFormat']],
    ['at_regular', '1234567890', 'ATU12345678', ['tax_number:taxNumberFormatAt']],
  ])('%s / %s / %s → %j', (status, taxNumber, vatNo, expected) => {
    expect(rules(status, taxNumber, vatNo)).toEqual(expected);
  });
});
