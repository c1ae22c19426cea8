import { Button, H3, InputGroup } from '@blueprintjs/core';
import { startTransition, Suspense, useDeferredValue, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { downloadFile } from '../../../../http/download';
import { useActionParam } from '../../../../shared/actions/useActionParam';
import { lazyDialog } from '../../../../shared/dialogs/lazyDialog';
import { QueryErrorBoundary } from '../../../../shared/query/QueryErrorBoundary';
import { useDebouncedValue } from '../../../../shared/search/useDebouncedValue';
import { AnalysisTypeTabs } from '../../shared/AnalysisTypeTabs';
import { BloodAnalysisSkeleton } from './BloodAnalysisSkeleton';
import { useRouteQuery } from '../../../../relay/routeQuery';
import { type BloodAnalysisTableQuery } from './__generated__/BloodAnalysisTableQuery.graphql';
import { BloodAnalysisTable, bloodAnalysisTableQueryNode } from './BloodAnalysisTable';
import { bloodAnalysisTableVariables } from './bloodAnalysisTableQuery';
import { BloodUploadsCard } from './BloodUploadsCard';
import { FhirExportButton } from '../../shared/FhirExportButton';
import { useMarkResultsOpened } from '../../../work-queue/useMarkResultsOpened';
import { ReportReleaseCard } from '../../releases/ReportReleaseCard';

const BloodEntryDialog = lazyDialog(() => import('../entry/BloodEntryDialog'), 'BloodEntryDialog');
const BloodUploadDialog = lazyDialog(
  () => import('../../blood-uploads/BloodUploadDialog'),
  'BloodUploadDialog',
);

const bloodAnalysisActions = ['upload'] as const;

/** /patients/{patientId}/blood-analysis: search, PDF, the markers' table, and the upload dialogs (action=upload). */
export function BloodAnalysisPage() {
  const { t } = useTranslation();
  const { patientId = '' } = useParams();
  useMarkResultsOpened(patientId, 'blood');
  const [searchParams] = useSearchParams();
  const actions = useActionParam(bloodAnalysisActions);
  const [searchText, setSearchText] = useState('');
  // Typing keeps the last results on screen until the new ones arrive.
  const search = useDeferredValue(useDebouncedValue(searchText));
  // The route's loader started the table's query without a search; a search or a refresh loads it anew.
  const { queryRef, load } = useRouteQuery<BloodAnalysisTableQuery>(bloodAnalysisTableQueryNode);
  const refresh = () => load(bloodAnalysisTableVariables(patientId, search));
  const searchVariable = bloodAnalysisTableVariables(patientId, search).search;
  useEffect(() => {
    if (searchVariable === queryRef.variables.search) return;
    // The last results stay on screen until the search's have arrived.
    startTransition(() => load({ patientId, search: searchVariable }));
  }, [searchVariable, queryRef.variables.search, patientId, load]);
  const [uploadsKey, setUploadsKey] = useState(0);
  const refreshUploads = () => setUploadsKey((key) => key + 1);
  const uploadType = searchParams.get('uploadType');
  const openUpload = (type: 'CUSTOMER' | 'BLOOD') => actions.open('upload', { uploadType: type });
  const closeUpload = () => actions.close('uploadType');
  const downloadPdf = () =>
    // Failures are told by the network layer.
    void downloadFile(`/api/patients/${patientId}/download-blood-analysis-pdf`, 'blutanalyse.pdf').catch(
      () => undefined,
    );

  return (
    <section>
      <AnalysisTypeTabs patientId={patientId} selected="blood" className="blood-analysis-page">
        <div className="page-header">
          <H3>{t('bloodResults.list.title')}</H3>
          <div className="button-row">
            <Button icon="download" text={t('bloodResults.list.downloadPdf')} onClick={downloadPdf} />
            <FhirExportButton patientId={patientId} />
            <Button
              icon="upload"
              text={t('bloodResults.list.upload')}
              onClick={() => openUpload('CUSTOMER')}
            />
            <Button
              intent="primary"
              icon="edit"
              text={t('bloodResults.list.enter')}
              onClick={() => openUpload('BLOOD')}
            />
          </div>
        </div>
        <ReportReleaseCard patientId={patientId} kind="Blood" />
        <InputGroup
          type="search"
          leftIcon="search"
          aria-label={t('bloodResults.list.search')}
          placeholder={t('bloodResults.list.search')}
          value={searchText}
          onValueChange={setSearchText}
        />
        <QueryErrorBoundary
          title={t('bloodResults.list.loadFailed')}
          retryText={t('bloodResults.list.retry')}
          onRetry={refresh}
        >
          <Suspense fallback={<BloodAnalysisSkeleton />}>
            <BloodAnalysisTable
              patientId={patientId}
              search={search}
              queryRef={queryRef}
              onUpload={() => openUpload('CUSTOMER')}
              onEnter={() => openUpload('BLOOD')}
            />
          </Suspense>
        </QueryErrorBoundary>
        <QueryErrorBoundary
          title={t('bloodResults.list.loadFailed')}
          retryText={t('bloodResults.list.retry')}
          onRetry={refreshUploads}
        >
          {/* A list below the table: it appears when it has arrived, without a placeholder of its own. */}
          <Suspense fallback={null}>
            <BloodUploadsCard patientId={patientId} fetchKey={uploadsKey} />
          </Suspense>
        </QueryErrorBoundary>
        {actions.action === 'upload' && uploadType === 'CUSTOMER' && (
          <BloodUploadDialog patientId={patientId} onClose={closeUpload} onUploaded={refreshUploads} />
        )}
        {actions.action === 'upload' && uploadType === 'BLOOD' && (
          <BloodEntryDialog patientId={patientId} onClose={closeUpload} onSaved={refresh} />
        )}
      </AnalysisTypeTabs>
    </section>
  );
}
