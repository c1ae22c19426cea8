import { Classes, H5, HTMLTable } from '@blueprintjs/core';
import { formatDate, formatEuro } from '@portal/shared-types';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { type PaymentSection_order$key } from './__generated__/PaymentSection_order.graphql';
import { paymentMethodName } from './paymentMethodName';
import { RetryRefundButton } from './RetryRefundButton';
import './paymentSection.css';
import { StatusTag } from '../../../../shared/status';

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
          <HTMLTable compact className="payment-table" aria-label={t('orders.payment.refunds')}>
            <thead>
              <tr>
                <th>{t('orders.payment.date')}</th>
                <th className="numeric">{t('orders.payment.amount')}</th>
                <th>{t('orders.payment.status')}</th>
                <th>{t('orders.payment.stornoNumber')}</th>
                {retryShown && (
                  <th>
                    <span className="visually-hidden">{t('common.columns.action')}</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {order.refunds.map((refund) => (
                <tr key={refund.id} data-testid={`refund-${refund.id}`}>
                  <td>{formatDate(refund.createdAt)}</td>
                  <td className="numeric">{formatEuro(refund.amount)}</td>
                  <td>
                    <StatusTag kind="refund" value={refund.status} />
                  </td>
                  <td>{refund.stornoNumber ?? none}</td>
                  {retryShown && <td>{refund.canRetry && <RetryRefundButton refundId={refund.id} />}</td>}
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </>
      )}

      {order.chargebacks.length > 0 && (
        <>
          <H5>{t('orders.payment.chargebacks')}</H5>
          <HTMLTable compact className="payment-table" aria-label={t('orders.payment.chargebacks')}>
            <thead>
              <tr>
                <th>{t('orders.payment.date')}</th>
                <th className="numeric">{t('orders.payment.amount')}</th>
                <th>{t('orders.payment.reason')}</th>
              </tr>
            </thead>
            <tbody>
              {order.chargebacks.map((chargeback) => (
                <tr key={chargeback.id} data-testid={`chargeback-${chargeback.id}`}>
                  <td>{formatDate(chargeback.createdAt)}</td>
                  <td className="numeric">{formatEuro(chargeback.amount)}</td>
                  <td>
                    {chargeback.reason ?? none}
                    {chargeback.reversedAt && (
                      <div className={Classes.TEXT_MUTED}>
                        {t('orders.payment.reversed', { date: formatDate(chargeback.reversedAt) })}
                      </div>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </>
      )}
    </section>
  );
}
