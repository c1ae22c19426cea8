import { AnchorButton, Callout, Intent, Link } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useInternalLink } from '../../shared/links/useInternalLink';
import { SupportContact } from '../../shared/support/SupportContact';
import { type StopReason } from './registrationFlow';

/** Where the registration cannot go on: what happened and what the patient can do instead. */
export function RegistrationStopped({ reason }: { reason: StopReason }) {
  const { t } = useTranslation();
  const toLogin = useInternalLink('/login');
  const resetPassword = useInternalLink('/reset-password');
  switch (reason) {
    case 'expired':
      return (
        <>
          <Callout intent={Intent.WARNING} title={t('patientPortal.register.expiredTitle')}>
            {t('patientPortal.register.expiredText')}
          </Callout>
          <SupportContact />
        </>
      );
    case 'accountExists':
      return (
        <>
          <Callout intent={Intent.PRIMARY}>{t('patientPortal.register.accountExistsText')}</Callout>
          <p className="auth-links">
            <AnchorButton
              role="link"
              intent={Intent.PRIMARY}
              text={t('patientPortal.register.toLogin')}
              {...toLogin}
            />
          </p>
          <p className="auth-links">
            <Link {...resetPassword}>{t('patientPortal.login.forgotPassword')}</Link>
          </p>
        </>
      );
    case 'notFound':
      return (
        <>
          <Callout intent={Intent.WARNING}>{t('patientPortal.register.notFoundText')}</Callout>
          <SupportContact />
        </>
      );
  }
}
