import { Button, FormGroup, HTMLSelect } from '@blueprintjs/core';
import { Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryErrorBoundary } from '../../../shared/query/QueryErrorBoundary';
import { type CreditNotesListParams, creditNoteStatuses } from '../creditNotesListParams';
import { DoctorSelect } from '../DoctorSelect';
import { useCreditNoteDoctors } from '../useCreditNoteDoctors';

interface Props {
  params: CreditNotesListParams;
  fetchKey: number;
  onChange: (change: Partial<CreditNotesListParams>) => void;
}

/** The doctor and status filters of the credit notes list. */
export function CreditNotesFilters({ params, fetchKey, onChange }: Props) {
  const { t } = useTranslation();
  const doctorId = useId();
  const statusId = useId();
  const placeholder = (
    <Button alignText="start" endIcon="caret-down" disabled text={t('creditNotes.filters.allDoctors')} />
  );
  return (
    <div className="credit-notes-filters">
      <FormGroup label={t('creditNotes.filters.doctor')} labelFor={doctorId} inline>
        <QueryErrorBoundary
          title={t('creditNotes.generate.loadFailed')}
          retryText={t('creditNotes.generate.retry')}
          onRetry={() => undefined}
        >
          <Suspense fallback={placeholder}>
            <DoctorFilter id={doctorId} params={params} fetchKey={fetchKey} onChange={onChange} />
          </Suspense>
        </QueryErrorBoundary>
      </FormGroup>
      <FormGroup label={t('creditNotes.filters.status')} labelFor={statusId} inline>
        <HTMLSelect
          id={statusId}
          value={params.status ?? ''}
          options={[
            { value: '', label: t('creditNotes.filters.allStatuses') },
            ...creditNoteStatuses.map((status) => ({
              value: status,
              label: t(`creditNotes.status.${status}`),
            })),
          ]}
          onChange={(event) => {
            const value = event.currentTarget.value;
            onChange({ status: creditNoteStatuses.find((status) => status === value) ?? null });
          }}
        />
      </FormGroup>
    </div>
  );
}

function DoctorFilter({ id, params, fetchKey, onChange }: Props & { id: string }) {
  const { t } = useTranslation();
  const doctors = useCreditNoteDoctors(fetchKey);
  return (
    <DoctorSelect
      id={id}
      doctors={doctors}
      selectedId={params.doctorId}
      onSelect={(doctorId) => onChange({ doctorId })}
      placeholder={t('creditNotes.filters.allDoctors')}
      allText={t('creditNotes.filters.allDoctors')}
    />
  );
}
