import { Alert, Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { type Blocker } from 'react-router-dom';

/** Asks before a navigation leaves a form with unsaved changes. */
export function DiscardChangesDialog({ blocker }: { blocker: Blocker }) {
  const { t } = useTranslation();
  return (
    <Alert
      isOpen={blocker.state === 'blocked'}
      intent={Intent.DANGER}
      icon="warning-sign"
      cancelButtonText={t('account.discard.stay')}
      confirmButtonText={t('account.discard.leave')}
      onCancel={() => blocker.reset?.()}
      onConfirm={() => blocker.proceed?.()}
    >
      <h4 className="bp6-heading">{t('account.discard.title')}</h4>
      <p>{t('account.discard.text')}</p>
    </Alert>
  );
}
