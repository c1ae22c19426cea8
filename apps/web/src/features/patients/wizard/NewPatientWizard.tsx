import { Dialog, NonIdealState, Spinner } from '@blueprintjs/core';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryErrorBoundary } from '../../../shared/query/QueryErrorBoundary';
import { NewPatientSteps } from './NewPatientSteps';

interface Props {
  onClose: () => void;
  onCreated: () => void;
}

/** The new-patient wizard (action=new_patient). */
export function NewPatientWizard({ onClose, onCreated }: Props) {
  const { t } = useTranslation();
  const [fetchKey, setFetchKey] = useState(0);
  return (
    <Dialog
      isOpen
      title={t('patients.wizard.title')}
      onClose={onClose}
      className="new-patient-wizard"
      canOutsideClickClose={false}
    >
      <QueryErrorBoundary
        title={t('patients.wizard.consentsFailed')}
        retryText={t('patients.list.retry')}
        onRetry={() => setFetchKey((key) => key + 1)}
      >
        <Suspense fallback={<NonIdealState icon={<Spinner />} />}>
          <NewPatientSteps fetchKey={fetchKey} onClose={onClose} onCreated={onCreated} />
        </Suspense>
      </QueryErrorBoundary>
    </Dialog>
  );
}
