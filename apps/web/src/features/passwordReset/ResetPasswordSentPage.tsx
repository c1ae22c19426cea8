import { Button, Link } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useInternalLink } from '../../shared/links/useInternalLink';
import { toast } from '../../shared/toast/toast';
import { AuthCard } from '../../shared/layout/AuthCard';
import { useRequestPasswordResetMutation } from './useRequestPasswordResetMutation';

export function ResetPasswordSentPage() {
  const email = useSearchParams()[0].get('email');
  if (!email) return <Navigate to="/reset-password" replace />;
  return <Sent email={email} />;
}

function Sent({ email }: { email: string }) {
  const { t } = useTranslation();
  const toLogin = useInternalLink('/login');
  const [requestPasswordReset, inFlight] = useRequestPasswordResetMutation();
  // One resend, as the spec says; a second would only hit the rate limit.
  const [resent, setResent] = useState(false);

  const resend = async () => {
    try {
      await requestPasswordReset({ email });
      setResent(true);
      toast.success(t('auth.resetPassword.resent'));
    } catch {
      // Told by the error catalogue.
    }
  };

  return (
    <AuthCard title={t('auth.resetPassword.sentTitle')}>
      <p>{t('auth.resetPassword.sentText', { email })}</p>
      <Button
        icon="envelope"
        loading={inFlight}
        disabled={resent}
        text={t('auth.resetPassword.resend')}
        onClick={resend}
      />
      <p className="auth-links">
        <Link {...toLogin}>{t('auth.backToLogin')}</Link>
      </p>
    </AuthCard>
  );
}
