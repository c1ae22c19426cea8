import { Icon, Link } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { supportEmail, supportPhone } from './support';

export function SupportContact() {
  const { t } = useTranslation();
  return (
    <div className="support-contact">
      <p>{t('support.intro')}</p>
      <p>
        <Icon icon="envelope" aria-label={t('support.email')} />{' '}
        <Link href={`mailto:${supportEmail}`}>{supportEmail}</Link>
      </p>
      <p>
        <Icon icon="phone" aria-label={t('support.phone')} />{' '}
        <Link href={`tel:${supportPhone.dial}`}>{supportPhone.display}</Link>
      </p>
    </div>
  );
}
