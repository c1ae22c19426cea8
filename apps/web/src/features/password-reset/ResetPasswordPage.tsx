import { Button, Intent, Link } from '@blueprintjs/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useInternalLink } from '../../shared/links/useInternalLink';
import { TextField } from '../../forms/TextField';
import { useRules } from '../../forms/rules';
import { AuthCard } from '../../shared/layout/AuthCard';
import { useRequestPasswordResetMutation } from './useRequestPasswordResetMutation';

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const rules = useRules();
  const navigate = useNavigate();
  const toLogin = useInternalLink('/login');
  const [requestPasswordReset, inFlight] = useRequestPasswordResetMutation();
  const { control, handleSubmit } = useForm({ defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await requestPasswordReset({ email: email.trim() });
      await navigate(`/reset-password/sent?${new URLSearchParams({ email: email.trim() }).toString()}`);
    } catch {
      // Told by the error catalogue.
    }
  });

  return (
    <AuthCard title={t('auth.resetPassword.title')}>
      <p>{t('auth.resetPassword.intro')}</p>
      <form onSubmit={onSubmit} noValidate>
        <TextField
          control={control}
          name="email"
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          rules={rules.email}
        />
        <Button
          type="submit"
          intent={Intent.PRIMARY}
          fill
          loading={inFlight}
          text={t('auth.resetPassword.submit')}
        />
      </form>
      <p className="auth-links">
        <Link {...toLogin}>{t('auth.backToLogin')}</Link>
      </p>
    </AuthCard>
  );
}
