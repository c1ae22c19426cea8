import { Button, Callout, Intent, Link } from '@blueprintjs/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { TextField } from '../../forms/TextField';
import { useRules } from '../../forms/rules';
import { useInternalLink } from '../../shared/links/useInternalLink';
import { AuthCard } from '../../shared/layout/AuthCard';
import { SupportContact } from '../../shared/support/SupportContact';
import { toast } from '../../shared/toast/toast';
import { patientLoginFailure, type PatientLoginFailure } from './loginFailure';
import { patientLogin } from './patientApi';
import { signInPatient } from './patientSessionActions';
import { PatientUsernameField } from './PatientUsernameField';

interface LoginForm {
  username: string;
  password: string;
}

/** `/patient/login`: the e-mail address (when one account has it) or the username (the guid), and the password. */
export function PatientLoginPage() {
  const { t } = useTranslation();
  const rules = useRules();
  const navigate = useNavigate();
  const resetPassword = useInternalLink('/reset-password');
  const [failure, setFailure] = useState<PatientLoginFailure | null>(null);
  const { control, handleSubmit, formState } = useForm<LoginForm>({
    defaultValues: { username: '', password: '' },
  });

  const onSubmit = handleSubmit(async ({ username, password }) => {
    setFailure(null);
    try {
      signInPatient(await patientLogin(username.trim(), password));
      await navigate('/', { replace: true });
    } catch (error) {
      const kind = patientLoginFailure(error);
      if (kind === 'credentials') toast.error(t('errors.sessions.credentialsMismatch'));
      if (kind === 'tooMany') toast.error(t('errors.common.tooManyAttempts'));
      // Anything else has been told by the error catalogue.
      setFailure(kind === 'other' ? null : kind);
    }
  });

  return (
    <AuthCard title={t('patientPortal.login.title')}>
      <form onSubmit={onSubmit} noValidate>
        <PatientUsernameField control={control} acceptsEmail />
        <TextField
          control={control}
          name="password"
          label={t('auth.password')}
          type="password"
          autoComplete="current-password"
          rules={rules.password}
        />
        <Button
          type="submit"
          intent={Intent.PRIMARY}
          fill
          loading={formState.isSubmitting}
          text={t('patientPortal.login.submit')}
        />
      </form>
      {failure !== null && (
        <Callout intent={Intent.DANGER} title={t('patientPortal.login.failedTitle')} className="auth-callout">
          <p>
            {failure === 'tooMany'
              ? t('patientPortal.login.tooManyText')
              : t('patientPortal.login.failedText')}
          </p>
          <SupportContact />
        </Callout>
      )}
      <p className="auth-links">
        <Link {...resetPassword}>{t('patientPortal.login.forgotPassword')}</Link>
      </p>
      <p className="auth-links">
        {/* The doctor login is the other router: a full page load. */}
        <Link href="/login">{t('patientPortal.login.doctorLogin')}</Link>
      </p>
    </AuthCard>
  );
}
