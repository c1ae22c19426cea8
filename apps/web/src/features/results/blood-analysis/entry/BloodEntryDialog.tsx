import { Dialog, NonIdealState, Spinner } from '@blueprintjs/core';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryErrorBoundary } from '../../../../shared/query/QueryErrorBoundary';
import { BloodEntryForm } from './BloodEntryForm';

interface Props {
  patientId: string;
  onClose: () => void;
  onSaved: () => void;
}

/** `?action=upload&uploadType=BLOOD`: the doctor types in blood values, in effect at once. */
export function BloodEntryDialog({ patientId, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const [fetchKey, setFetchKey] = useState(0);
  return (
    <Dialog
      isOpen
      title={t('bloodResults.entry.title')}
      onClose={onClose}
      className="blood-entry-dialog"
      canOutsideClickClose={false}
    >
      <QueryErrorBoundary
        title={t('bloodResults.entry.loadFailed')}
        retryText={t('bloodResults.entry.retry')}
        onRetry={() => setFetchKey((key) => key + 1)}
      >
        <Suspense fallback={<NonIdealState icon={<Spinner />} />}>
          <BloodEntryForm patientId={patientId} fetchKey={fetchKey} onClose={onClose} onSaved={onSaved} />
        </Suspense>
      </QueryErrorBoundary>
    </Dialog>
  );
}
