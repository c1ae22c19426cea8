import { enumValues, type KnownValue } from '../../relay/enumValues';
import { mergeChange, readOneOf, readPaging, urlWriter } from '../../shared/lists/urlListParams';
import { type CreditNoteStatus as SchemaCreditNoteStatus } from './list/__generated__/CreditNotesResultsQuery.graphql';

export type CreditNoteStatus = KnownValue<SchemaCreditNoteStatus>;
export const creditNoteStatuses = enumValues<CreditNoteStatus>({ Paid: true, Unpaid: true });

export const creditNotesPath = '/admin/therapists/credit-notes';

export interface CreditNotesListParams {
  /** 1-based, as the API counts (the pager shows it as it is). */
  page: number;
  first: number;
  /** The doctor filter; `byDoctorId` in the URL, because `doctorId` belongs to the create dialog. */
  doctorId: string | null;
  status: CreditNoteStatus | null;
}

const isId = (value: string | null): value is string => value !== null && /^[1-9]\d{0,18}$/.test(value);

export function readCreditNotesListParams(search: URLSearchParams): CreditNotesListParams {
  const doctorId = search.get('byDoctorId');
  return {
    ...readPaging(search),
    doctorId: isId(doctorId) ? doctorId : null,
    status: readOneOf(search.get('status'), creditNoteStatuses),
  };
}

/** Writes the changed values into the URL; defaults are left out, and a filter change goes back to page 1. */
export function writeCreditNotesListParams(
  current: URLSearchParams,
  change: Partial<CreditNotesListParams>,
): URLSearchParams {
  const merged = mergeChange(readCreditNotesListParams(current), change);
  const url = urlWriter(current, merged);
  url.set('byDoctorId', merged.doctorId ?? '');
  url.set('status', merged.status ?? '');
  return url.next;
}

/** The variables of the `creditNotes` query (the API sorts newest first). */
export function creditNotesQueryVariables(params: CreditNotesListParams) {
  return { first: params.first, page: params.page, doctorId: params.doctorId, status: params.status };
}

/** The list filtered to one doctor, e.g. the therapists list's "view credit notes". */
export function creditNotesPathOfDoctor(doctorId: string): string {
  return `${creditNotesPath}?byDoctorId=${encodeURIComponent(doctorId)}`;
}
