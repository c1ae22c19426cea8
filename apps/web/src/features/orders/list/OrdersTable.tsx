import { Button } from '@blueprintjs/core';
import { formatDate, formatEuro } from '@portal/shared-types';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { type TranslationKey } from '../../../i18n/translationKey';
import { RegisterSampleLinks } from '../../samples/RegisterSampleLinks';
import { type OrdersTable_orders$key } from './__generated__/OrdersTable_orders.graphql';
import { type OrderSortColumn, type OrdersListParams, toggleOrdersSort } from './ordersListParams';
import { ShipmentNumber } from '../shipment/ShipmentNumber';
import { OrderOptionsMenu } from './OrderOptionsMenu';
import { StatusTag } from '../../../shared/status';
import { DataTable, Td, Th } from '../../../shared/table';

interface Props {
  ordersRef: OrdersTable_orders$key;
  orderBy: OrdersListParams['orderBy'];
  onSort: (orderBy: OrdersListParams['orderBy']) => void;
  onChanged: () => void;
  /** The patient column; the patient's own order history leaves it out. */
  showPatient: boolean;
}

const sortable: { column: OrderSortColumn; label: TranslationKey }[] = [
  { column: 'ORDER_NUMBER', label: 'orders.ofPatient.number' },
  { column: 'CREATED_AT', label: 'orders.ofPatient.date' },
];
const trailing: { column: OrderSortColumn; label: TranslationKey }[] = [
  { column: 'STATUS', label: 'orders.ofPatient.status' },
  { column: 'PAYMENT_STATUS', label: 'orders.ofPatient.payment' },
  { column: 'TOTAL_PRICE', label: 'orders.ofPatient.total' },
];

/** A page of orders: number, date, (patient), status, payment, gross total, sample links and the options menu. */
export function OrdersTable({ ordersRef, orderBy, onSort, onChanged, showPatient }: Props) {
  const { t } = useTranslation();
  const { data } = useFragment(
    graphql`
      fragment OrdersTable_orders on OrderPaginator {
        data {
          id
          order_number
          created_at
          status
          payment_status
          total_price
          isCancelable
          consultationDue
          shipment_carrier
          shipment_number
          shipment_tracking_url
          ...RegisterSampleLinks_order
          patient {
            id
            first_name
            last_name
          }
        }
      }
    `,
    ordersRef,
  );

  const header = ({ column, label }: { column: OrderSortColumn; label: TranslationKey }) => {
    const active = orderBy.column === column;
    return (
      <Th
        key={column}
        numeric={column === 'TOTAL_PRICE'}
        aria-sort={active ? (orderBy.order === 'ASC' ? 'ascending' : 'descending') : undefined}
      >
        <Button
          variant="minimal"
          endIcon={!active ? 'double-caret-vertical' : orderBy.order === 'ASC' ? 'caret-up' : 'caret-down'}
          text={t(label)}
          onClick={() => onSort(toggleOrdersSort(orderBy, column))}
        />
      </Th>
    );
  };

  return (
    <DataTable className="orders-table" striped>
      <thead>
        <tr>
          {sortable.map(header)}
          {showPatient && <Th>{t('orders.list.patient')}</Th>}
          {trailing.map(header)}
          <Th>{t('samples.samples')}</Th>
          <Th aria-label={t('orders.list.options')} />
        </tr>
      </thead>
      <tbody>
        {data.map((order) => (
          <tr key={order.id}>
            <Td>{order.order_number}</Td>
            <Td>{formatDate(order.created_at)}</Td>
            {showPatient && <Td>{`${order.patient.first_name} ${order.patient.last_name}`}</Td>}
            <Td>
              <StatusTag kind="order" value={order.status} />
              <ShipmentNumber
                carrier={order.shipment_carrier}
                number={order.shipment_number}
                url={order.shipment_tracking_url}
              />
            </Td>
            <Td>
              <StatusTag kind="payment" value={order.payment_status} />
            </Td>
            <Td numeric>{formatEuro(order.total_price)}</Td>
            <Td>
              <RegisterSampleLinks orderRef={order} />
            </Td>
            <Td>
              <OrderOptionsMenu
                orderId={order.id}
                isCancelable={order.isCancelable}
                onDeleted={onChanged}
                payment={order}
                consultationDue={order.consultationDue}
              />
            </Td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
