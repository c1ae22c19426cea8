import { Callout, Intent, NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';

/** Where the payment provider sends the patient back: `/payment?orderId=…&success=true|false`. */
export function PaymentPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const orderId = searchParams.get('orderId');
  const success = searchParams.get('success');
  if (!orderId || (success !== 'true' && success !== 'false'))
    return (
      <Callout intent={Intent.DANGER} title={t('auth.payment.title')}>
        {t('auth.payment.invalid')}
      </Callout>
    );
  return success === 'true' ? (
    <NonIdealState
      icon="tick-circle"
      title={t('auth.payment.successTitle')}
      description={t('auth.payment.successText', { orderId })}
    />
  ) : (
    <NonIdealState
      icon="error"
      title={t('auth.payment.failureTitle')}
      description={t('auth.payment.failureText', { orderId })}
    />
  );
}
