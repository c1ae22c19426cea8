import { Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/toast/toast';
import { ConfirmTherapistAction } from './ConfirmTherapistAction';
import { type TherapistSummary } from './TherapistSummary';
import { useForceDeleteUserMutation } from './useForceDeleteUserMutation';

interface Props {
  doctor: TherapistSummary;
  onClose: () => void;
  onDeleted: () => void;
}

/** `?action=delete_user&doctorId=`: deletes an inactive doctor without patients for good. */
export function DeleteTherapistDialog({ doctor, onClose, onDeleted }: Props) {
  const { t } = useTranslation();
  const [forceDelete, busy] = useForceDeleteUserMutation();
  const confirm = async () => {
    try {
      await forceDelete({ id: doctor.userId });
      toast.success(t('therapists.toasts.deleted', { name: doctor.name }));
      onDeleted();
    } catch {
      // Told by the error catalogue; the dialog stays open.
    }
  };
  return (
    <ConfirmTherapistAction
      title={t('therapists.deleteUser.title')}
      body={t('therapists.deleteUser.body', { name: doctor.name, email: doctor.email })}
      confirmText={t('therapists.deleteUser.confirm')}
      intent={Intent.DANGER}
      busy={busy}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}
