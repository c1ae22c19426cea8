import { Button, Intent, Link } from '@blueprintjs/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { TextField } from '../../forms/TextField';
import { useRules } from '../../forms/rules';
import { AuthCard } from '../../shared/layout/AuthCard';
import { useInternalLink } from '../../shared/links/useInternalLink';
import { useRequestPatientPasswordResetMutation } from './useRequestPatientPasswordResetMutation';
import { PatientUsernameField } from './PatientUsernameField';

/** `/patient/reset-password` (`?guid=` prefills the username): username and e-mail. */
export function PatientResetPasswordPage() {
  const { t } = useTranslation();
  const rules = useRules();
  const navigate = useNavigate();
  const toLogin = useInternalLink('/login');
  const [request, inFlight] = useRequestPatientPasswordResetMutation();
  const { control, handleSubmit } = useForm({
    defaultValues: { username: useSearchParams()[0].get('guid') ?? '', email: '' },
  });

  const onSubmit = handleSubmit(async ({ username, email }) => {
    const sent = { email: email.trim(), guid: username.trim() };
    try {
      await request({ patientGuid: sent.guid, email: sent.email });
      await navigate(`/reset-password/sent?${new URLSearchParams(sent).toString()}`);
    } catch {
      // Told by the error catalogue.
    }
  });

  return (
    <AuthCard title={t('patientPortal.resetPassword.title')}>
      <p>{t('patientPortal.resetPassword.intro')}</p>
      <form onSubmit={onSubmit} noValidate>
        <PatientUsernameField control={control} />
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
          text={t('patientPortal.resetPassword.submit')}
        />
      </form>
      <p className="auth-links">
        <Link {...toLogin}>{t('patientPortal.resetPassword.backToLogin')}</Link>
      </p>
    </AuthCard>
  );
}
