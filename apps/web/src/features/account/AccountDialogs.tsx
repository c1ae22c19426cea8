import { type ActionParam } from '../../app/actions/parseAction';
import { type AccountAction } from './accountActions';
import { type DeletingUser } from './deleteAccountWizard';
import { ChangeEmailDialog } from './dialogs/ChangeEmailDialog';
import { ChangePasswordDialog } from './dialogs/ChangePasswordDialog';
import { DeleteAccountDialog } from './dialogs/DeleteAccountDialog';
import { TwoFactorDialog } from './dialogs/TwoFactorDialog';
import { type TwoFactorWizard_user$key } from './twoFactor/__generated__/TwoFactorWizard_user.graphql';

interface Props {
  action: ActionParam<AccountAction>;
  close: () => void;
  userRef: TwoFactorWizard_user$key;
  otpEmailEnabled: boolean;
  deletingUser: DeletingUser;
  refresh: () => void;
}

/** The dialogs of the `action` search parameter. */
export function AccountDialogs({ action, close, userRef, otpEmailEnabled, deletingUser, refresh }: Props) {
  switch (action) {
    case 'change_email':
      return <ChangeEmailDialog onClose={close} onChanged={refresh} />;
    case 'change_password':
      return <ChangePasswordDialog onClose={close} />;
    case 'two_factor':
      return (
        <TwoFactorDialog
          userRef={userRef}
          otpEmailEnabled={otpEmailEnabled}
          onChanged={refresh}
          onClose={close}
        />
      );
    case 'delete_account':
      return <DeleteAccountDialog user={deletingUser} onClose={close} />;
    case 'invalid':
    case null:
      return null;
  }
}
