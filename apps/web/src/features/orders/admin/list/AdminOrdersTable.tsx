import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { type AdminOrdersTable_orders$key } from './__generated__/AdminOrdersTable_orders.graphql';
import { adminOrderColumns, AdminOrderRow } from './AdminOrderRow';
import { DataTable, Th } from '../../../../shared/table';

/** A page of the admin's orders, newest first. */
export function AdminOrdersTable({ ordersRef }: { ordersRef: AdminOrdersTable_orders$key }) {
  const { t } = useTranslation();
  const { data } = useFragment(
    graphql`
      fragment AdminOrdersTable_orders on OrderPaginator {
        data {
          id
          ...AdminOrderRow_order
        }
      }
    `,
    ordersRef,
  );
  return (
    <DataTable className="admin-orders-table" striped>
      <thead>
        <tr>
          {adminOrderColumns.map((column) => (
            <Th key={column} numeric={column === 'total'}>
              {t(`adminOrders.columns.${column}`)}
            </Th>
          ))}
        </tr>
      </thead>
      <tbody>
        {data.map((order) => (
          <AdminOrderRow key={order.id} orderRef={order} />
        ))}
      </tbody>
    </DataTable>
  );
}
