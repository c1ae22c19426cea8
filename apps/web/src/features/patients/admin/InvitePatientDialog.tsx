import { Button, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/toast/toast';
import { useInvitePatientMutation } from './useInvitePatientMutation';

interface Props {
  patientGuid: string;
  patientName: string;
  patientEmail: string;
  onClose: () => void;
}

/** `?action=invite_patient`: confirms, then mails the patient the portal's registration link. */
export function InvitePatientDialog({ patientGuid, patientName, patientEmail, onClose }: Props) {
  const { t } = useTranslation();
  const [invite, inviting] = useInvitePatientMutation();
  const submit = () =>
    invite({
      variables: { id: patientGuid },
      onCompleted: (_, errors) => {
        if (errors && errors.length > 0) return;
        toast.success(t('adminPatients.invite.done'));
        onClose();
      },
    });
  return (
    <Dialog isOpen title={t('adminPatients.invite.title')} onClose={inviting ? undefined : onClose}>
      <DialogBody>
        <p>{t('adminPatients.invite.confirm', { name: patientName, email: patientEmail })}</p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('adminPatients.invite.cancel')} onClick={onClose} disabled={inviting} />
            <Button
              intent={Intent.PRIMARY}
              icon="envelope"
              text={t('adminPatients.invite.submit')}
              onClick={submit}
              loading={inviting}
            />
          </>
        }
      />
    </Dialog>
  );
}
