import { Button, Callout, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type TwoFactorMethod } from '@portal/shared-types';
import { RecoveryCodes } from './RecoveryCodes';

interface Props {
  /** The method in use, or null when two-factor is not enabled yet. */
  current: TwoFactorMethod | null;
  otpEmailEnabled: boolean;
  onChoose: (method: TwoFactorMethod) => Promise<void>;
  onDeactivate: () => Promise<void>;
}

/** Step 1: choose app or e-mail; when 2FA is already on, the current method, recovery codes and deactivation. */
export function ChooseMethodStep({ current, otpEmailEnabled, onChoose, onDeactivate }: Props) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<TwoFactorMethod | 'deactivate' | null>(null);
  const run = async (what: TwoFactorMethod | 'deactivate') => {
    setBusy(what);
    try {
      await (what === 'deactivate' ? onDeactivate() : onChoose(what));
    } finally {
      setBusy(null);
    }
  };

  if (current !== null)
    return (
      <>
        <Callout intent={Intent.SUCCESS} icon="shield">
          {t('account.twoFactorWizard.currentMethod', { method: t(`account.methods.${current}`) })}
        </Callout>
        <RecoveryCodes />
        <Button
          intent={Intent.DANGER}
          loading={busy === 'deactivate'}
          text={t('account.twoFactorWizard.deactivate')}
          onClick={() => run('deactivate')}
        />
      </>
    );

  return (
    <>
      <p>{t('account.twoFactorWizard.chooseMethod')}</p>
      <div className="method-choice">
        <Button
          large
          icon="mobile-phone"
          loading={busy === 'APP'}
          disabled={busy !== null}
          onClick={() => run('APP')}
        >
          <strong>{t('account.twoFactorWizard.app')}</strong>
          <div>{t('account.twoFactorWizard.appHint')}</div>
        </Button>
        {otpEmailEnabled && (
          <Button
            large
            icon="envelope"
            loading={busy === 'EMAIL'}
            disabled={busy !== null}
            onClick={() => run('EMAIL')}
          >
            <strong>{t('account.twoFactorWizard.email')}</strong>
            <div>{t('account.twoFactorWizard.emailHint')}</div>
          </Button>
        )}
      </div>
    </>
  );
}
