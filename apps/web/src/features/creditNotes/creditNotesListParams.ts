import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '@portal/shared-types';

export const creditNoteStatuses = ['Paid', 'Unpaid'] as const;
export type CreditNoteStatus = (typeof creditNoteStatuses)[number];

export const creditNotesPath = '/admin/therapists/credit-notes';

export interface CreditNotesListParams {
  /** 1-based, as the API counts (the pager shows it as it is). */
  page: number;
  first: number;
  /** The doctor filter; `byDoctorId` in the URL, because `doctorId` belongs to the create dialog. */
  doctorId: string | null;
  status: CreditNoteStatus | null;
}

const positiveInt = (value: string | null) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
};

const isId = (value: string | null): value is string => value !== null && /^[1-9]\d{0,18}$/.test(value);

export function readCreditNotesListParams(search: URLSearchParams): CreditNotesListParams {
  const first = positiveInt(search.get('first'));
  const doctorId = search.get('byDoctorId');
  const status = search.get('status');
  return {
    page: positiveInt(search.get('page')) ?? 1,
    first:
      first !== null && (PAGE_SIZE_OPTIONS as readonly number[]).includes(first) ? first : DEFAULT_PAGE_SIZE,
    doctorId: isId(doctorId) ? doctorId : null,
    status: (creditNoteStatuses as readonly string[]).includes(status ?? '')
      ? (status as CreditNoteStatus)
      : null,
  };
}

/** Writes the changed values into the URL; defaults are left out, and a filter change goes back to page 1. */
export function writeCreditNotesListParams(
  current: URLSearchParams,
  change: Partial<CreditNotesListParams>,
): URLSearchParams {
  const next = new URLSearchParams(current);
  const merged = { ...readCreditNotesListParams(current), ...change };
  if (change.page === undefined) merged.page = 1;
  const set = (name: string, value: string, fallback: string) =>
    value === fallback ? next.delete(name) : next.set(name, value);
  set('page', String(merged.page), '1');
  set('first', String(merged.first), String(DEFAULT_PAGE_SIZE));
  set('byDoctorId', merged.doctorId ?? '', '');
  set('status', merged.status ?? '', '');
  return next;
}

/** The variables of the `creditNotes` query (the API sorts newest first). */
export function creditNotesQueryVariables(params: CreditNotesListParams) {
  return { first: params.first, page: params.page, doctorId: params.doctorId, status: params.status };
}

/** The list filtered to one doctor, e.g. the therapists list's "view credit notes". */
export function creditNotesPathOfDoctor(doctorId: string): string {
  return `${creditNotesPath}?byDoctorId=${encodeURIComponent(doctorId)}`;
}
