import { AnchorButton, Classes, Tooltip } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { downloadFile } from '../../../http/download';
import { type OrderDocuments_order$key } from './__generated__/OrderDocuments_order.graphql';
import { OrderSection } from './OrderSection';

// Failures are told by the network layer.
const download = (path: string, name: string) => void downloadFile(path, name).catch(() => undefined);

/** The order's documents as buttons: its invoice once there is one, and the final invoice once it is issued. */
export function OrderDocuments({
  orderId,
  orderRef,
}: {
  orderId: string;
  orderRef: OrderDocuments_order$key;
}) {
  const { t } = useTranslation();
  const order = useFragment(
    graphql`
      fragment OrderDocuments_order on Order {
        invoiceDownloadIsDisabled
        invoice {
          number
        }
        finalInvoice {
          number
          pdfStatus
        }
      }
    `,
    orderRef,
  );
  const { invoice, finalInvoice } = order;
  const notReady = t('orders.details.invoiceNotReady');
  return (
    <OrderSection title={t('orders.details.sections.documents')} className="order-details-documents">
      {!invoice && !finalInvoice && (
        <span className={Classes.TEXT_MUTED}>{t('orders.details.noDocuments')}</span>
      )}
      {invoice && (
        <Tooltip content={notReady} disabled={!order.invoiceDownloadIsDisabled}>
          {/* A disabled button still tells why: AnchorButton keeps the pointer events for the tooltip. */}
          <AnchorButton
            icon="download"
            text={`${t('orders.ofPatient.downloadInvoice')} (${invoice.number})`}
            disabled={order.invoiceDownloadIsDisabled}
            onClick={() => download(`/api/orders/${orderId}/download-invoice-pdf`, `${invoice.number}.pdf`)}
          />
        </Tooltip>
      )}
      {finalInvoice && (
        <Tooltip content={notReady} disabled={finalInvoice.pdfStatus === 'Ready'}>
          <AnchorButton
            icon="download"
            text={`${t('orders.ofPatient.downloadFinalInvoice')} (${finalInvoice.number})`}
            disabled={finalInvoice.pdfStatus !== 'Ready'}
            onClick={() =>
              download(`/api/orders/${orderId}/download-final-invoice-pdf`, `${finalInvoice.number}.pdf`)
            }
          />
        </Tooltip>
      )}
    </OrderSection>
  );
}
