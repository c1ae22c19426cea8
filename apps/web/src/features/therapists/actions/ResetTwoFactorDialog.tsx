import { Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { commitLocalUpdate, useRelayEnvironment } from 'react-relay';
import { toast } from '../../../shared/toast/toast';
import { useDisable2FAMutation } from '../../two-factor/useDisable2FAMutation';
import { ConfirmTherapistAction } from './ConfirmTherapistAction';
import { type TherapistSummary } from './TherapistSummary';

/** `?action=reset_2fa&doctorId=`: switches the doctor's second factor off, with the spec's texts. */
export function ResetTwoFactorDialog({ doctor, onClose }: { doctor: TherapistSummary; onClose: () => void }) {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  const [disable2FA, busy] = useDisable2FAMutation();
  const confirm = async () => {
    try {
      const { disable2FA: reset } = await disable2FA({ userId: doctor.userId });
      if (!reset) {
        toast.error(t('therapists.toasts.reset2faFailed'));
        return;
      }
      // The list shows the doctor without a confirmed second factor at once.
      commitLocalUpdate(environment, (store) =>
        store.get(`User:${doctor.userId}`)?.setValue(null, 'two_factor_confirmed_at'),
      );
      toast.success(t('therapists.toasts.reset2faSuccess'));
      onClose();
    } catch {
      toast.error(t('therapists.toasts.reset2faFailed'));
    }
  };
  return (
    <ConfirmTherapistAction
      title={t('therapists.reset2fa.title')}
      body={t('therapists.reset2fa.body', { name: doctor.name })}
      confirmText={t('therapists.reset2fa.confirm')}
      intent={Intent.WARNING}
      busy={busy}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}
