import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useActionParam } from '../../../shared/actions/useActionParam';
import { toast } from '../../../shared/toast/toast';
import { useOpenCreateCreditNote } from '../../credit-notes/generate/CreateCreditNoteAction';
import { creditNotesPathOfDoctor } from '../../credit-notes/creditNotesListParams';
import { useLoginAsDoctor } from '../../sessions/useLoginAsDoctor';
import { therapistActions } from '../therapistActions';
import { type RowAction } from '../therapistRowRules';
import { auditPathOfDoctor } from '../therapistsListParams';
import { type TherapistSummary } from './TherapistSummary';
import { useActivateDoctorMutation } from './useActivateDoctorMutation';
import { useDeactivateDoctorMutation } from './useDeactivateDoctorMutation';
import { useDeleteInvitationMutation } from './useDeleteInvitationMutation';
import { useResendInvitationMutation } from './useResendInvitationMutation';

/** What each entry of a therapist's row menu does: a call with its toast, a dialog by URL, or a page. */
export function useTherapistRowActions() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const actionParam = useActionParam(therapistActions);
  const openCreateCreditNote = useOpenCreateCreditNote();
  const [loginAsDoctor] = useLoginAsDoctor();
  const [activate] = useActivateDoctorMutation();
  const [deactivate] = useDeactivateDoctorMutation();
  const [resend] = useResendInvitationMutation();
  const [deleteInvitation] = useDeleteInvitationMutation();

  // Failures are told by the network layer; the row shows the server's answer either way.
  const call = async (run: () => Promise<unknown>, success: string) => {
    try {
      await run();
      toast.success(success);
    } catch {
      // Told by the error catalogue.
    }
  };

  return (action: RowAction, doctor: TherapistSummary): void => {
    const { doctorId, userId, name, email } = doctor;
    switch (action) {
      case 'resendInvitation':
        void call(() => resend({ receiverId: userId }), t('therapists.toasts.invitationResent', { email }));
        return;
      case 'deleteInvitation':
        void call(
          () => deleteInvitation({ receiverId: userId }),
          t('therapists.toasts.invitationDeleted', { email }),
        );
        return;
      case 'activate':
        void call(() => activate({ doctorId }), t('therapists.toasts.activated', { name }));
        return;
      case 'deactivate':
        void call(() => deactivate({ doctorId }), t('therapists.toasts.deactivated', { name }));
        return;
      case 'reset2fa':
        actionParam.open('reset_2fa', { doctorId });
        return;
      case 'changePartnershipModel':
        actionParam.open('change_partnership_mode', { doctorId });
        return;
      case 'delete':
        actionParam.open('delete_user', { doctorId });
        return;
      case 'consents':
        actionParam.open('consent_history', { doctorId });
        return;
      case 'createCreditNote':
        openCreateCreditNote({ id: doctorId, name });
        return;
      case 'viewCreditNotes':
        void navigate(creditNotesPathOfDoctor(doctorId));
        return;
      case 'auditLog':
        void navigate(auditPathOfDoctor(doctorId));
        return;
      case 'loginAsDoctor':
        void loginAsDoctor(doctorId);
        return;
    }
  };
}
