import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { type CreditNoteToPay } from '../markAsPaid/MarkCreditNoteAsPaidDialog';
import { CreditNoteRow } from './CreditNoteRow';
import { type CreditNotesTable_creditNotes$key } from './__generated__/CreditNotesTable_creditNotes.graphql';
import { DataTable, Th } from '../../../shared/table';

export const creditNoteColumns = ['number', 'doctor', 'amount', 'generatedAt', 'paidAt', 'actions'] as const;

interface Props {
  creditNotesRef: CreditNotesTable_creditNotes$key;
  onMarkAsPaid: (creditNote: CreditNoteToPay) => void;
}

export function CreditNotesTable({ creditNotesRef, onMarkAsPaid }: Props) {
  const { t } = useTranslation();
  const { data } = useFragment(
    graphql`
      fragment CreditNotesTable_creditNotes on CreditNotePaginator {
        data {
          id
          ...CreditNoteRow_creditNote
        }
      }
    `,
    creditNotesRef,
  );
  return (
    <DataTable className="credit-notes-table" striped>
      <thead>
        <tr>
          <Th>
            <span className="visually-hidden">{t('common.columns.expand')}</span>
          </Th>
          {creditNoteColumns.map((column) => (
            <Th key={column} numeric={column === 'amount'}>
              {t(`creditNotes.list.columns.${column}`)}
            </Th>
          ))}
        </tr>
      </thead>
      <tbody>
        {data.map((creditNote) => (
          <CreditNoteRow
            key={creditNote.id}
            creditNoteRef={creditNote}
            onMarkAsPaid={onMarkAsPaid}
            columns={creditNoteColumns.length + 1}
          />
        ))}
      </tbody>
    </DataTable>
  );
}
