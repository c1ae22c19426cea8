import { Button, NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { PatientsPager } from '../../patients/list/PatientsPager';
import { type CreditNotesListParams, creditNotesQueryVariables } from '../creditNotesListParams';
import { type CreditNoteToPay } from '../markAsPaid/MarkCreditNoteAsPaidDialog';
import { CreditNotesTable } from './CreditNotesTable';
import { type CreditNotesResultsQuery } from './__generated__/CreditNotesResultsQuery.graphql';

interface Props {
  params: CreditNotesListParams;
  fetchKey: number;
  onChange: (change: Partial<CreditNotesListParams>) => void;
  onCreate: () => void;
  onMarkAsPaid: (creditNote: CreditNoteToPay) => void;
}

/** A page of credit notes, newest first, with its pager; or the empty state with the next action. */
export function CreditNotesResults({ params, fetchKey, onChange, onCreate, onMarkAsPaid }: Props) {
  const { t } = useTranslation();
  const data = useLazyLoadQuery<CreditNotesResultsQuery>(
    graphql`
      query CreditNotesResultsQuery($first: Int!, $page: Int!, $doctorId: ID, $status: CreditNoteStatus) {
        creditNotes(first: $first, page: $page, doctorId: $doctorId, status: $status) {
          paginatorInfo {
            total
            lastPage
            totalIsLowerBound
          }
          ...CreditNotesTable_creditNotes
        }
      }
    `,
    creditNotesQueryVariables(params),
    { fetchKey, fetchPolicy: 'store-and-network' },
  );
  const { total, lastPage, totalIsLowerBound } = data.creditNotes.paginatorInfo;
  const filtered = params.doctorId !== null || params.status !== null;

  if (total === 0 && !filtered)
    return (
      <NonIdealState
        icon="bank-account"
        title={t('creditNotes.list.empty')}
        description={t('creditNotes.list.emptyHint')}
        action={
          <Button variant="minimal" intent="primary" text={t('creditNotes.list.create')} onClick={onCreate} />
        }
      />
    );
  if (total === 0)
    return (
      <NonIdealState
        icon="search"
        title={t('creditNotes.list.noMatches')}
        action={
          <Button
            variant="minimal"
            text={t('creditNotes.list.clearFilters')}
            onClick={() => onChange({ doctorId: null, status: null })}
          />
        }
      />
    );
  return (
    <>
      <CreditNotesTable creditNotesRef={data.creditNotes} onMarkAsPaid={onMarkAsPaid} />
      <PatientsPager
        page={params.page}
        first={params.first}
        lastPage={lastPage}
        total={total}
        totalIsLowerBound={totalIsLowerBound}
        pageOfKey="creditNotes.list.pageOf"
        onChange={(change) =>
          onChange(change.page !== undefined ? { page: change.page } : { first: change.first })
        }
      />
    </>
  );
}
