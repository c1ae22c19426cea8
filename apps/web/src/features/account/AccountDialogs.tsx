import { type ActionParam } from '../../shared/actions/parseAction';
import { lazyDialog } from '../../shared/dialogs/lazyDialog';
import { type AccountAction } from './accountActions';
import { type DeletingUser } from './deleteAccountWizard';
import { graphql, useFragment } from 'react-relay';
import { type AccountDialogs_user$key } from './__generated__/AccountDialogs_user.graphql';

const ChangeEmailDialog = lazyDialog(() => import('./dialogs/ChangeEmailDialog'), 'ChangeEmailDialog');
const ChangePasswordDialog = lazyDialog(
  () => import('./dialogs/ChangePasswordDialog'),
  'ChangePasswordDialog',
);
const DeleteAccountDialog = lazyDialog(() => import('./dialogs/DeleteAccountDialog'), 'DeleteAccountDialog');
const TwoFactorDialog = lazyDialog(() => import('../two-factor/TwoFactorDialog'), 'TwoFactorDialog');

interface Props {
  action: ActionParam<AccountAction>;
  close: () => void;
  userRef: AccountDialogs_user$key;
  otpEmailEnabled: boolean;
  deletingUser: DeletingUser;
  refresh: () => void;
}

/** The dialogs of the `action` search parameter. */
export function AccountDialogs({ action, close, userRef, otpEmailEnabled, deletingUser, refresh }: Props) {
  const user = useFragment(
    graphql`
      fragment AccountDialogs_user on User {
        ...TwoFactorDialog_user
      }
    `,
    userRef,
  );
  switch (action) {
    case 'change_email':
      return <ChangeEmailDialog onClose={close} onChanged={refresh} />;
    case 'change_password':
      return <ChangePasswordDialog onClose={close} />;
    case 'two_factor':
      return (
        <TwoFactorDialog
          userRef={user}
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
