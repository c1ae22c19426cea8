import { Button, ButtonGroup, NonIdealState, H3 } from '@blueprintjs/core';
import { formatDate, formatEuro } from '@portal/shared-types';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { PatientsPager } from '../../patients/list/PatientsPager';
import { type CreditNoteFormat, downloadCreditNote } from '../downloadCreditNote';
import { type PracticeCreditNotesQuery } from './__generated__/PracticeCreditNotesQuery.graphql';
import { StatusTag } from '../../../shared/status';
import { DataTable, Td, Th } from '../../../shared/table';

/** A fixed page size: one statement per page whatever its size (practiceCreditNotes). */
export const PRACTICE_CREDIT_NOTES_PAGE_SIZE = 10;

/** "Gutschriften" on /financial: the practice's credit notes with their PDF and XML downloads (issue 31). */
export function PracticeCreditNotes({ fetchKey }: { fetchKey: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [first, setFirst] = useState(PRACTICE_CREDIT_NOTES_PAGE_SIZE);
  const [busy, setBusy] = useState<string | null>(null);
  const data = useLazyLoadQuery<PracticeCreditNotesQuery>(
    graphql`
      query PracticeCreditNotesQuery($first: Int!, $page: Int!) {
        practiceCreditNotes(first: $first, page: $page) {
          paginatorInfo {
            total
            lastPage
            totalIsLowerBound
          }
          data {
            id
            number
            generated_at
            amount
            status
          }
        }
      }
    `,
    { first, page },
    { fetchKey, fetchPolicy: 'store-and-network' },
  );
  const { data: notes, paginatorInfo } = data.practiceCreditNotes;
  const download = async (note: { id: string; number: string }, format: CreditNoteFormat) => {
    setBusy(`${note.id}-${format}`);
    await downloadCreditNote(note, format);
    setBusy(null);
  };

  return (
    <section className="practice-credit-notes" aria-labelledby="practice-credit-notes-title">
      <H3 id="practice-credit-notes-title">{t('financial.creditNotes.title')}</H3>
      {paginatorInfo.total === 0 ? (
        <NonIdealState icon="document" title={t('financial.creditNotes.empty')} />
      ) : (
        <>
          <DataTable className="financial-table" striped>
            <thead>
              <tr>
                <Th>{t('financial.creditNotes.number')}</Th>
                <Th>{t('financial.creditNotes.date')}</Th>
                <Th numeric>{t('financial.creditNotes.amount')}</Th>
                <Th>{t('financial.creditNotes.status')}</Th>
                <Th>{t('financial.creditNotes.downloads')}</Th>
              </tr>
            </thead>
            <tbody>
              {notes.map((note) => (
                <tr key={note.id}>
                  <Td>{note.number}</Td>
                  <Td>{formatDate(note.generated_at as string)}</Td>
                  <Td numeric>{formatEuro(note.amount)}</Td>
                  <Td>
                    <StatusTag kind="creditNote" value={note.status}>
                      {note.status === 'Paid'
                        ? t('financial.creditNotes.paid')
                        : t('financial.creditNotes.unpaid')}
                    </StatusTag>
                  </Td>
                  <Td>
                    <ButtonGroup minimal>
                      {(['pdf', 'xml'] as const).map((format) => (
                        <Button
                          key={format}
                          icon="download"
                          loading={busy === `${note.id}-${format}`}
                          aria-label={`${t(`financial.creditNotes.${format}`)} ${note.number}`}
                          text={t(`financial.creditNotes.${format}`)}
                          onClick={() => download(note, format)}
                        />
                      ))}
                    </ButtonGroup>
                  </Td>
                </tr>
              ))}
            </tbody>
          </DataTable>
          <PatientsPager
            page={page}
            first={first}
            lastPage={paginatorInfo.lastPage}
            total={paginatorInfo.total}
            totalIsLowerBound={paginatorInfo.totalIsLowerBound}
            pageOfKey="financial.creditNotes.pageOf"
            onChange={(change) => {
              if (change.page !== undefined) setPage(change.page);
              else if (change.first !== undefined) {
                setFirst(change.first);
                setPage(1);
              }
            }}
          />
        </>
      )}
    </section>
  );
}
