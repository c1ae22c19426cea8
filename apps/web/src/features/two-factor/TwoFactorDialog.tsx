import { Dialog, DialogBody } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { TwoFactorWizard } from './setup/TwoFactorWizard';
import { graphql, useFragment } from 'react-relay';
import { type TwoFactorDialog_user$key } from './__generated__/TwoFactorDialog_user.graphql';

interface Props {
  userRef: TwoFactorDialog_user$key;
  otpEmailEnabled: boolean;
  onChanged: () => void;
  onClose: () => void;
}

export function TwoFactorDialog({ userRef, otpEmailEnabled, onChanged, onClose }: Props) {
  const { t } = useTranslation();
  const user = useFragment(
    graphql`
      fragment TwoFactorDialog_user on User {
        ...TwoFactorWizard_user
      }
    `,
    userRef,
  );
  return (
    <Dialog isOpen onClose={onClose} title={t('account.twoFactor')} icon="shield" style={{ width: 560 }}>
      <DialogBody>
        <TwoFactorWizard
          userRef={user}
          otpEmailEnabled={otpEmailEnabled}
          onChanged={onChanged}
          onDone={onClose}
        />
      </DialogBody>
    </Dialog>
  );
}
