import { AnchorButton, Intent, Link, NonIdealState } from '@blueprintjs/core';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useInternalLink } from '../../shared/links/useInternalLink';
import { AuthCard } from '../../shared/layout/AuthCard';
import { RegistrationCodeForm } from './RegistrationCodeForm';
import { RegistrationWizard } from './RegistrationWizard';

/** `/register?token=…` starts the wizard with that registration token; without it, the code comes first. */
export function RegisterPage() {
  const { t } = useTranslation();
  const [token, setToken] = useState<string | null>(null);
  const tokenParam = useSearchParams()[0].get('token');
  const registrationToken = token ?? tokenParam;
  const toLogin = useInternalLink('/login');
  return (
    <AuthCard
      title={registrationToken ? t('registration.title') : t('registration.code.title')}
      wide={registrationToken !== null}
    >
      {registrationToken ? (
        <Suspense fallback={null}>
          <RegistrationWizard registrationToken={registrationToken} />
        </Suspense>
      ) : (
        <RegistrationCodeForm onVerified={setToken} />
      )}
      <p className="auth-links">
        {t('registration.alreadyRegistered')} <Link {...toLogin}>{t('auth.toLogin')}</Link>
      </p>
    </AuthCard>
  );
}

export function RegisterSuccessPage() {
  const { t } = useTranslation();
  const toLogin = useInternalLink('/login');
  return (
    <NonIdealState
      icon="envelope"
      title={t('registration.successTitle')}
      description={t('registration.successText')}
      action={<AnchorButton role="link" intent={Intent.PRIMARY} text={t('auth.toLogin')} {...toLogin} />}
    />
  );
}
