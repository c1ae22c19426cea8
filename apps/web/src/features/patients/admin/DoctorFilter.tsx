import { Button } from '@blueprintjs/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryErrorBoundary } from '../../../shared/query/QueryErrorBoundary';
import { DoctorSelect } from '../../credit-notes/DoctorSelect';
import { useCreditNoteDoctors } from '../../credit-notes/useCreditNoteDoctors';

interface Props {
  id: string;
  doctorId: string | null;
  onChange: (doctorId: string | null) => void;
  /** The text of "every doctor" (no filter). */
  allText: string;
}

/** The admin lists' doctor filter: the doctors picker (first 1000), loading on its own. */
export function DoctorFilter(props: Props) {
  const { t } = useTranslation();
  return (
    <QueryErrorBoundary
      title={t('adminPatients.filters.doctorsFailed')}
      retryText={t('adminPatients.retry')}
      onRetry={() => undefined}
    >
      <Suspense fallback={<Button alignText="start" endIcon="caret-down" disabled text={props.allText} />}>
        <DoctorFilterSelect {...props} />
      </Suspense>
    </QueryErrorBoundary>
  );
}

function DoctorFilterSelect({ id, doctorId, onChange, allText }: Props) {
  const doctors = useCreditNoteDoctors();
  return (
    <DoctorSelect
      id={id}
      doctors={doctors}
      selectedId={doctorId}
      onSelect={onChange}
      placeholder={allText}
      allText={allText}
    />
  );
}
