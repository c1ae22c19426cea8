import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type PatientListParams, readListParams, writeListParams } from './listParams';

/** page, first, search and orderBy of the patient list, kept in the URL. */
export function usePatientListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readListParams(searchParams), [searchParams]);
  const change = useCallback(
    (next: Partial<PatientListParams>) =>
      setSearchParams(
        (current) => writeListParams(current, next), // Typing in the search box should not fill the history.
        { replace: 'search' in next },
      ),
    [setSearchParams],
  );
  return { params, change };
}
