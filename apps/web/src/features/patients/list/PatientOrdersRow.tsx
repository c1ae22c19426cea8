import { HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { formatDate, formatEuro } from '@portal/shared-types';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { OrderStatusTag } from '../../orders/OrderStatusTag';
import { QueryErrorBoundary } from '../QueryErrorBoundary';
import { type PatientOrdersRowQuery } from './__generated__/PatientOrdersRowQuery.graphql';

const ORDERS_SHOWN = 10;

interface Props {
  patientId: string;
  columns: number;
}

/** The expanded part of a patient row: that patient's newest orders, loaded when opened. */
export function PatientOrdersRow({ patientId, columns }: Props) {
  const { t } = useTranslation();
  const [fetchKey, setFetchKey] = useState(0);
  return (
    <tr className="patient-orders-row">
      <td colSpan={columns}>
        <QueryErrorBoundary
          title={t('orders.ofPatient.loadFailed')}
          retryText={t('patients.list.retry')}
          onRetry={() => setFetchKey((key) => key + 1)}
        >
          <Suspense fallback={<Spinner size={20} />}>
            <PatientOrders patientId={patientId} fetchKey={fetchKey} />
          </Suspense>
        </QueryErrorBoundary>
      </td>
    </tr>
  );
}

function PatientOrders({ patientId, fetchKey }: { patientId: string; fetchKey: number }) {
  const { t } = useTranslation();
  const { patient } = useLazyLoadQuery<PatientOrdersRowQuery>(
    graphql`
      query PatientOrdersRowQuery($id: ID!, $first: Int!) {
        patient(id: $id) {
          id
          orders(first: $first) {
            id
            order_number
            created_at
            status
            total_price
          }
        }
      }
    `,
    { id: patientId, first: ORDERS_SHOWN },
    { fetchKey, fetchPolicy: 'store-and-network' },
  );
  const orders = patient?.orders ?? [];
  if (!orders.length) return <NonIdealState icon="box" title={t('orders.ofPatient.empty')} />;
  return (
    <HTMLTable compact className="patient-orders">
      <thead>
        <tr>
          <th>{t('orders.ofPatient.number')}</th>
          <th>{t('orders.ofPatient.date')}</th>
          <th>{t('orders.ofPatient.status')}</th>
          <th>{t('orders.ofPatient.total')}</th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.id}>
            <td>{order.order_number}</td>
            <td>{formatDate(order.created_at)}</td>
            <td>
              <OrderStatusTag status={order.status} />
            </td>
            <td>{formatEuro(order.total_price)}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
