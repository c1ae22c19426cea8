import { Dialog, DialogBody } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { TwoFactorWizard } from '../twoFactor/TwoFactorWizard';
import { type TwoFactorWizard_user$key } from '../twoFactor/__generated__/TwoFactorWizard_user.graphql';

interface Props {
  userRef: TwoFactorWizard_user$key;
  otpEmailEnabled: boolean;
  onChanged: () => void;
  onClose: () => void;
}

export function TwoFactorDialog({ userRef, otpEmailEnabled, onChanged, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog isOpen onClose={onClose} title={t('account.twoFactor')} icon="shield" style={{ width: 560 }}>
      <DialogBody>
        <TwoFactorWizard
          userRef={userRef}
          otpEmailEnabled={otpEmailEnabled}
          onChanged={onChanged}
          onDone={onClose}
        />
      </DialogBody>
    </Dialog>
  );
}
