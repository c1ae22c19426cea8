import { enumValues } from '../../../relay/enumValues';
import { mergeChange, readOneOf, readPaging, urlWriter } from '../../../shared/lists/urlListParams';
import { type SubscriptionStatus } from '../subscriptionStatus';

export const subscriptionStatuses = enumValues<SubscriptionStatus>({
  active: true,
  paused: true,
  canceled: true,
});

export interface AdminSubscriptionsListParams {
  /** 1-based, as the API counts. */
  page: number;
  first: number;
  /** The subscription number. */
  search: string;
  /** `byDoctorId` in the URL (the doctor record's id); `orderId` and `action` belong to the dialogs. */
  doctorId: string | null;
  /** `subscriptionStatus` in the URL, as the spec names it. */
  status: SubscriptionStatus | null;
}

const isId = (value: string | null): value is string => value !== null && /^[1-9]\d{0,18}$/.test(value);

export function readAdminSubscriptionsListParams(search: URLSearchParams): AdminSubscriptionsListParams {
  const doctorId = search.get('byDoctorId');
  return {
    ...readPaging(search),
    search: (search.get('search') ?? '').trim(),
    doctorId: isId(doctorId) ? doctorId : null,
    status: readOneOf(search.get('subscriptionStatus'), subscriptionStatuses),
  };
}

export function writeAdminSubscriptionsListParams(
  current: URLSearchParams,
  change: Partial<AdminSubscriptionsListParams>,
): URLSearchParams {
  const merged = mergeChange(readAdminSubscriptionsListParams(current), change);
  const url = urlWriter(current, merged);
  url.set('search', merged.search.trim());
  url.set('byDoctorId', merged.doctorId ?? '');
  url.set('subscriptionStatus', merged.status ?? '');
  return url.next;
}

export function adminSubscriptionsQueryVariables(params: AdminSubscriptionsListParams) {
  return {
    first: params.first,
    page: params.page,
    search: params.search || null,
    doctorId: params.doctorId,
    status: params.status,
  };
}
