import { Button, Callout, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/toast/toast';
import { hasErrorCode } from '../../../relay/errorCodes';
import { useDeletePatientMutation } from './useDeletePatientMutation';
import { useRemovePatientMutation } from './useRemovePatientMutation';

interface Props {
  patientId: string;
  onClose: () => void;
  /** Called after the patient was removed or deleted. */
  onDone: () => void;
}

/** Remove from the practice (the record stays) or, while nothing is linked to the patient, delete for good. */
export function RemovePatientDialog({ patientId, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const [removePatient, removing] = useRemovePatientMutation();
  const [deletePatient, deleting] = useDeletePatientMutation();
  const [deleteRefused, setDeleteRefused] = useState(false);
  const busy = removing || deleting;

  const remove = () =>
    removePatient({
      variables: { id: patientId },
      onCompleted: () => {
        toast.success(t('patients.remove.removed'));
        onDone();
      },
    });

  const deleteForGood = () =>
    deletePatient({
      variables: { id: patientId },
      onCompleted: () => {
        toast.success(t('patients.remove.deleted'));
        onDone();
      },
      onError: (error) => setDeleteRefused(hasErrorCode(error, 'patients.hasLinkedData')),
    });

  return (
    <Dialog isOpen title={t('patients.remove.title')} onClose={busy ? undefined : onClose}>
      <DialogBody>
        <p>{t('patients.remove.explainRemove')}</p>
        <p>{t('patients.remove.explainDelete')}</p>
        {deleteRefused && <Callout intent={Intent.WARNING}>{t('patients.remove.hasLinkedData')}</Callout>}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('patients.remove.cancel')} onClick={onClose} disabled={busy} />
            <Button
              intent={Intent.DANGER}
              variant="outlined"
              text={t('patients.remove.delete')}
              onClick={deleteForGood}
              loading={deleting}
              disabled={busy || deleteRefused}
            />
            <Button
              intent={Intent.DANGER}
              text={t('patients.remove.remove')}
              onClick={remove}
              loading={removing}
              disabled={busy}
            />
          </>
        }
      />
    </Dialog>
  );
}
