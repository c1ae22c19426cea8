import { H3, InputGroup } from '@blueprintjs/core';
import { Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { QueryErrorBoundary } from '../../../shared/query/QueryErrorBoundary';
import { ResultFileButton } from '../shared/ResultFileButton';
import { SkeletonTable } from '../shared/SkeletonTable';
import { useResultSearch } from '../shared/useResultSearch';
import { MEDICATION_SEARCH_DEBOUNCE_MS } from './medicationResult';
import { type MedicationParams, readMedicationParams } from './medicationParams';
import { medicationColumns, MedicationResults } from './MedicationResults';
import { ReportReleaseCard } from '../releases/ReportReleaseCard';

/** /patients/{patientId}/medication: medication tolerance from the pharmacogenetics analysis. */
export function MedicationPage() {
  const { t } = useTranslation();
  const { patientId = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readMedicationParams(searchParams), [searchParams]);
  const { text, setText } = useResultSearch(MEDICATION_SEARCH_DEBOUNCE_MS);
  const [fetchKey, setFetchKey] = useState(0);
  const change = useCallback(
    (next: Partial<MedicationParams>) =>
      setSearchParams((current) => {
        const written = new URLSearchParams(current);
        if (next.first !== undefined) {
          written.set('first', String(next.first));
          written.delete('page');
        }
        if (next.page !== undefined) written.set('page', String(next.page));
        return written;
      }),
    [setSearchParams],
  );
  return (
    <section className="results-page">
      <H3>{t('medication.title')}</H3>
      <ReportReleaseCard patientId={patientId} kind="Medication" />
      <div className="results-toolbar">
        <InputGroup
          type="search"
          leftIcon="search"
          aria-label={t('medication.search')}
          placeholder={t('medication.search')}
          value={text}
          onValueChange={setText}
        />
        <ResultFileButton
          path={`/api/patients/${patientId}/download-medication-results-pdf`}
          fallbackName="medikamentenvertraeglichkeit.pdf"
          text={t('medication.downloadPdf')}
        />
      </div>
      <QueryErrorBoundary
        title={t('medication.loadFailed')}
        retryText={t('medication.retry')}
        onRetry={() => setFetchKey((key) => key + 1)}
      >
        <Suspense
          fallback={<SkeletonTable columns={medicationColumns.map((c) => t(`medication.columns.${c}`))} />}
        >
          <MedicationResults patientId={patientId} params={params} fetchKey={fetchKey} onChange={change} />
        </Suspense>
      </QueryErrorBoundary>
    </section>
  );
}
