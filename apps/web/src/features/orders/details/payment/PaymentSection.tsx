import { Classes, H5 } from '@blueprintjs/core';
import { formatDate, formatEuro } from '@portal/shared-types';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { type PaymentSection_order$key } from './__generated__/PaymentSection_order.graphql';
import { paymentMethodName } from './paymentMethodName';
import { RetryRefundButton } from './RetryRefundButton';
import './paymentSection.css';
import { StatusTag } from '../../../../shared/status';
import { DataTable, Td, Th } from '../../../../shared/table';

interface Props {
  orderRef: PaymentSection_order$key;
  /** Admins may ask again for a failed refund. */
  admin: boolean;
}

/** The order's payment: how the patient paid, then its refunds and chargebacks where there are any (issue 32). */
export function PaymentSection({ orderRef, admin }: Props) {
  const { t } = useTranslation();
  const headingId = useId();
  const order = useFragment(
    graphql`
      fragment PaymentSection_order on Order {
        paymentMethod
        refunds {
          id
          amount
          status
          createdAt
          stornoNumber
          canRetry
        }
        chargebacks {
          id
          amount
          createdAt
          reason
          reversedAt
        }
      }
    `,
    orderRef,
  );
  const none = t('orders.details.none');
  const retryShown = admin && order.refunds.some((refund) => refund.canRetry);

  return (
    <section className="order-details-payment" aria-labelledby={headingId} data-testid="order-payment">
      <H5 id={headingId}>{t('orders.payment.title')}</H5>
      <dl className="order-details-facts">
        <dt>{t('orders.payment.method')}</dt>
        <dd>
          {order.paymentMethod ? (
            paymentMethodName(order.paymentMethod, t)
          ) : (
            <span className={Classes.TEXT_MUTED}>{t('orders.payment.methodUnknown')}</span>
          )}
        </dd>
      </dl>

      {order.refunds.length > 0 && (
        <>
          <H5>{t('orders.payment.refunds')}</H5>
          <DataTable compact className="payment-table" aria-label={t('orders.payment.refunds')}>
            <thead>
              <tr>
                <Th>{t('orders.payment.date')}</Th>
                <Th numeric>{t('orders.payment.amount')}</Th>
                <Th>{t('orders.payment.status')}</Th>
                <Th>{t('orders.payment.stornoNumber')}</Th>
                {retryShown && (
                  <Th>
                    <span className="visually-hidden">{t('common.columns.action')}</span>
                  </Th>
                )}
              </tr>
            </thead>
            <tbody>
              {order.refunds.map((refund) => (
                <tr key={refund.id} data-testid={`refund-${refund.id}`}>
                  <Td>{formatDate(refund.createdAt)}</Td>
                  <Td numeric>{formatEuro(refund.amount)}</Td>
                  <Td>
                    <StatusTag kind="refund" value={refund.status} />
                  </Td>
                  <Td>{refund.stornoNumber ?? none}</Td>
                  {retryShown && <Td>{refund.canRetry && <RetryRefundButton refundId={refund.id} />}</Td>}
                </tr>
              ))}
            </tbody>
          </DataTable>
        </>
      )}

      {order.chargebacks.length > 0 && (
        <>
          <H5>{t('orders.payment.chargebacks')}</H5>
          <DataTable compact className="payment-table" aria-label={t('orders.payment.chargebacks')}>
            <thead>
              <tr>
                <Th>{t('orders.payment.date')}</Th>
                <Th numeric>{t('orders.payment.amount')}</Th>
                <Th>{t('orders.payment.reason')}</Th>
              </tr>
            </thead>
            <tbody>
              {order.chargebacks.map((chargeback) => (
                <tr key={chargeback.id} data-testid={`chargeback-${chargeback.id}`}>
                  <Td>{formatDate(chargeback.createdAt)}</Td>
                  <Td numeric>{formatEuro(chargeback.amount)}</Td>
                  <Td>
                    {chargeback.reason ?? none}
                    {chargeback.reversedAt && (
                      <div className={Classes.TEXT_MUTED}>
                        {t('orders.payment.reversed', { date: formatDate(chargeback.reversedAt) })}
                      </div>
                    )}
                  </Td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        </>
      )}
    </section>
  );
}
