import { describe, expect, it } from 'vitest';
import { addressInputOf, addressValuesOf, confirmationText, placeBlocker, sameAddress } from './reviewRules';

const stored = {
  address: 'Hauptstraße 1',
  zip_code: '1010',
  city: 'Wien',
  state: null,
  country: { id: '14' },
};

describe('editing an address', () => {
  it('starts from the stored address, or from empty fields', () => {
    expect(addressValuesOf(stored)).toEqual({
      address: 'Hauptstraße 1',
      zip_code: '1010',
      city: 'Wien',
      state: '',
      country_id: '14',
    });
    expect(addressValuesOf(null).country_id).toBe('');
  });

  it('sends trimmed values and an empty state as null', () => {
    expect(addressInputOf({ ...addressValuesOf(stored), city: ' Graz ', state: ' ' })).toMatchObject({
      city: 'Graz',
      state: null,
    });
  });

  it('recognises an edit that changes nothing', () => {
    expect(sameAddress({ ...addressValuesOf(stored), city: 'Wien ' }, stored)).toBe(true);
    expect(sameAddress({ ...addressValuesOf(stored), country_id: '3' }, stored)).toBe(false);
    expect(sameAddress({ ...addressValuesOf(stored), state: 'Tirol' }, stored)).toBe(false);
  });
});

describe('placing', () => {
  const ready = {
    confirmationIsCurrent: true,
    deliveryAddressIsValid: true,
    editing: false,
    consentsFailed: false,
  };

  it('is enabled with a current confirmation, a valid delivery address and no edit open', () => {
    expect(placeBlocker(ready)).toBeNull();
  });

  it('waits for each of them, and for the consents to load', () => {
    expect(placeBlocker({ ...ready, confirmationIsCurrent: false })).toBe(
      'orders.newOrder.review.placeBlocked.confirmation',
    );
    expect(placeBlocker({ ...ready, deliveryAddressIsValid: false })).toBe(
      'orders.newOrder.review.placeBlocked.deliveryAddress',
    );
    expect(placeBlocker({ ...ready, editing: true })).toBe('orders.newOrder.review.placeBlocked.editing');
    expect(placeBlocker({ ...ready, consentsFailed: true })).toBe(
      'orders.newOrder.review.placeBlocked.consents',
    );
  });

  it('asks to download the confirmation, or to download it again after a change', () => {
    expect(confirmationText(false, false)).toBe('orders.newOrder.review.downloadFirst');
    expect(confirmationText(false, true)).toBe('orders.newOrder.review.outdated');
    expect(confirmationText(true, true)).toBe('orders.newOrder.review.downloaded');
  });
});
