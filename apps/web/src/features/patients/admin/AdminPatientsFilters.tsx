import { FormGroup, HTMLSelect, Switch } from '@blueprintjs/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type AdminPatientsListParams, lifeCyclePhases, orderFilters } from './adminPatientsListParams';
import { DoctorFilter } from './DoctorFilter';

interface Props {
  params: AdminPatientsListParams;
  onChange: (change: Partial<AdminPatientsListParams>) => void;
}

const orderLabels = {
  with: 'adminPatients.filters.withOrders',
  without: 'adminPatients.filters.withoutOrders',
} as const;

/** Doctor, lifecycle phase, orders and "removed included" filters of the admin patients list. */
export function AdminPatientsFilters({ params, onChange }: Props) {
  const { t } = useTranslation();
  const doctorId = useId();
  const phaseId = useId();
  const ordersId = useId();
  return (
    <div className="admin-list-filters">
      <FormGroup label={t('adminPatients.filters.doctor')} labelFor={doctorId} inline>
        <DoctorFilter
          id={doctorId}
          doctorId={params.doctorId}
          onChange={(doctor) => onChange({ doctorId: doctor })}
          allText={t('adminPatients.filters.allDoctors')}
        />
      </FormGroup>
      <FormGroup label={t('adminPatients.filters.phase')} labelFor={phaseId} inline>
        <HTMLSelect
          id={phaseId}
          value={params.phase ?? ''}
          options={[
            { value: '', label: t('adminPatients.filters.allPhases') },
            ...lifeCyclePhases.map((phase) => ({ value: phase, label: t(`adminPatients.phases.${phase}`) })),
          ]}
          onChange={(event) => {
            const value = event.currentTarget.value;
            onChange({ phase: lifeCyclePhases.find((phase) => phase === value) ?? null });
          }}
        />
      </FormGroup>
      <FormGroup label={t('adminPatients.filters.hasOrders')} labelFor={ordersId} inline>
        <HTMLSelect
          id={ordersId}
          value={params.orders ?? ''}
          options={[
            { value: '', label: t('adminPatients.filters.anyOrders') },
            ...orderFilters.map((filter) => ({ value: filter, label: t(orderLabels[filter]) })),
          ]}
          onChange={(event) => {
            const value = event.currentTarget.value;
            onChange({ orders: orderFilters.find((filter) => filter === value) ?? null });
          }}
        />
      </FormGroup>
      <Switch
        label={t('adminPatients.filters.trashed')}
        checked={params.trashed}
        onChange={(event) => onChange({ trashed: event.currentTarget.checked })}
      />
    </div>
  );
}
