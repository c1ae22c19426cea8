import { AnchorButton, Button, Intent } from '@blueprintjs/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useInternalLink } from '../../shared/links/useInternalLink';
import { TextField } from '../../forms/TextField';
import { useRules } from '../../forms/rules';
import { AuthCard } from '../../shared/layout/AuthCard';
import { useResetPasswordMutation } from './useResetPasswordMutation';

interface ChangePasswordForm {
  email: string;
  password: string;
  password_confirmation: string;
}

/** The page the reset mail links to: `/change-password?token=…&email=…`. */
export function ChangePasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  if (!token) return <Navigate to="/reset-password" replace />;
  return <ChangePassword token={token} email={searchParams.get('email') ?? ''} />;
}

function ChangePassword({ token, email }: { token: string; email: string }) {
  const { t } = useTranslation();
  const rules = useRules();
  const navigate = useNavigate();
  const [resetPassword, inFlight] = useResetPasswordMutation();
  const { control, handleSubmit, getValues } = useForm<ChangePasswordForm>({
    defaultValues: { email, password: '', password_confirmation: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await resetPassword({ token, ...values, email: values.email.trim() });
      await navigate('/change-password/success', { replace: true });
    } catch {
      // Told by the error catalogue.
    }
  });

  return (
    <AuthCard title={t('auth.changePassword.title')}>
      <form onSubmit={onSubmit} noValidate>
        {/* The link carries the address; it stays editable for links that lost it. */}
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
          label={t('auth.newPassword')}
          type="password"
          autoComplete="new-password"
          rules={rules.newPassword}
        />
        <TextField
          control={control}
          name="password_confirmation"
          label={t('auth.repeatPassword')}
          type="password"
          autoComplete="new-password"
          rules={rules.repeat(() => getValues('password'), 'passwordsDoNotMatchReset')}
        />
        <Button
          type="submit"
          intent={Intent.PRIMARY}
          fill
          loading={inFlight}
          text={t('auth.changePassword.submit')}
        />
      </form>
    </AuthCard>
  );
}

export function ChangePasswordSuccessPage() {
  const { t } = useTranslation();
  const toLogin = useInternalLink('/login');
  return (
    <AuthCard title={t('auth.changePassword.successTitle')}>
      <p>{t('auth.changePassword.successText')}</p>
      <AnchorButton role="link" intent={Intent.PRIMARY} text={t('auth.toLogin')} {...toLogin} />
    </AuthCard>
  );
}
