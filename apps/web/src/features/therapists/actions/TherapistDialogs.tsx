import { useSearchParams } from 'react-router-dom';
import { useActionParam } from '../../../shared/actions/useActionParam';
import { lazyDialog } from '../../../shared/dialogs/lazyDialog';
import { therapistActions } from '../therapistActions';
import { usePartnershipModels } from '../usePartnershipModels';
import { type TherapistSummary } from './TherapistSummary';

const ConsentHistoryDialog = lazyDialog(
  () => import('../../consents/ConsentHistoryDialog'),
  'ConsentHistoryDialog',
);
const ChangePartnershipModelDialog = lazyDialog(
  () => import('./ChangePartnershipModelDialog'),
  'ChangePartnershipModelDialog',
);
const DeleteTherapistDialog = lazyDialog(() => import('./DeleteTherapistDialog'), 'DeleteTherapistDialog');
const ResetTwoFactorDialog = lazyDialog(() => import('./ResetTwoFactorDialog'), 'ResetTwoFactorDialog');

interface Props {
  /** The therapists of the page shown: `doctorId` picks one of them. */
  doctors: readonly TherapistSummary[];
  onDeleted: () => void;
}

/** The row dialogs opened by `?action=…&doctorId=…` for a therapist of the current page. */
export function TherapistDialogs({ doctors, onDeleted }: Props) {
  const actions = useActionParam(therapistActions);
  const doctorId = useSearchParams()[0].get('doctorId');
  const doctor = doctors.find((candidate) => candidate.doctorId === doctorId);
  if (!doctor) return null;
  const onClose = () => actions.close('doctorId');
  switch (actions.action) {
    case 'reset_2fa':
      return <ResetTwoFactorDialog doctor={doctor} onClose={onClose} />;
    case 'consent_history':
      return <ConsentHistoryDialog userId={doctor.userId} name={doctor.name} onClose={onClose} />;
    case 'change_partnership_mode':
      return <PartnershipModelChange doctor={doctor} onClose={onClose} />;
    case 'delete_user':
      return (
        <DeleteTherapistDialog
          doctor={doctor}
          onClose={onClose}
          onDeleted={() => {
            onClose();
            onDeleted();
          }}
        />
      );
    case 'invite_doctor':
    case 'export':
    case 'invalid':
    case null:
      return null;
  }
}

function PartnershipModelChange({ doctor, onClose }: { doctor: TherapistSummary; onClose: () => void }) {
  return <ChangePartnershipModelDialog doctor={doctor} models={usePartnershipModels()} onClose={onClose} />;
}
