import { AnchorButton, Callout, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useInternalLink } from '../../shared/links/useInternalLink';
import { paymentResultState } from './paymentResultState';
import { usePaymentLinkPoll } from './usePaymentLinkPoll';
import { SuccessIcon } from '../../shared/status';

/**
 * Where the provider sends the patient back: `/payment?orderId=…&success=true|false[&token=…]`. With the
 * link's token it asks our API until the payment is confirmed; it never calls a payment done on the
 * provider's word alone.
 */
export function PaymentPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const params = {
    orderId: searchParams.get('orderId'),
    success: searchParams.get('success'),
    token: searchParams.get('token'),
  };
  const poll = usePaymentLinkPoll(params);
  const state = paymentResultState(params, poll);
  const toLink = useInternalLink(`/pay/${encodeURIComponent(params.token ?? '')}`);
  const retry = (
    <AnchorButton role="link" intent={Intent.PRIMARY} text={t('payment.result.retry')} {...toLink} />
  );

  switch (state.kind) {
    case 'invalidParams':
      return (
        <Callout intent={Intent.DANGER} title={t('payment.result.title')}>
          {t('payment.result.invalid')}
        </Callout>
      );
    case 'returned':
      return (
        <NonIdealState
          icon="time"
          title={t('payment.result.returnedTitle')}
          description={t('payment.result.returnedText')}
        />
      );
    case 'checking':
      return <NonIdealState icon={<Spinner />} title={t('payment.result.title')} />;
    case 'confirming':
    case 'slow':
      return (
        <NonIdealState
          icon={state.kind === 'confirming' ? <Spinner /> : 'time'}
          title={t('payment.result.confirmingTitle')}
          description={t(
            state.kind === 'confirming' ? 'payment.result.confirmingText' : 'payment.result.slowText',
          )}
        />
      );
    case 'success':
      return (
        <NonIdealState
          icon={<SuccessIcon />}
          title={t('payment.result.successTitle')}
          description={t('payment.result.successText', { orderNumber: state.orderNumber })}
        />
      );
    case 'notCompleted':
      return (
        <NonIdealState
          icon="error"
          title={t('payment.result.notCompletedTitle')}
          description={t(
            state.retry ? 'payment.result.notCompletedText' : 'payment.result.notCompletedWithoutLink',
          )}
          action={state.retry ? retry : undefined}
        />
      );
    case 'canceled':
      return <NonIdealState icon="disable" title={t('payment.link.canceled')} />;
    case 'expired':
    case 'invalidLink':
      return (
        <NonIdealState
          icon="disable"
          title={t('payment.link.invalidTitle')}
          description={`${t(state.kind === 'expired' ? 'payment.link.expired' : 'payment.link.invalid')} ${t('payment.link.contactPractice')}`}
        />
      );
  }
}
