import { Callout, Intent, Spinner } from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from '../../shared/toast/toast';
import { hasErrorCode } from '../../relay/errorCodes';
import { AuthCard } from '../../shared/layout/AuthCard';
import { useAccountActivationMutation } from './useAccountActivationMutation';

/** The link of the registration mail: activates on load, then the login. */
export function AccountActivationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const email = searchParams.get('email');
  const token = searchParams.get('activation_token');
  const [activate] = useAccountActivationMutation();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (!email || !token || started.current) return;
    started.current = true;
    activate({ email, activation_token: token }).then(
      () => {
        toast.success(t('auth.activation.success'));
        void navigate('/login', { replace: true });
      },
      (error: unknown) => {
        // 'Konto bereits aktiviert' has been shown by the error catalogue; the login is the way on.
        if (hasErrorCode(error, 'registration.alreadyActivated')) void navigate('/login', { replace: true });
        else setFailed(true);
      },
    );
  }, [activate, email, token, navigate, t]);

  return (
    <AuthCard title={t('auth.activation.title')}>
      {!email || !token ? (
        <Callout intent={Intent.DANGER}>{t('auth.activation.missingParams')}</Callout>
      ) : failed ? (
        <Callout intent={Intent.DANGER}>{t('auth.activation.failed')}</Callout>
      ) : (
        <p>
          <Spinner size={16} className="inline-spinner" /> {t('auth.activation.loading')}
        </p>
      )}
    </AuthCard>
  );
}
