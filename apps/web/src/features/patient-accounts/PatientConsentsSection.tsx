import {
  Button,
  Callout,
  Card,
  Dialog,
  DialogBody,
  DialogFooter,
  H3,
  Intent,
  NonIdealState,
  Spinner,
  Tag,
} from '@blueprintjs/core';
import { formatDate } from '@portal/shared-types';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RestError } from '../../http/rest';
import { toast } from '../../shared/toast/toast';
import { type PatientConsent, patientConsents, withdrawPatientConsent } from './patientDataApi';
import { reportFailure } from './reportFailure';

type State = { status: 'loading' } | { status: 'loaded'; consents: PatientConsent[] } | { status: 'failed' };

/** „Einwilligungen": what the patient agreed to, and the withdrawal of a voluntary consent (DSGVO Art. 7(3)). */
export function PatientConsentsSection() {
  const { t } = useTranslation();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [withdrawing, setWithdrawing] = useState<PatientConsent | null>(null);
  useEffect(() => {
    let current = true;
    patientConsents().then(
      (consents) => current && setState({ status: 'loaded', consents }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);
  const load = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return (
    <section className="account-section" aria-labelledby="patient-consents-heading">
      <H3 id="patient-consents-heading">{t('patientData.consents.heading')}</H3>
      <p>{t('patientData.consents.intro')}</p>
      {state.status === 'loading' && <Spinner className="page-spinner" />}
      {state.status === 'failed' && (
        <Callout intent={Intent.DANGER}>
          <p>{t('patientData.consents.loadFailed')}</p>
          <Button icon="refresh" text={t('patientData.consents.reload')} onClick={load} />
        </Callout>
      )}
      {state.status === 'loaded' && state.consents.length === 0 && (
        <NonIdealState
          icon="document"
          title={t('patientData.consents.emptyTitle')}
          description={t('patientData.consents.emptyText')}
        />
      )}
      {state.status === 'loaded' && state.consents.length > 0 && (
        <ul className="patient-consents">
          {state.consents.map((consent) => (
            <ConsentItem key={consent.id} consent={consent} onWithdraw={() => setWithdrawing(consent)} />
          ))}
        </ul>
      )}
      {withdrawing && (
        <WithdrawConsentDialog
          consent={withdrawing}
          onClose={() => setWithdrawing(null)}
          onWithdrawn={(consents) => {
            setWithdrawing(null);
            setState({ status: 'loaded', consents });
          }}
        />
      )}
    </section>
  );
}

function useConsentText() {
  const { i18n } = useTranslation();
  return (consent: PatientConsent) => (i18n.language === 'en' ? consent.text.en : consent.text.de);
}

function ConsentItem({ consent, onWithdraw }: { consent: PatientConsent; onWithdraw: () => void }) {
  const { t } = useTranslation();
  const textOf = useConsentText();
  return (
    <li>
      <Card className="patient-consent">
        <div className="patient-consent-head">
          <Tag intent={consent.required ? Intent.PRIMARY : Intent.NONE} minimal>
            {consent.required ? t('patientData.consents.required') : t('patientData.consents.optional')}
          </Tag>
          <span>{t('patientData.consents.version', { version: consent.version })}</span>
          <span>{t('patientData.consents.acceptedAt', { date: formatDate(consent.accepted_at) })}</span>
          {consent.withdrawn_at && (
            <Tag intent={Intent.WARNING} minimal>
              {t('patientData.consents.withdrawnAt', { date: formatDate(consent.withdrawn_at) })}
            </Tag>
          )}
        </div>
        <p>{textOf(consent)}</p>
        {consent.required ? (
          <p className="patient-consent-hint">{t('patientData.consents.requiredHint')}</p>
        ) : (
          !consent.withdrawn_at && (
            <Button
              icon="undo"
              text={t('patientData.consents.withdraw')}
              aria-label={`${t('patientData.consents.withdraw')}: ${textOf(consent)}`}
              onClick={onWithdraw}
            />
          )
        )}
      </Card>
    </li>
  );
}

function WithdrawConsentDialog({
  consent,
  onClose,
  onWithdrawn,
}: {
  consent: PatientConsent;
  onClose: () => void;
  onWithdrawn: (consents: PatientConsent[]) => void;
}) {
  const { t } = useTranslation();
  const textOf = useConsentText();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const withdraw = async () => {
    setBusy(true);
    try {
      const consents = await withdrawPatientConsent(consent.id);
      toast.success(t('patientData.consents.withdrawn'));
      onWithdrawn(consents);
    } catch (error) {
      setBusy(false);
      if (error instanceof RestError && error.status === 409) setRefusal(error.failures[0]?.message ?? null);
      else reportFailure(error);
    }
  };
  return (
    <Dialog isOpen onClose={onClose} title={t('patientData.consents.confirmTitle')} icon="undo">
      <DialogBody>
        <p>{t('patientData.consents.confirmText', { text: textOf(consent) })}</p>
        {refusal && <Callout intent={Intent.DANGER}>{refusal}</Callout>}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('patientData.consents.cancel')} onClick={onClose} />
            <Button
              intent={Intent.DANGER}
              loading={busy}
              text={t('patientData.consents.confirm')}
              onClick={() => void withdraw()}
            />
          </>
        }
      />
    </Dialog>
  );
}
