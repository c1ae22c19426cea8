import { NonIdealState, Spinner } from '@blueprintjs/core';
import { type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryErrorBoundary } from '../../../shared/query/QueryErrorBoundary';

/** The editor pages' loading and error states around their query; `children` gets the key to fetch anew. */
export function FormulaEditorFrame({ children }: { children: (fetchKey: number) => ReactNode }) {
  const { t } = useTranslation();
  const [fetchKey, setFetchKey] = useState(0);
  return (
    <QueryErrorBoundary
      title={t('formulaTool.editor.loadFailed')}
      retryText={t('formulaTool.editor.retry')}
      onRetry={() => setFetchKey((key) => key + 1)}
    >
      <Suspense fallback={<NonIdealState icon={<Spinner />} />}>{children(fetchKey)}</Suspense>
    </QueryErrorBoundary>
  );
}
