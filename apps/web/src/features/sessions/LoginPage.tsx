import { AnchorButton, Button, Card, H2, Intent, Link } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useInternalLink } from '../../shared/links/useInternalLink';
import { useOperator } from '../../shared/support/support';
import { CheckboxField } from '../../forms/CheckboxField';
import { TextField } from '../../forms/TextField';
import { useRules } from '../../forms/rules';
import { doctorSession } from '../../session/doctorSession';
import { confirmPassword, login } from './authApi';
import { afterPasswordLogin } from './loginFlow';
import { awaitSecondFactor, loadSession, signIn, signOut } from './session';
import { withRedirect } from './withRedirect';

interface LoginForm {
  email: string;
  password: string;
  remember: boolean;
}

export function LoginPage() {
  const { t } = useTranslation();
  const operator = useOperator();
  const rules = useRules();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get('redirect');
  const [busy, setBusy] = useState(false);
  const { control, handleSubmit } = useForm<LoginForm>({
    defaultValues: { email: '', password: '', remember: false },
  });
  const resetPassword = useInternalLink('/reset-password');
  const register = useInternalLink('/register');

  useEffect(() => {
    // Opening the login while signed in (or half-way through two-factor) ends that session first.
    const { user, twoFactor } = doctorSession.get();
    if (user !== null || twoFactor.enabled) void signOut();
  }, []);

  const onSubmit = handleSubmit(async ({ email, password, remember }) => {
    setBusy(true);
    try {
      const { two_factor } = await login(email.trim(), password, remember);
      if (two_factor) {
        awaitSecondFactor(false);
        await navigate(withRedirect('/two-factor', redirect));
        return;
      }
      const session = await loadSession();
      const outcome = afterPasswordLogin({ twoFactorRequired: false, ...session, redirect });
      switch (outcome.step) {
        case 'challenge':
          awaitSecondFactor(session.enforced);
          await navigate(withRedirect('/two-factor', redirect));
          break;
        case 'setup':
          // Setting up a second factor needs a fresh password confirmation; the user just typed it.
          await confirmPassword(password);
          signIn(session, false);
          await navigate(withRedirect('/two-factor', redirect));
          break;
        case 'done':
          signIn(session, true);
          await navigate(outcome.to, { replace: true });
          break;
      }
    } catch {
      // The error catalogue has told the user already.
    } finally {
      setBusy(false);
    }
  });

  return (
    <div className="auth-page">
      <Card className="auth-card">
        <H2>{t('auth.login.title')}</H2>
        <form onSubmit={onSubmit} noValidate>
          <TextField
            control={control}
            name="email"
            label={t('auth.email')}
            type="email"
            autoComplete="username"
            rules={rules.email}
          />
          <TextField
            control={control}
            name="password"
            label={t('auth.password')}
            type="password"
            autoComplete="current-password"
            rules={rules.password}
          />
          <CheckboxField control={control} name="remember" label={t('auth.login.keepSignedIn')} />
          <Button type="submit" intent={Intent.PRIMARY} fill loading={busy} text={t('auth.login.submit')} />
        </form>
        <p className="auth-links">
          <Link {...resetPassword}>{t('auth.login.forgotPassword')}</Link>
        </p>
        <p className="auth-links">
          {t('auth.login.noAccount')}{' '}
          {operator && <Link href={`mailto:${operator.supportEmail}`}>{operator.supportEmail}</Link>}
        </p>
        <AnchorButton variant="minimal" role="link" text={t('auth.login.register')} {...register} />
      </Card>
    </div>
  );
}
