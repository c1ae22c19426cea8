import { Button, NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { useLoadCountries } from '../../../shared/countries/useCountries';
import { type PatientsListResultsQuery } from './__generated__/PatientsListResultsQuery.graphql';
import { type PatientListParams } from './listParams';
import { PatientsPager } from './PatientsPager';
import { PatientsTable } from './PatientsTable';

export const patientsListResultsQuery = graphql`
  query PatientsListResultsQuery(
    $first: Int!
    $page: Int!
    $search: String
    $orderBy: [PatientOrderByClause!]
  ) {
    patients(first: $first, page: $page, search: $search, orderBy: $orderBy) {
      paginatorInfo {
        total
        lastPage
        totalIsLowerBound
      }
      ...PatientsTable_patients
    }
  }
`;

interface Props {
  params: PatientListParams;
  /** Started by the route's loader (patientsListQuery) with the URL's parameters, or by a refresh. */
  queryRef: PreloadedQuery<PatientsListResultsQuery>;
  onChange: (change: Partial<PatientListParams>) => void;
  onCreatePatient: () => void;
  onRemovePatient: (patientId: string) => void;
}

export function PatientsListResults({ params, queryRef, onChange, onCreatePatient, onRemovePatient }: Props) {
  const { t } = useTranslation();
  useLoadCountries();
  const data = usePreloadedQuery<PatientsListResultsQuery>(patientsListResultsQuery, queryRef);
  const { total, lastPage, totalIsLowerBound } = data.patients.paginatorInfo;

  if (total === 0 && params.search === '')
    return (
      <NonIdealState
        icon="people"
        title={t('patients.list.empty')}
        action={
          <Button
            variant="minimal"
            intent="primary"
            text={t('patients.list.createFirst')}
            onClick={onCreatePatient}
          />
        }
      />
    );
  if (total === 0) return <NonIdealState icon="search" title={t('patients.list.notFound')} />;

  return (
    <>
      <PatientsTable
        patientsRef={data.patients}
        orderBy={params.orderBy}
        onSort={(orderBy) => onChange({ orderBy })}
        onRemovePatient={onRemovePatient}
      />
      <PatientsPager
        page={params.page}
        first={params.first}
        lastPage={lastPage}
        total={total}
        totalIsLowerBound={totalIsLowerBound}
        onChange={onChange}
      />
    </>
  );
}
