import { enumValues, type KnownValue } from '../../../relay/enumValues';
import { mergeChange, readOneOf, readPaging, urlWriter } from '../../../shared/lists/urlListParams';
import { type LifeCyclePhase as SchemaLifeCyclePhase } from './__generated__/AdminPatientsResultsQuery.graphql';

export type LifeCyclePhase = KnownValue<SchemaLifeCyclePhase>;
export const lifeCyclePhases = enumValues<LifeCyclePhase>({
  ActiveSubscriber: true,
  PausedSubscriber: true,
  CanceledSubscriber: true,
  NonSubscriber: true,
});

export const orderFilters = ['with', 'without'] as const;
export type OrderFilter = (typeof orderFilters)[number];

export const adminPatientsPath = '/admin/patients';

export interface AdminPatientsListParams {
  /** 1-based, as the API counts. */
  page: number;
  first: number;
  search: string;
  /** `byDoctorId` in the URL, as the API names it: the doctor record's id. */
  doctorId: string | null;
  /** `inLifeCyclePhase` in the URL. */
  phase: LifeCyclePhase | null;
  /** `hasOrders` in the URL: with or without orders; null lists both. */
  orders: OrderFilter | null;
  /** `trashed=1`: patients removed from their practice are listed too. */
  trashed: boolean;
}

const isId = (value: string | null): value is string => value !== null && /^[1-9]\d{0,18}$/.test(value);

export function readAdminPatientsListParams(search: URLSearchParams): AdminPatientsListParams {
  const doctorId = search.get('byDoctorId');
  return {
    ...readPaging(search),
    search: (search.get('search') ?? '').trim(),
    doctorId: isId(doctorId) ? doctorId : null,
    phase: readOneOf(search.get('inLifeCyclePhase'), lifeCyclePhases),
    orders: readOneOf(search.get('hasOrders'), orderFilters),
    trashed: search.get('trashed') === '1',
  };
}

/** Writes the changed values into the URL; defaults are left out, and a filter change goes back to page 1. */
export function writeAdminPatientsListParams(
  current: URLSearchParams,
  change: Partial<AdminPatientsListParams>,
): URLSearchParams {
  const merged = mergeChange(readAdminPatientsListParams(current), change);
  const url = urlWriter(current, merged);
  url.set('search', merged.search.trim());
  url.set('byDoctorId', merged.doctorId ?? '');
  url.set('inLifeCyclePhase', merged.phase ?? '');
  url.set('hasOrders', merged.orders ?? '');
  url.set('trashed', merged.trashed ? '1' : '');
  return url.next;
}

/** The variables of the admin `patients` query (the API sorts newest first). */
export function adminPatientsQueryVariables(params: AdminPatientsListParams) {
  return {
    first: params.first,
    page: params.page,
    search: params.search || null,
    byDoctorId: params.doctorId,
    inLifeCyclePhase: params.phase,
    hasOrders: params.orders === null ? null : params.orders === 'with',
    trashed: params.trashed ? ('WITH' as const) : null,
  };
}

export const isFiltered = (params: AdminPatientsListParams) =>
  params.search !== '' ||
  params.doctorId !== null ||
  params.phase !== null ||
  params.orders !== null ||
  params.trashed;

/** The audit view of one patient (built by the audit area). */
export const patientAuditPath = (patientId: string) => `${adminPatientsPath}/${patientId}/audit`;
