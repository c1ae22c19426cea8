import { MenuItem, NonIdealState, Spinner } from '@blueprintjs/core';
import { formatDate, formatEuro } from '@portal/shared-types';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery, useSubscribeToInvalidationState } from 'react-relay';
import { downloadFile } from '../../../http/download';
import { useActionParam } from '../../../shared/actions/useActionParam';
import { patientRecordId } from '../../orders/patientOrders';
import { OrderOptionsMenu } from '../../orders/list/OrderOptionsMenu';
import { ShipmentNumber } from '../../orders/shipment/ShipmentNumber';
import { QueryErrorBoundary } from '../../../shared/query/QueryErrorBoundary';
import { RegisterSampleLinks } from '../../samples/RegisterSampleLinks';
import { type PatientOrdersRowQuery } from './__generated__/PatientOrdersRowQuery.graphql';
import { StatusTag } from '../../../shared/status';
import { DataTable, Td, Th } from '../../../shared/table';

const ORDERS_SHOWN = 10;

interface Props {
  patientId: string;
  columns: number;
}

/** The expanded part of a patient row: that patient's newest orders, loaded when opened. */
export function PatientOrdersRow({ patientId, columns }: Props) {
  const { t } = useTranslation();
  const [fetchKey, setFetchKey] = useState(0);
  // A draft created or deleted, or an order placed, in the new-order modal: the list asks the server again.
  useSubscribeToInvalidationState([patientRecordId(patientId)], () => setFetchKey((key) => key + 1));
  return (
    <tr className="patient-orders-row">
      <Td colSpan={columns}>
        <QueryErrorBoundary
          title={t('orders.ofPatient.loadFailed')}
          retryText={t('patients.list.retry')}
          onRetry={() => setFetchKey((key) => key + 1)}
        >
          <Suspense fallback={<Spinner size={20} />}>
            <PatientOrders
              patientId={patientId}
              fetchKey={fetchKey}
              onChanged={() => setFetchKey((key) => key + 1)}
            />
          </Suspense>
        </QueryErrorBoundary>
      </Td>
    </tr>
  );
}

const orderActions = ['cancel_order'] as const;

interface BillingMenuItemsProps {
  order: {
    id: string;
    isCancelable: boolean;
    invoiceDownloadIsDisabled: boolean;
    invoice: { number: string } | null | undefined;
    finalInvoice?: { number: string; pdfStatus: string } | null;
  };
}

/**
 * The billing entries of an order's options: its (prepayment) invoice once the PDF exists, the final invoice once
 * the order is supplied, and cancelling (while it is cancelable).
 */
function BillingMenuItems({ order }: BillingMenuItemsProps) {
  const { t } = useTranslation();
  const actions = useActionParam(orderActions);
  const downloadInvoice = () =>
    // Failures are told by the network layer.
    void downloadFile(
      `/api/orders/${order.id}/download-invoice-pdf`,
      `${order.invoice?.number ?? 'rechnung'}.pdf`,
    ).catch(() => undefined);
  const final = order.finalInvoice;
  const downloadFinalInvoice = () =>
    void downloadFile(
      `/api/orders/${order.id}/download-final-invoice-pdf`,
      `${final?.number ?? 'schlussrechnung'}.pdf`,
    ).catch(() => undefined);
  return (
    <>
      <MenuItem
        icon="download"
        text={t('orders.ofPatient.downloadInvoice')}
        disabled={order.invoiceDownloadIsDisabled}
        onClick={downloadInvoice}
      />
      {final && (
        <MenuItem
          icon="download"
          text={t('orders.ofPatient.downloadFinalInvoice')}
          disabled={final.pdfStatus !== 'Ready'}
          onClick={downloadFinalInvoice}
        />
      )}
      <MenuItem
        icon="disable"
        intent="danger"
        text={t('orders.ofPatient.cancelOrder')}
        disabled={!order.isCancelable}
        onClick={() => actions.open('cancel_order', { orderId: order.id })}
      />
    </>
  );
}

function PatientOrders({
  patientId,
  fetchKey,
  onChanged,
}: {
  patientId: string;
  fetchKey: number;
  onChanged: () => void;
}) {
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
            payment_status
            shipment_carrier
            shipment_number
            shipment_tracking_url
            total_price
            isCancelable
            invoiceDownloadIsDisabled
            ...RegisterSampleLinks_order
            invoice {
              id
              number
            }
            finalInvoice {
              id
              number
              pdfStatus
            }
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
    <DataTable compact className="patient-orders">
      <thead>
        <tr>
          <Th>{t('orders.ofPatient.number')}</Th>
          <Th>{t('orders.ofPatient.date')}</Th>
          <Th>{t('orders.ofPatient.status')}</Th>
          <Th>{t('orders.ofPatient.payment')}</Th>
          <Th numeric>{t('orders.ofPatient.total')}</Th>
          <Th>{t('samples.samples')}</Th>
          <Th aria-label={t('orders.list.options')} />
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.id}>
            <Td>{order.order_number ?? t('orders.ofPatient.draft')}</Td>
            <Td>{formatDate(order.created_at)}</Td>
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
                extraItems={order.order_number !== null && <BillingMenuItems order={order} />}
              />
            </Td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
