import { Button } from '@blueprintjs/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { useCountries } from '../../../shared/countries/useCountries';
import { type PatientsTable_patients$key } from './__generated__/PatientsTable_patients.graphql';
import { type PatientListParams, type SortColumn, toggleSort } from './listParams';
import { PatientRow } from './PatientRow';
import { DataTable, Th } from '../../../shared/table';

interface Props {
  patientsRef: PatientsTable_patients$key;
  orderBy: PatientListParams['orderBy'];
  onSort: (orderBy: PatientListParams['orderBy']) => void;
  onRemovePatient: (patientId: string) => void;
}

const columns = [
  { column: 'NAME', label: 'patients.list.columns.name' },
  { column: 'EMAIL', label: 'patients.list.columns.email' },
  { column: 'PHONE_NUMBER', label: 'patients.list.columns.phone' },
] as const satisfies readonly { column: SortColumn; label: string }[];

export function PatientsTable({ patientsRef, orderBy, onSort, onRemovePatient }: Props) {
  const { t } = useTranslation();
  const patients = useFragment(
    graphql`
      fragment PatientsTable_patients on PatientPaginator {
        data {
          id
          ...PatientRow_patient
        }
      }
    `,
    patientsRef,
  );
  const countries = useCountries();
  // The patient stores the ISO code of the dial-code country; the table shows the dial code itself.
  const dialCodes = useMemo(
    () => new Map(countries.map((country) => [country.country_code, country.dial_code])),
    [countries],
  );

  const sortIcon = (column: SortColumn) =>
    orderBy.column !== column ? 'double-caret-vertical' : orderBy.order === 'ASC' ? 'caret-up' : 'caret-down';

  return (
    <DataTable className="patients-table" striped interactive>
      <thead>
        <tr>
          <Th>
            <span className="visually-hidden">{t('common.columns.expand')}</span>
          </Th>
          {columns.map(({ column, label }) => (
            <Th
              key={column}
              aria-sort={
                orderBy.column === column ? (orderBy.order === 'ASC' ? 'ascending' : 'descending') : undefined
              }
            >
              <Button
                variant="minimal"
                endIcon={sortIcon(column)}
                text={t(label)}
                onClick={() => onSort(toggleSort(orderBy, column))}
              />
            </Th>
          ))}
          <Th>{t('patients.list.columns.latestOrder')}</Th>
          <Th>{t('patients.list.actions')}</Th>
        </tr>
      </thead>
      <tbody>
        {patients.data.map((patient) => (
          <PatientRow
            key={patient.id}
            patientRef={patient}
            dialCodes={dialCodes}
            onRemove={onRemovePatient}
            columns={columns.length + 3}
          />
        ))}
      </tbody>
    </DataTable>
  );
}
