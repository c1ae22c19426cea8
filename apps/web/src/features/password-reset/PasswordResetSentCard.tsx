import { Button, Link } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInternalLink } from '../../shared/links/useInternalLink';
import { toast } from '../../shared/toast/toast';
import { AuthCard } from '../../shared/layout/AuthCard';

interface Props {
  email: string;
  /** Sends the request again; rejects when it failed (the error catalogue has told the user). */
  resend: (() => Promise<unknown>) | null;
  inFlight: boolean;
}

/** The sent page of a password reset (doctor and patient): the address, one resend, back to the login. */
export function PasswordResetSentCard({ email, resend, inFlight }: Props) {
  const { t } = useTranslation();
  const toLogin = useInternalLink('/login');
  // One resend, as the spec says; a second would only hit the rate limit.
  const [resent, setResent] = useState(false);

  const onResend = async () => {
    if (resend === null) return;
    try {
      await resend();
      setResent(true);
      toast.success(t('auth.resetPassword.resent'));
    } catch {
      // Told by the error catalogue ('Passwort bereits gesendet!').
    }
  };

  return (
    <AuthCard title={t('auth.resetPassword.sentTitle')}>
      <p>{t('auth.resetPassword.sentText', { email })}</p>
      {resend !== null && (
        <Button
          icon="envelope"
          loading={inFlight}
          disabled={resent}
          text={t('auth.resetPassword.resend')}
          onClick={onResend}
        />
      )}
      <p className="auth-links">
        <Link {...toLogin}>{t('auth.backToLogin')}</Link>
      </p>
    </AuthCard>
  );
}
