import {
  AnchorButton,
  Button,
  Callout,
  Card,
  H2,
  H3,
  Intent,
  NonIdealState,
  Spinner,
} from '@blueprintjs/core';
import { formatDate, formatEuro } from '@portal/shared-types';
import { useTranslation } from 'react-i18next';
import { type TranslationKey } from '../../../i18n/translationKey';
import { StatusTag } from '../../../shared/status';
import { useRestResource } from '../../../http/useRestResource';
import {
  downloadPatientOrderDocument,
  type PatientOrder,
  type PatientOrderDocument,
  patientOrders,
} from './patientOrdersApi';
import './patientOrders.css';

/** `/patient/orders` (issue 34, point 3): the patient's orders with status, tracking, invoices and open payments. */
export function PatientOrdersPage() {
  const { t } = useTranslation();
  const { state, reload } = useRestResource(patientOrders);
  return (
    <div className="patient-orders">
      <H2>{t('patientOrders.orders.title')}</H2>
      <p>{t('patientOrders.orders.intro')}</p>
      {state.status === 'loading' && <Spinner className="page-spinner" />}
      {(state.status === 'failed' || state.status === 'notFound') && (
        <Callout intent={Intent.DANGER}>
          <p>{t('patientOrders.orders.loadFailed')}</p>
          <Button icon="refresh" text={t('patientOrders.orders.retry')} onClick={reload} />
        </Callout>
      )}
      {state.status === 'loaded' && state.data.length === 0 && (
        <NonIdealState
          icon="box"
          title={t('patientOrders.orders.emptyTitle')}
          description={t('patientOrders.orders.emptyText')}
        />
      )}
      {state.status === 'loaded' &&
        state.data.map((order) => <PatientOrderCard key={order.id} order={order} />)}
    </div>
  );
}

const DOCUMENTS: {
  key: keyof PatientOrder['documents'];
  path: PatientOrderDocument;
  label: TranslationKey;
}[] = [
  { key: 'invoice', path: 'invoice', label: 'patientOrders.orders.invoice' },
  { key: 'finalInvoice', path: 'final-invoice', label: 'patientOrders.orders.finalInvoice' },
  { key: 'storno', path: 'storno', label: 'patientOrders.orders.storno' },
];

function PatientOrderCard({ order }: { order: PatientOrder }) {
  const { t } = useTranslation();
  const documents = DOCUMENTS.filter((document) => order.documents[document.key]);
  return (
    <Card className="patient-order" data-order={order.id}>
      <H3>{t('patientOrders.orders.orderTitle', { number: order.orderNumber ?? order.id })}</H3>
      {order.paymentUrl && (
        <Callout intent={Intent.WARNING} className="patient-order-pay">
          <p>{t('patientOrders.orders.payHint')}</p>
          {/* The pay page is the main site's, outside the portal's /patient: a plain link, not the router's. */}
          <AnchorButton
            role="link"
            href={order.paymentUrl}
            intent={Intent.PRIMARY}
            size="large"
            icon="credit-card"
            text={t('patientOrders.orders.payNow')}
          />
        </Callout>
      )}
      <dl className="patient-portal-facts">
        <dt>{t('patientOrders.orders.placedOn')}</dt>
        <dd>{formatDate(order.placedAt)}</dd>
        <dt>{t('patientOrders.orders.items')}</dt>
        <dd>
          <ul className="patient-order-items">
            {order.items.map((item, index) => (
              <li key={`${index}-${item}`}>{item}</li>
            ))}
          </ul>
        </dd>
        <dt>{t('patientOrders.orders.total')}</dt>
        <dd>{formatEuro(order.total)}</dd>
        <dt>{t('patientOrders.orders.status')}</dt>
        <dd>
          <StatusTag kind="order" value={order.status} />
        </dd>
        {order.paymentStatus && (
          <>
            <dt>{t('patientOrders.orders.payment')}</dt>
            <dd>
              <StatusTag kind="payment" value={order.paymentStatus} />
            </dd>
          </>
        )}
        {order.shipment && (
          <>
            <dt>{t('patientOrders.orders.shipment')}</dt>
            <dd>
              {t('patientOrders.orders.shipmentWith', order.shipment)}
              {order.shipment.trackingUrl && (
                <>
                  {' '}
                  <a href={order.shipment.trackingUrl} target="_blank" rel="noopener noreferrer">
                    {t('patientOrders.orders.track', { carrier: order.shipment.carrier })}
                  </a>
                </>
              )}
            </dd>
          </>
        )}
        <dt>{t('patientOrders.orders.documents')}</dt>
        <dd>
          {documents.length === 0 ? (
            t('patientOrders.orders.noDocuments')
          ) : (
            <div className="patient-order-documents">
              {documents.map((document) => (
                <Button
                  key={document.key}
                  icon="download"
                  variant="outlined"
                  text={t(document.label)}
                  onClick={() =>
                    void downloadPatientOrderDocument(order, document.path).catch(() => undefined)
                  }
                />
              ))}
            </div>
          )}
        </dd>
      </dl>
    </Card>
  );
}
