import { Button, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/toast/toast';
import { useSendQuestionnaireLinkMutation } from './useSendQuestionnaireLinkMutation';

interface Props {
  patientId: string;
  email: string;
  onClose: () => void;
}

/** Confirms the address before the mail goes out; a new link replaces the patient's earlier one. */
export function SendQuestionnaireLinkDialog({ patientId, email, onClose }: Props) {
  const { t } = useTranslation();
  const [send, sending] = useSendQuestionnaireLinkMutation();

  const confirm = () =>
    send({
      variables: { patientId },
      onCompleted: (_response, errors) => {
        if (errors && errors.length > 0) return;
        toast.success(t('questionnaireLink.doctor.sent', { email }));
        onClose();
      },
    });

  return (
    <Dialog isOpen title={t('questionnaireLink.doctor.confirmTitle')} onClose={sending ? undefined : onClose}>
      <DialogBody>
        <p>{t('questionnaireLink.doctor.confirmText', { email })}</p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('questionnaireLink.doctor.cancel')} onClick={onClose} disabled={sending} />
            <Button
              intent={Intent.PRIMARY}
              icon="send-message"
              text={t('questionnaireLink.doctor.confirm')}
              onClick={confirm}
              loading={sending}
            />
          </>
        }
      />
    </Dialog>
  );
}
