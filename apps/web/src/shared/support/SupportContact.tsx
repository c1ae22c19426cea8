import { Icon, Link } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { dialable, useOperator } from './useOperator';

export function SupportContact() {
  const { t } = useTranslation();
  const operator = useOperator();
  return (
    <div className="support-contact">
      <p>{t('support.intro')}</p>
      {operator && (
        <>
          <p>
            <Icon icon="envelope" aria-label={t('support.email')} />{' '}
            <Link href={`mailto:${operator.supportEmail}`}>{operator.supportEmail}</Link>
          </p>
          <p>
            <Icon icon="phone" aria-label={t('support.phone')} />{' '}
            <Link href={`tel:${dialable(operator.supportPhone)}`}>{operator.supportPhone}</Link>
          </p>
        </>
      )}
    </div>
  );
}
