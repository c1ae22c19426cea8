import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  type CreditNotesListParams,
  readCreditNotesListParams,
  writeCreditNotesListParams,
} from '../creditNotesListParams';

/** page, first and the filters of the credit notes list, kept in the URL. */
export function useCreditNotesListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readCreditNotesListParams(searchParams), [searchParams]);
  const change = useCallback(
    (next: Partial<CreditNotesListParams>) =>
      setSearchParams((current) => writeCreditNotesListParams(current, next)),
    [setSearchParams],
  );
  return { params, change };
}
