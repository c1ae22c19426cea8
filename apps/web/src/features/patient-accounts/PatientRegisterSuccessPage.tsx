import { AnchorButton, Callout, Code, Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { AuthCard } from '../../shared/layout/AuthCard';
import { useInternalLink } from '../../shared/links/useInternalLink';

/** `/patient/register/success?username=…`: the username, prominently, and the way to the login. */
export function PatientRegisterSuccessPage() {
  const { t } = useTranslation();
  const username = useSearchParams()[0].get('username');
  const toLogin = useInternalLink('/login');
  if (!username) return <Navigate to="/login" replace />;
  return (
    <AuthCard title={t('patientPortal.register.successTitle')}>
      <p>{t('patientPortal.register.successText')}</p>
      <Code className="patient-username" data-testid="patient-username">
        {username}
      </Code>
      <Callout intent={Intent.PRIMARY} icon="info-sign" className="form-callout">
        {t('patientPortal.register.successKeep')}
      </Callout>
      <AnchorButton
        role="link"
        intent={Intent.PRIMARY}
        text={t('patientPortal.register.toLogin')}
        {...toLogin}
      />
    </AuthCard>
  );
}
