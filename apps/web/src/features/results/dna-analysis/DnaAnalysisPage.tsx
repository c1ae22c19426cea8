import { InputGroup } from '@blueprintjs/core';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { QueryErrorBoundary } from '../../../shared/query/QueryErrorBoundary';
import { SEARCH_DEBOUNCE_MS } from '../../../shared/search/useDebouncedValue';
import { AnalysisTypeTabs } from '../shared/AnalysisTypeTabs';
import { FhirExportButton } from '../shared/FhirExportButton';
import { ResultFileButton } from '../shared/ResultFileButton';
import { SkeletonTable } from '../shared/SkeletonTable';
import { useResultSearch } from '../shared/useResultSearch';
import { dnaColumns, DnaAnalysisResults } from './DnaAnalysisResults';
import { DnaLegend } from './DnaLegend';
import { useMarkResultsOpened } from '../../work-queue/useMarkResultsOpened';
import { ReportReleaseCard } from '../releases/ReportReleaseCard';

/** /patients/{patientId}/dna-analysis: search, PDF, legend and the table of DNA markers. */
export function DnaAnalysisPage() {
  const { t } = useTranslation();
  const { patientId = '' } = useParams();
  useMarkResultsOpened(patientId, 'dna');
  const { text, setText, search } = useResultSearch(SEARCH_DEBOUNCE_MS);
  const [fetchKey, setFetchKey] = useState(0);
  return (
    <section>
      <AnalysisTypeTabs patientId={patientId} selected="dna" className="results-page">
        <ReportReleaseCard patientId={patientId} kind="Dna" />
        <div className="results-toolbar">
          <InputGroup
            type="search"
            leftIcon="search"
            aria-label={t('dnaAnalysis.search')}
            placeholder={t('dnaAnalysis.search')}
            value={text}
            onValueChange={setText}
          />
          <ResultFileButton
            path={`/api/patients/${patientId}/download-dna-analysis-pdf`}
            fallbackName="dna-analyse.pdf"
            text={t('dnaAnalysis.downloadPdf')}
          />
          <FhirExportButton patientId={patientId} />
        </div>
        <DnaLegend />
        <QueryErrorBoundary
          title={t('dnaAnalysis.loadFailed')}
          retryText={t('dnaAnalysis.retry')}
          onRetry={() => setFetchKey((key) => key + 1)}
        >
          <Suspense
            fallback={<SkeletonTable columns={dnaColumns.map((c) => t(`dnaAnalysis.columns.${c}`))} />}
          >
            <DnaAnalysisResults patientId={patientId} search={search} fetchKey={fetchKey} />
          </Suspense>
        </QueryErrorBoundary>
      </AnalysisTypeTabs>
    </section>
  );
}
