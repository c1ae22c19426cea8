import { NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { PatientsPager } from '../../patients/list/PatientsPager';
import { type OrdersResultsQuery } from './__generated__/OrdersResultsQuery.graphql';
import { type OrdersListParams, ordersQueryVariables } from './ordersListParams';
import { OrdersTable } from './OrdersTable';

interface Props {
  params: OrdersListParams;
  /** One patient's orders, or null for every order the viewer may see. */
  patientId: string | null;
  fetchKey: number;
  onChange: (change: Partial<OrdersListParams>) => void;
  onChanged: () => void;
}

/** A page of the `orders` list with its pager, or the empty state. */
export function OrdersResults({ params, patientId, fetchKey, onChange, onChanged }: Props) {
  const { t } = useTranslation();
  const data = useLazyLoadQuery<OrdersResultsQuery>(
    graphql`
      query OrdersResultsQuery(
        $patient_id: ID
        $productType: ProductType
        $first: Int!
        $page: Int!
        $search: String
        $orderBy: [OrdersOrderByClause!]
      ) {
        orders(
          patient_id: $patient_id
          productType: $productType
          first: $first
          page: $page
          search: $search
          orderBy: $orderBy
        ) {
          paginatorInfo {
            total
            lastPage
            totalIsLowerBound
          }
          ...OrdersTable_orders
        }
      }
    `,
    ordersQueryVariables(params, patientId),
    { fetchKey, fetchPolicy: 'store-and-network' },
  );
  const { total, lastPage, totalIsLowerBound } = data.orders.paginatorInfo;
  if (total === 0)
    return params.search.trim() === '' && params.productType === null ? (
      <NonIdealState icon="box" title={t('orders.list.empty')} />
    ) : (
      <NonIdealState icon="search" title={t('orders.list.noMatches')} />
    );
  return (
    <>
      <OrdersTable
        ordersRef={data.orders}
        orderBy={params.orderBy}
        onSort={(orderBy) => onChange({ orderBy })}
        onChanged={onChanged}
        showPatient={patientId === null}
      />
      <PatientsPager
        page={params.page}
        first={params.first}
        lastPage={lastPage}
        total={total}
        totalIsLowerBound={totalIsLowerBound}
        pageOfKey="orders.list.pageOf"
        onChange={(change) =>
          onChange(change.page !== undefined ? { page: change.page } : { first: change.first })
        }
      />
    </>
  );
}
