import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { type TranslationKey } from '../../../i18n/translationKey';
import { type SortClause } from '../../../shared/lists/urlListParams';
import { type SortColumn, toggleSort } from '../therapistsListParams';
import { TherapistRow } from './TherapistRow';
import { type TherapistsTable_users$key } from './__generated__/TherapistsTable_users.graphql';
import { type ComponentProps } from 'react';
import { DataTable, Th } from '../../../shared/table';

type Column = { label: TranslationKey; sort?: SortColumn; number?: boolean };

export const therapistColumns: readonly Column[] = [
  { label: 'therapists.list.columns.name', sort: 'NAME' },
  { label: 'therapists.list.columns.email', sort: 'EMAIL' },
  { label: 'therapists.list.columns.status' },
  { label: 'therapists.list.columns.onboarding' },
  { label: 'therapists.list.columns.partnershipModel' },
  { label: 'therapists.list.columns.patients', number: true },
  { label: 'therapists.list.columns.orders', number: true },
  { label: 'therapists.list.columns.revenue', number: true },
  { label: 'therapists.list.columns.openFees', number: true },
  { label: 'therapists.list.columns.lastLogin', sort: 'LAST_LOGIN_AT' },
  { label: 'therapists.list.columns.createdAt', sort: 'CREATED_AT' },
  { label: 'therapists.list.columns.actions' },
];

interface Props {
  usersRef: TherapistsTable_users$key;
  orderBy: SortClause<SortColumn>;
  onSort: (orderBy: SortClause<SortColumn>) => void;
  onAction: ComponentProps<typeof TherapistRow>['onAction'];
}

export function TherapistsTable({ usersRef, orderBy, onSort, onAction }: Props) {
  const { t } = useTranslation();
  const users = useFragment(
    graphql`
      fragment TherapistsTable_users on UserPaginator {
        data {
          id
          ...TherapistRow_user
        }
      }
    `,
    usersRef,
  );
  const sortIcon = (column: SortColumn) =>
    orderBy.column !== column ? 'double-caret-vertical' : orderBy.order === 'ASC' ? 'caret-up' : 'caret-down';
  return (
    <DataTable className="therapists-table" striped interactive>
      <thead>
        <tr>
          {therapistColumns.map(({ label, sort, number }) => (
            <Th
              key={label}
              numeric={number}
              aria-sort={
                sort && orderBy.column === sort
                  ? orderBy.order === 'ASC'
                    ? 'ascending'
                    : 'descending'
                  : undefined
              }
            >
              {sort ? (
                <Button
                  variant="minimal"
                  endIcon={sortIcon(sort)}
                  text={t(label)}
                  onClick={() => onSort(toggleSort(orderBy, sort))}
                />
              ) : (
                t(label)
              )}
            </Th>
          ))}
        </tr>
      </thead>
      <tbody>
        {users.data.map((user) => (
          <TherapistRow key={user.id} userRef={user} onAction={onAction} />
        ))}
      </tbody>
    </DataTable>
  );
}
