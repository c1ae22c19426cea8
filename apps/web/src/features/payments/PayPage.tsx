import { Button, Callout, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { formatDate, formatEuro } from '@portal/shared-types';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { reasonKey } from '../../relay/reasonKey';
import { AuthCard } from '../../shared/layout/AuthCard';
import { type LinkRead, readPaymentLink, startCheckout } from './payApi';
import { linkPageState } from './paymentLinkState';
import { PaymentMethodChoice } from './PaymentMethodChoice';

/** `/pay/:token`, the link of the payment mail: the order's number, amount and expiry, and "Pay now". */
export function PayPage() {
  const { t } = useTranslation();
  const token = useParams().token ?? '';
  const [read, setRead] = useState<LinkRead | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    void readPaymentLink(token).then((answer) => {
      if (current) setRead(answer);
    });
    return () => {
      current = false;
    };
  }, [token]);

  const pay = async () => {
    setBusy(true);
    setRefusal(null);
    const result = await startCheckout(token, chosen ?? undefined);
    if ('checkoutUrl' in result) {
      window.location.assign(result.checkoutUrl);
      return;
    }
    setBusy(false);
    setRefusal(result.refused ?? 'unknown');
    // Paid, canceled or expired meanwhile, or other methods on offer: the page shows what is true now.
    const fresh = await readPaymentLink(token);
    setRead(fresh);
    if (!('view' in fresh) || !fresh.view.methods.some((method) => method.id === chosen)) setChosen(null);
  };

  const state = linkPageState(read);
  const view = read && 'view' in read ? read.view : null;
  const methods = view?.methods ?? [];
  return (
    <AuthCard title={t('payment.link.title')}>
      <div className="payment-link">
        {state.kind === 'loading' && (
          <p>
            <Spinner size={16} className="inline-spinner" /> {t('payment.link.loading')}
          </p>
        )}
        {(state.kind === 'invalid' || state.kind === 'expired' || state.kind === 'unavailable') && (
          <NonIdealState
            icon="disable"
            title={t('payment.link.invalidTitle')}
            description={`${t(state.kind === 'expired' ? 'payment.link.expired' : 'payment.link.invalid')} ${t('payment.link.contactPractice')}`}
          />
        )}
        {view && state.kind !== 'expired' && (
          <dl className="payment-details">
            <dt>{t('payment.link.orderNumber')}</dt>
            <dd>{view.orderNumber}</dd>
            <dt>{t('payment.link.amount')}</dt>
            <dd>{formatEuro(view.amount)}</dd>
            {state.kind === 'payable' && (
              <>
                <dt>{t('payment.link.validUntil')}</dt>
                <dd>{formatDate(view.expiresAt)}</dd>
              </>
            )}
          </dl>
        )}
        {state.kind === 'paid' && (
          <Callout intent={Intent.SUCCESS} icon="tick-circle">
            {t('payment.link.paid')}
          </Callout>
        )}
        {state.kind === 'canceled' && <Callout intent={Intent.WARNING}>{t('payment.link.canceled')}</Callout>}
        {state.kind === 'payable' && (
          <>
            {state.failedBefore && refusal === null && (
              <Callout intent={Intent.WARNING}>{t('payment.link.failed')}</Callout>
            )}
            {methods.length > 0 && (
              <PaymentMethodChoice methods={methods} chosen={chosen} onChoose={setChosen} disabled={busy} />
            )}
            {refusal !== null && (
              <Callout intent={Intent.DANGER} role="alert">
                {refusal === 'unknown' ? t('errors.somethingWentWrong') : t(reasonKey(refusal))}
              </Callout>
            )}
            <Button
              intent={Intent.PRIMARY}
              size="large"
              fill
              loading={busy}
              // Without methods (the provider could not be asked) the provider's page lets the patient choose.
              disabled={methods.length > 0 && chosen === null}
              text={t('payment.link.pay')}
              onClick={() => void pay()}
            />
          </>
        )}
      </div>
    </AuthCard>
  );
}
