import { Button, NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { PatientsPager } from '../list/PatientsPager';
import {
  type AdminPatientsListParams,
  adminPatientsQueryVariables,
  isFiltered,
} from './adminPatientsListParams';
import { AdminPatientsTable } from './AdminPatientsTable';
import { type AdminPatientsResultsQuery } from './__generated__/AdminPatientsResultsQuery.graphql';

interface Props {
  params: AdminPatientsListParams;
  fetchKey: number;
  onChange: (change: Partial<AdminPatientsListParams>) => void;
}

/** A page of patients, newest first, with its pager; or the empty state. */
export function AdminPatientsResults({ params, fetchKey, onChange }: Props) {
  const { t } = useTranslation();
  const data = useLazyLoadQuery<AdminPatientsResultsQuery>(
    graphql`
      query AdminPatientsResultsQuery(
        $first: Int!
        $page: Int!
        $search: String
        $byDoctorId: ID
        $inLifeCyclePhase: LifeCyclePhase
        $hasOrders: Boolean
        $trashed: Trashed
      ) {
        patients(
          first: $first
          page: $page
          search: $search
          byDoctorId: $byDoctorId
          inLifeCyclePhase: $inLifeCyclePhase
          hasOrders: $hasOrders
          trashed: $trashed
        ) {
          paginatorInfo {
            total
            lastPage
            totalIsLowerBound
          }
          ...AdminPatientsTable_patients
        }
      }
    `,
    adminPatientsQueryVariables(params),
    { fetchKey, fetchPolicy: 'store-and-network' },
  );
  const { total, lastPage, totalIsLowerBound } = data.patients.paginatorInfo;
  if (total === 0 && !isFiltered(params))
    return (
      <NonIdealState
        icon="people"
        title={t('adminPatients.empty')}
        description={t('adminPatients.emptyHint')}
      />
    );
  if (total === 0)
    return (
      <NonIdealState
        icon="search"
        title={t('adminPatients.noMatches')}
        action={
          <Button
            variant="minimal"
            text={t('adminPatients.clearFilters')}
            onClick={() =>
              onChange({ search: '', doctorId: null, phase: null, orders: null, trashed: false })
            }
          />
        }
      />
    );
  return (
    <>
      <AdminPatientsTable patientsRef={data.patients} />
      <PatientsPager
        page={params.page}
        first={params.first}
        lastPage={lastPage}
        total={total}
        totalIsLowerBound={totalIsLowerBound}
        pageOfKey="adminPatients.pageOf"
        onChange={(change) =>
          onChange(change.page !== undefined ? { page: change.page } : { first: change.first })
        }
      />
    </>
  );
}
