import { FormGroup, HTMLSelect, Tag } from '@blueprintjs/core';
import { formatDate } from '@portal/shared-types';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type Sex } from './shop/shopFilters';

export interface OrderPatient {
  id: string;
  title: string | null | undefined;
  first_name: string;
  last_name: string;
  date_of_birth: string;
  biological_sex: string;
}

const nameOf = (patient: OrderPatient) =>
  [patient.title, patient.first_name, patient.last_name].filter(Boolean).join(' ');

interface Props {
  /** The patients to choose from; null when the modal was opened for one patient. */
  patients: readonly OrderPatient[] | null;
  chosen: OrderPatient | null;
  disabled: boolean;
  onChoose: (patientId: string) => void;
}

/** The patient the order is for: a picker of the newest 200 patients, or the one it was opened for. */
export function PatientChoice({ patients, chosen, disabled, onChoose }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const summary = chosen && (
    <span className="order-patient">
      <strong>{nameOf(chosen)}</strong>{' '}
      <Tag minimal>{t('orders.newOrder.bornOn', { date: formatDate(chosen.date_of_birth) })}</Tag>{' '}
      <Tag minimal>{t(`orders.newOrder.sex.${chosen.biological_sex as Sex}`)}</Tag>
    </span>
  );
  if (patients === null)
    return (
      <FormGroup label={t('orders.newOrder.patient')} inline>
        {summary}
      </FormGroup>
    );
  return (
    <FormGroup
      label={t('orders.newOrder.patient')}
      labelFor={id}
      inline
      helperText={patients.length === 0 ? t('orders.newOrder.noPatients') : undefined}
    >
      <HTMLSelect
        id={id}
        value={chosen?.id ?? ''}
        disabled={disabled}
        onChange={(event) => onChoose(event.currentTarget.value)}
      >
        <option value="" disabled>
          {t('orders.newOrder.choosePatient')}
        </option>
        {patients.map((patient) => (
          <option key={patient.id} value={patient.id}>
            {nameOf(patient)} ({formatDate(patient.date_of_birth)})
          </option>
        ))}
      </HTMLSelect>{' '}
      {summary}
    </FormGroup>
  );
}
