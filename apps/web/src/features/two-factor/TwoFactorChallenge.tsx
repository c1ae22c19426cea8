import { Button, ButtonGroup, Card, H2, Intent } from '@blueprintjs/core';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../shared/toast/toast';
import { TextField } from '../../forms/TextField';
import { useRules } from '../../forms/rules';
import { RestError } from '../../http/rest';
import { twoFactorChallenge } from '../sessions/authApi';
import { safeRedirect } from '../sessions/loginFlow';
import { loadSession, signIn } from '../sessions/session';
import { useSendOtpEmailMutation } from './useSendOtpEmailMutation';
import { type TwoFactorChallengeQuery } from './__generated__/TwoFactorChallengeQuery.graphql';

type Mode = 'app' | 'email' | 'recovery';

interface CodeForm {
  code: string;
  recovery_code: string;
}

export function TwoFactorChallenge({ redirect }: { redirect: string | null }) {
  return (
    <div className="auth-page">
      <Card className="auth-card">
        <Suspense fallback={null}>
          <ChallengeForm redirect={redirect} />
        </Suspense>
      </Card>
    </div>
  );
}

function ChallengeForm({ redirect }: { redirect: string | null }) {
  const { t } = useTranslation();
  const rules = useRules();
  const navigate = useNavigate();
  const { otpEmailEnabled } = useLazyLoadQuery<TwoFactorChallengeQuery>(
    graphql`
      query TwoFactorChallengeQuery {
        otpEmailEnabled
      }
    `,
    {},
  );
  const [mode, setMode] = useState<Mode>(otpEmailEnabled ? 'email' : 'app');
  const [sendOtpEmail, sending] = useSendOtpEmailMutation();
  // The code goes out when the screen opens in (or switches to) e-mail mode: once per visit here, and the
  // server sends it once per pending login whatever the screen asks (a reload does not mail again).
  const arrivalSent = useRef(false);
  useEffect(() => {
    if (mode !== 'email' || arrivalSent.current) return;
    arrivalSent.current = true;
    sendOtpEmail({ onArrival: true }).catch(() => {
      // Told by the error catalogue (429: 'Zu viele Anfragen.').
    });
  }, [mode, sendOtpEmail]);
  const { control, handleSubmit, setError, formState } = useForm<CodeForm>({
    defaultValues: { code: '', recovery_code: '' },
  });

  const onSubmit = handleSubmit(async ({ code, recovery_code }) => {
    try {
      await twoFactorChallenge(
        mode === 'recovery' ? { recovery_code: recovery_code.trim() } : { code: code.trim() },
      );
    } catch (error) {
      if (error instanceof RestError && error.status === 422)
        setError(mode === 'recovery' ? 'recovery_code' : 'code', {
          message: t('validation.twoFactorCodeInvalid'),
        });
      return;
    }
    try {
      signIn(await loadSession(), true);
      await navigate(safeRedirect(redirect), { replace: true });
    } catch {
      // Told by the error catalogue.
    }
  });

  const resend = async () => {
    try {
      await sendOtpEmail({ onArrival: false });
      toast.success(t('notifications.otpEmailSent'));
    } catch {
      // Told by the error catalogue.
    }
  };

  const intro = {
    app: 'auth.twoFactor.appIntro',
    email: 'auth.twoFactor.emailIntro',
    recovery: 'auth.twoFactor.recoveryIntro',
  } as const;
  return (
    <>
      <H2>{t('auth.twoFactor.title')}</H2>
      <p>{t(intro[mode])}</p>
      <form onSubmit={onSubmit} noValidate>
        {mode === 'recovery' ? (
          <TextField
            control={control}
            name="recovery_code"
            label={t('auth.twoFactor.recoveryCode')}
            autoComplete="off"
            rules={rules.recoveryCode}
          />
        ) : (
          <TextField
            control={control}
            name="code"
            label={t('auth.twoFactor.code')}
            autoComplete="one-time-code"
            rules={rules.twoFactorCode}
          />
        )}
        <Button
          type="submit"
          intent={Intent.PRIMARY}
          fill
          loading={formState.isSubmitting}
          text={t('auth.twoFactor.submit')}
        />
      </form>
      <ButtonGroup vertical variant="minimal" className="auth-links">
        {mode !== 'app' && <Button text={t('auth.twoFactor.useApp')} onClick={() => setMode('app')} />}
        {mode !== 'email' && otpEmailEnabled && (
          <Button text={t('auth.twoFactor.useEmail')} onClick={() => setMode('email')} />
        )}
        {mode === 'email' && <Button text={t('auth.twoFactor.resend')} loading={sending} onClick={resend} />}
        {mode !== 'recovery' && (
          <Button text={t('auth.twoFactor.useRecovery')} onClick={() => setMode('recovery')} />
        )}
      </ButtonGroup>
    </>
  );
}
