import './creditNotes.css';
import { Button, H2 } from '@blueprintjs/core';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportAction, ExportButton } from '../../shared/export/ExportAction';
import { QueryErrorBoundary } from '../../shared/query/QueryErrorBoundary';
import { SkeletonTable } from '../results/shared/SkeletonTable';
import { CreateCreditNoteAction, useOpenCreateCreditNote } from './generate/CreateCreditNoteAction';
import { CreditNotesFilters } from './list/CreditNotesFilters';
import { CreditNotesResults } from './list/CreditNotesResults';
import { creditNoteColumns } from './list/CreditNotesTable';
import { useCreditNotesListParams } from './list/useCreditNotesListParams';
import { type CreditNoteToPay, MarkCreditNoteAsPaidDialog } from './markAsPaid/MarkCreditNoteAsPaidDialog';

/** /admin/therapists/credit-notes: every credit note, newest first, filtered by doctor and status, paged. */
export function CreditNotesPage() {
  const { t } = useTranslation();
  const [fetchKey, setFetchKey] = useState(0);
  const refresh = () => setFetchKey((key) => key + 1);
  const { params, change } = useCreditNotesListParams();
  const openCreate = useOpenCreateCreditNote();
  const [toPay, setToPay] = useState<CreditNoteToPay | null>(null);
  return (
    <section className="credit-notes-page">
      <div className="page-header">
        <H2>{t('creditNotes.list.title')}</H2>
        <div className="page-actions">
          <ExportButton />
          <Button
            intent="primary"
            icon="add"
            text={t('creditNotes.list.create')}
            onClick={() => openCreate()}
          />
        </div>
      </div>
      <CreditNotesFilters params={params} fetchKey={fetchKey} onChange={change} />
      <QueryErrorBoundary
        title={t('creditNotes.list.loadFailed')}
        retryText={t('creditNotes.list.retry')}
        onRetry={refresh}
      >
        <Suspense
          fallback={
            <SkeletonTable
              className="credit-notes-table"
              rows={params.first}
              columns={['', ...creditNoteColumns.map((column) => t(`creditNotes.list.columns.${column}`))]}
            />
          }
        >
          <CreditNotesResults
            params={params}
            fetchKey={fetchKey}
            onChange={change}
            onCreate={() => openCreate()}
            onMarkAsPaid={setToPay}
          />
        </Suspense>
      </QueryErrorBoundary>
      <CreateCreditNoteAction onGenerated={refresh} />
      <ExportAction resource="credit-notes" />
      {toPay && <MarkCreditNoteAsPaidDialog creditNote={toPay} onClose={() => setToPay(null)} />}
    </section>
  );
}
