import { AnchorButton, Button, Intent } from '@blueprintjs/core';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useInternalLink } from '../../shared/links/useInternalLink';
import { PasswordRuleList } from '../../forms/PasswordRuleList';
import { TextField } from '../../forms/TextField';
import { useRules } from '../../forms/rules';
import { AuthCard } from '../../shared/layout/AuthCard';
import { useResetPasswordMutation } from './useResetPasswordMutation';

interface ChangePasswordForm {
  email: string;
  password: string;
  password_confirmation: string;
}

/**
 * The page the reset mail links to: `/change-password?token=…&email=…`. The patient portal's mail carries the
 * token only (`askEmail` false): its token alone names the account.
 */
export function ChangePasswordPage({
  askEmail = true,
  showRules = false,
}: {
  askEmail?: boolean;
  /** The password rules as a list ticked while typing (the patient portal). */
  showRules?: boolean;
}) {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  if (!token) return <Navigate to="/reset-password" replace />;
  return (
    <ChangePassword
      token={token}
      email={searchParams.get('email') ?? ''}
      askEmail={askEmail}
      showRules={showRules}
    />
  );
}

interface ChangePasswordProps {
  token: string;
  email: string;
  askEmail: boolean;
  showRules: boolean;
}

function ChangePassword({ token, email, askEmail, showRules }: ChangePasswordProps) {
  const { t } = useTranslation();
  const rules = useRules();
  const navigate = useNavigate();
  const [resetPassword, inFlight] = useResetPasswordMutation();
  const { control, handleSubmit, getValues } = useForm<ChangePasswordForm>({
    defaultValues: { email, password: '', password_confirmation: '' },
  });
  const password = useWatch({ control, name: 'password' });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await resetPassword({ token, ...values, email: askEmail ? values.email.trim() : null });
      await navigate('/change-password/success', { replace: true });
    } catch {
      // Told by the error catalogue.
    }
  });

  return (
    <AuthCard title={t('auth.changePassword.title')}>
      <form onSubmit={onSubmit} noValidate>
        {/* The link carries the address; it stays editable for links that lost it. */}
        {askEmail && (
          <TextField
            control={control}
            name="email"
            label={t('auth.email')}
            type="email"
            autoComplete="username"
            rules={rules.email}
          />
        )}
        <TextField
          control={control}
          name="password"
          label={t('auth.newPassword')}
          type="password"
          autoComplete="new-password"
          rules={rules.newPassword}
        />
        {showRules && <PasswordRuleList password={password} />}
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
