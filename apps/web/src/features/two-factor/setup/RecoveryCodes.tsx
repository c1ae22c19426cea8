import { Button, ButtonGroup, Callout, Code, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/toast/toast';
import { downloadRecoveryCodesPdf } from '../../sessions/authApi';
import { useRecoveryCodes } from './useRecoveryCodes';

export function RecoveryCodes() {
  const { t } = useTranslation();
  const { codes, regenerate } = useRecoveryCodes();
  const [busy, setBusy] = useState<'download' | 'regenerate' | null>(null);

  const run = async (what: 'download' | 'regenerate') => {
    setBusy(what);
    try {
      if (what === 'download') await downloadRecoveryCodesPdf();
      else {
        await regenerate();
        toast.success(t('notifications.recoveryCodesRegenerated'));
      }
    } catch {
      // Told by the error catalogue.
    } finally {
      setBusy(null);
    }
  };

  return (
    <Callout title={t('account.twoFactorWizard.recoveryCodes')} icon="key">
      <p>{t('account.twoFactorWizard.recoveryIntro')}</p>
      {codes === null ? (
        <Spinner size={20} />
      ) : (
        <ul className="recovery-codes" aria-label={t('account.twoFactorWizard.recoveryCodes')}>
          {codes.map((code) => (
            <li key={code}>
              <Code>{code}</Code>
            </li>
          ))}
        </ul>
      )}
      <ButtonGroup>
        <Button
          icon="download"
          loading={busy === 'download'}
          text={t('account.twoFactorWizard.download')}
          onClick={() => run('download')}
        />
        <Button
          icon="refresh"
          loading={busy === 'regenerate'}
          text={t('account.twoFactorWizard.regenerate')}
          onClick={() => run('regenerate')}
        />
      </ButtonGroup>
    </Callout>
  );
}
