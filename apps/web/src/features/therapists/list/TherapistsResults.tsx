import { Button, NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { PatientsPager } from '../../patients/list/PatientsPager';
import { TherapistDialogs } from '../actions/TherapistDialogs';
import {
  isFiltered,
  noFilters,
  type TherapistsListParams,
  therapistsQueryVariables,
} from '../therapistsListParams';
import { TherapistsTable } from './TherapistsTable';
import { type TherapistsResultsQuery } from './__generated__/TherapistsResultsQuery.graphql';
import { type ComponentProps } from 'react';

interface Props {
  params: TherapistsListParams;
  fetchKey: number;
  onChange: (change: Partial<TherapistsListParams>) => void;
  onInvite: () => void;
  onAction: ComponentProps<typeof TherapistsTable>['onAction'];
  onDeleted: () => void;
}

/** A page of therapists with its pager and row dialogs; or the empty state with the next action. */
export function TherapistsResults({ params, fetchKey, onChange, onInvite, onAction, onDeleted }: Props) {
  const { t } = useTranslation();
  const data = useLazyLoadQuery<TherapistsResultsQuery>(
    graphql`
      query TherapistsResultsQuery(
        $first: Int!
        $page: Int!
        $search: String
        $isActive: Boolean
        $onboardingType: OnboardingType
        $partnershipModelId: ID
        $orderBy: [UserOrderByClause!]
      ) {
        users(
          first: $first
          page: $page
          search: $search
          isActive: $isActive
          onboardingType: $onboardingType
          partnershipModelId: $partnershipModelId
          orderBy: $orderBy
        ) {
          paginatorInfo {
            total
            lastPage
            totalIsLowerBound
          }
          data {
            id
            name
            email
            doctor {
              id
            }
            partnershipModel {
              id
            }
          }
          ...TherapistsTable_users
        }
      }
    `,
    therapistsQueryVariables(params),
    { fetchKey, fetchPolicy: 'store-and-network' },
  );
  const { total, lastPage, totalIsLowerBound } = data.users.paginatorInfo;

  if (total === 0 && !isFiltered(params))
    return (
      <NonIdealState
        icon="people"
        title={t('therapists.list.empty')}
        description={t('therapists.list.emptyHint')}
        action={<Button intent="primary" icon="add" text={t('therapists.list.invite')} onClick={onInvite} />}
      />
    );
  if (total === 0)
    return (
      <NonIdealState
        icon="search"
        title={t('therapists.list.noMatches')}
        action={
          <Button
            variant="minimal"
            text={t('therapists.list.clearFilters')}
            onClick={() => onChange(noFilters)}
          />
        }
      />
    );
  const doctors = data.users.data.map((user) => ({
    userId: user.id,
    doctorId: user.doctor?.id ?? '',
    name: user.name,
    email: user.email,
    partnershipModelId: user.partnershipModel?.id ?? null,
  }));
  return (
    <>
      <TherapistsTable
        usersRef={data.users}
        orderBy={params.orderBy}
        onSort={(orderBy) => onChange({ orderBy })}
        onAction={onAction}
      />
      <PatientsPager
        page={params.page}
        first={params.first}
        lastPage={lastPage}
        total={total}
        totalIsLowerBound={totalIsLowerBound}
        pageOfKey="therapists.list.pageOf"
        onChange={(change) =>
          onChange(change.page !== undefined ? { page: change.page } : { first: change.first })
        }
      />
      <TherapistDialogs doctors={doctors} onDeleted={onDeleted} />
    </>
  );
}
