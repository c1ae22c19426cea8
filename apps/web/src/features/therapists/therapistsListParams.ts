import {
  mergeChange,
  readOneOf,
  readOrderBy,
  readPaging,
  type SortClause,
  toggleSortClause,
  urlWriter,
} from '../../shared/lists/urlListParams';
import { enumValues, type KnownValue } from '../../relay/enumValues';
import {
  type OnboardingType as SchemaOnboardingType,
  type UserOrderByColumn,
} from './list/__generated__/TherapistsResultsQuery.graphql';

export const therapistsPath = '/admin/therapists';

// The server's sortable columns (UserOrderByColumn) the table sorts by, and every onboarding type (OnboardingType).
export const sortColumns = [
  'NAME',
  'EMAIL',
  'CREATED_AT',
  'LAST_LOGIN_AT',
] as const satisfies readonly KnownValue<UserOrderByColumn>[];
export type SortColumn = (typeof sortColumns)[number];
export type OnboardingType = KnownValue<SchemaOnboardingType>;
export const onboardingTypes = enumValues<OnboardingType>({
  REGISTRATION: true,
  INVITATION: true,
  INVITATION_SENT: true,
  INVITATION_EXPIRED: true,
  INVITATION_DELETED: true,
  INTERNAL: true,
});
export const activeStates = ['active', 'inactive'] as const;
export type ActiveState = (typeof activeStates)[number];

export interface TherapistsListParams {
  page: number;
  first: number;
  search: string;
  active: ActiveState | null;
  onboardingType: OnboardingType | null;
  partnershipModelId: string | null;
  orderBy: SortClause<SortColumn>;
}

// The spec's default: created date, newest first.
export const defaultOrderBy: SortClause<SortColumn> = { column: 'CREATED_AT', order: 'DESC' };

const isId = (value: string | null): value is string => value !== null && /^[1-9]\d{0,18}$/.test(value);

export function readTherapistsListParams(search: URLSearchParams): TherapistsListParams {
  const modelId = search.get('partnershipModelId');
  return {
    ...readPaging(search),
    search: search.get('search') ?? '',
    active: readOneOf(search.get('active'), activeStates),
    onboardingType: readOneOf(search.get('onboardingType'), onboardingTypes),
    partnershipModelId: isId(modelId) ? modelId : null,
    orderBy: readOrderBy(search.get('orderBy'), sortColumns, defaultOrderBy),
  };
}

/** Writes the changed values into the URL; defaults are left out, and any change but the page goes back to page 1. */
export function writeTherapistsListParams(
  current: URLSearchParams,
  change: Partial<TherapistsListParams>,
): URLSearchParams {
  const merged = mergeChange(readTherapistsListParams(current), change);
  const url = urlWriter(current, merged);
  url.set('search', merged.search.trim());
  url.set('active', merged.active ?? '');
  url.set('onboardingType', merged.onboardingType ?? '');
  url.set('partnershipModelId', merged.partnershipModelId ?? '');
  url.setOrderBy(merged.orderBy, defaultOrderBy);
  return url.next;
}

/** The variables of the `users` query. */
export function therapistsQueryVariables(params: TherapistsListParams) {
  return {
    first: params.first,
    page: params.page,
    search: params.search.trim() || null,
    isActive: params.active === null ? null : params.active === 'active',
    onboardingType: params.onboardingType,
    partnershipModelId: params.partnershipModelId,
    orderBy: [params.orderBy],
  };
}

export const isFiltered = (params: TherapistsListParams) =>
  params.search.trim() !== '' ||
  params.active !== null ||
  params.onboardingType !== null ||
  params.partnershipModelId !== null;

export const noFilters: Partial<TherapistsListParams> = {
  search: '',
  active: null,
  onboardingType: null,
  partnershipModelId: null,
};

export const toggleSort = toggleSortClause<SortColumn>;

/** The audit view of one doctor (built beside this list). */
export const auditPathOfDoctor = (doctorId: string) =>
  `${therapistsPath}/${encodeURIComponent(doctorId)}/audit`;
