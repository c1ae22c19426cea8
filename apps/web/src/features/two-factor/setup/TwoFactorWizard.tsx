import { Button, Intent } from '@blueprintjs/core';
import { TwoFactorMethod, maskEmail } from '@portal/shared-types';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { toast } from '../../../shared/toast/toast';
import { disableTwoFactor, type TwoFactorQrCode } from '../../sessions/authApi';
import { updateTwoFactor } from '../../sessions/session';
import { ConfirmPasswordForm } from '../../sessions/ConfirmPasswordForm';
import { ChooseMethodStep } from './ChooseMethodStep';
import { CodeStep } from './CodeStep';
import { RecoveryCodes } from './RecoveryCodes';
import { PasswordConfirmationRequired, secretOf, useTwoFactorSetup } from './twoFactorSetup';
import { type TwoFactorWizard_user$key } from './__generated__/TwoFactorWizard_user.graphql';

// The spec's four steps: 0 password, 1 method, 2 app or e-mail code, 3 recovery codes.
type Step =
  | { at: 'password' }
  | { at: 'method' }
  | { at: 'app'; qr: TwoFactorQrCode }
  | { at: 'email' }
  | { at: 'recovery' };

interface Props {
  userRef: TwoFactorWizard_user$key;
  otpEmailEnabled: boolean;
  /** The login's enforced set-up has just confirmed the password. */
  passwordConfirmed?: boolean;
  /** 2FA was switched on or off: the caller refreshes what it shows. */
  onChanged: () => void;
  onDone: () => void;
}

export function TwoFactorWizard({
  userRef,
  otpEmailEnabled,
  passwordConfirmed = false,
  onChanged,
  onDone,
}: Props) {
  const { t } = useTranslation();
  const user = useFragment(
    graphql`
      fragment TwoFactorWizard_user on User {
        email
        has_enabled_otp_email
        two_factor_confirmed_at
      }
    `,
    userRef,
  );
  const [step, setStep] = useState<Step>({ at: passwordConfirmed ? 'method' : 'password' });
  const setup = useTwoFactorSetup();
  const current =
    user.two_factor_confirmed_at == null
      ? null
      : user.has_enabled_otp_email
        ? TwoFactorMethod.EMAIL
        : TwoFactorMethod.APP;

  // A 423 means the password confirmation has expired: back to step 0. Other failures were told by the catalogue.
  const guard = async (action: () => Promise<void>) => {
    try {
      await action();
    } catch (error) {
      if (error instanceof PasswordConfirmationRequired) setStep({ at: 'password' });
    }
  };
  const choose = (method: TwoFactorMethod) =>
    guard(async () => {
      if (method === TwoFactorMethod.APP) setStep({ at: 'app', qr: await setup.startApp() });
      else {
        await setup.startEmail();
        setStep({ at: 'email' });
      }
    });
  const deactivate = () =>
    guard(async () => {
      try {
        await disableTwoFactor();
      } catch (error) {
        if (error instanceof Error && 'status' in error && error.status === 423)
          throw new PasswordConfirmationRequired();
        throw error;
      }
      updateTwoFactor({ enabled: false });
      toast.success(t('notifications.twoFactorDeactivated'));
      onChanged();
    });
  const activated = (next: Step | null) => {
    toast.success(t('notifications.twoFactorActivated'));
    updateTwoFactor({ enabled: true, confirmed: true });
    onChanged();
    if (next === null) onDone();
    else setStep(next);
  };

  switch (step.at) {
    case 'password':
      return (
        <ConfirmPasswordForm
          intro={t('account.twoFactorWizard.confirmPassword')}
          onConfirmed={() => setStep({ at: 'method' })}
        />
      );
    case 'method':
      return (
        <ChooseMethodStep
          current={current}
          otpEmailEnabled={otpEmailEnabled}
          onChoose={choose}
          onDeactivate={deactivate}
        />
      );
    case 'app': {
      const secret = secretOf(step.qr.url);
      return (
        <CodeStep
          onConfirmed={() => activated({ at: 'recovery' })}
          actions={
            otpEmailEnabled && (
              <Button
                text={t('account.twoFactorWizard.switchToEmail')}
                onClick={() => choose(TwoFactorMethod.EMAIL)}
              />
            )
          }
        >
          <p>{t('account.twoFactorWizard.scanQr')}</p>
          <div
            className="qr-code"
            role="img"
            aria-label={t('account.twoFactorWizard.qrCode')}
            dangerouslySetInnerHTML={{ __html: step.qr.svg }}
          />
          {secret && <p className="setup-key">{t('account.twoFactorWizard.setupKey', { key: secret })}</p>}
        </CodeStep>
      );
    }
    case 'email':
      return (
        <CodeStep
          onConfirmed={() => activated(null)}
          actions={
            <>
              <Button
                text={t('auth.twoFactor.resend')}
                onClick={() =>
                  guard(async () => {
                    await setup.resendEmail();
                    toast.success(t('notifications.otpEmailSent'));
                  })
                }
              />
              <Button
                text={t('account.twoFactorWizard.switchToApp')}
                onClick={() => choose(TwoFactorMethod.APP)}
              />
            </>
          }
        >
          <p>{t('account.twoFactorWizard.emailCodeSent', { email: maskEmail(user.email) })}</p>
        </CodeStep>
      );
    case 'recovery':
      return (
        <>
          <RecoveryCodes />
          <Button intent={Intent.PRIMARY} text={t('account.twoFactorWizard.done')} onClick={onDone} />
        </>
      );
  }
}
