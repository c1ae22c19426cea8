import { AnchorButton, Callout, Code, Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { AuthCard } from '../../shared/layout/AuthCard';
import { useInternalLink } from '../../shared/links/useInternalLink';

/**
 * `/patient/register/success?signIn=email`: the patient logs in with the e-mail address, nothing to memorise;
 * `?username=…` when another account shares the address: the username, prominently, as the way in.
 */
export function PatientRegisterSuccessPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const username = params.get('username');
  const toLogin = useInternalLink('/login');
  if (params.get('signIn') !== 'email' && !username) return <Navigate to="/login" replace />;
  return (
    <AuthCard title={t('patientPortal.register.successTitle')}>
      {username ? (
        <>
          <p>{t('patientPortal.register.successShared')}</p>
          <Code className="patient-username" data-testid="patient-username">
            {username}
          </Code>
          <Callout intent={Intent.PRIMARY} icon="info-sign" className="form-callout">
            {t('patientPortal.register.successKeep')}
          </Callout>
        </>
      ) : (
        <p className="patient-sign-in-hint">{t('patientPortal.register.successEmail')}</p>
      )}
      <AnchorButton
        role="link"
        intent={Intent.PRIMARY}
        size="large"
        text={t('patientPortal.register.toLogin')}
        {...toLogin}
      />
    </AuthCard>
  );
}
