import { Button, Callout, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useExitDoctorAccount } from '../../features/sessions/useExitDoctorAccount';
import { type SessionUser } from '../../session/doctorSession';

/** Shown while an admin acts as a doctor. */
export function ImpersonationBanner({ doctor }: { doctor: SessionUser }) {
  const { t } = useTranslation();
  const exit = useExitDoctorAccount();
  const [busy, setBusy] = useState(false);
  return (
    <Callout intent={Intent.WARNING} icon="person" className="impersonation-banner">
      {t('shell.impersonating', { name: `${doctor.first_name} ${doctor.last_name}` })}{' '}
      <Button
        intent={Intent.WARNING}
        loading={busy}
        text={t('shell.exitDoctorAccount')}
        onClick={async () => {
          setBusy(true);
          await exit();
          setBusy(false);
        }}
      />
    </Callout>
  );
}
