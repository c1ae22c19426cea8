// What step 1 decides without the server: whether an address edit changed anything, and why placing waits.
import { type TranslationKey } from '../../../../i18n/translationKey';

export interface AddressValues {
  address: string;
  zip_code: string;
  city: string;
  state: string;
  country_id: string;
}

export interface OrderAddressData {
  address: string;
  zip_code: string;
  city: string;
  state: string | null | undefined;
  country: { id: string };
}

export const addressValuesOf = (address: OrderAddressData | null | undefined): AddressValues => ({
  address: address?.address ?? '',
  zip_code: address?.zip_code ?? '',
  city: address?.city ?? '',
  state: address?.state ?? '',
  country_id: address?.country.id ?? '',
});

/** The updateOrder input of an edited address: trimmed, an empty state as null. */
export const addressInputOf = (values: AddressValues) => ({
  address: values.address.trim(),
  zip_code: values.zip_code.trim(),
  city: values.city.trim(),
  state: values.state.trim() === '' ? null : values.state.trim(),
  country_id: values.country_id,
});

/** An edit that changes nothing just closes (no call, so the downloaded confirmation stays current). */
export function sameAddress(values: AddressValues, original: OrderAddressData | null | undefined): boolean {
  const before = addressInputOf(addressValuesOf(original));
  const after = addressInputOf(values);
  return (Object.keys(after) as (keyof typeof after)[]).every((key) => after[key] === before[key]);
}

export interface PlaceState {
  confirmationIsCurrent: boolean;
  deliveryAddressIsValid: boolean;
  /** An address or the e-mail is being edited. */
  editing: boolean;
  consentsFailed: boolean;
}

/** Why 'Auftrag erteilen' is disabled (the first reason, for its tooltip), or null when it is enabled. */
export function placeBlocker(state: PlaceState): TranslationKey | null {
  if (state.consentsFailed) return 'orders.newOrder.review.placeBlocked.consents';
  if (state.editing) return 'orders.newOrder.review.placeBlocked.editing';
  if (!state.deliveryAddressIsValid) return 'orders.newOrder.review.placeBlocked.deliveryAddress';
  if (!state.confirmationIsCurrent) return 'orders.newOrder.review.placeBlocked.confirmation';
  return null;
}

/** What the confirmation block says: download it, it is current, or the order changed since. */
export function confirmationText(confirmationIsCurrent: boolean, downloadedBefore: boolean): TranslationKey {
  if (confirmationIsCurrent) return 'orders.newOrder.review.downloaded';
  return downloadedBefore ? 'orders.newOrder.review.outdated' : 'orders.newOrder.review.downloadFirst';
}
