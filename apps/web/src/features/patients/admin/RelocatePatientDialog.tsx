import { Button, Dialog, DialogBody, DialogFooter, FormGroup, Intent, Spinner } from '@blueprintjs/core';
import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryErrorBoundary } from '../../../shared/query/QueryErrorBoundary';
import { toast } from '../../../shared/toast/toast';
import { DoctorSelect } from '../../credit-notes/DoctorSelect';
import { useCreditNoteDoctors } from '../../credit-notes/useCreditNoteDoctors';
import { useRelocatePatientMutation } from './useRelocatePatientMutation';

interface Props {
  patientGuid: string;
  patientName: string;
  onClose: () => void;
  /** After the move: the list asks again (a doctor filter may no longer match). */
  onRelocated: () => void;
}

/** `?action=patient_relocation`: moves the patient to another doctor's practice, with the open fees. */
export function RelocatePatientDialog({ patientGuid, patientName, onClose, onRelocated }: Props) {
  const { t } = useTranslation();
  const pickerId = useId();
  const [doctorId, setDoctorId] = useState<string | null>(null);
  const [showRequired, setShowRequired] = useState(false);
  const [relocate, relocating] = useRelocatePatientMutation();
  const submit = () => {
    if (doctorId === null) {
      setShowRequired(true);
      return;
    }
    relocate({
      variables: { id: patientGuid, doctorId },
      onCompleted: (_, errors) => {
        // Refusals are told by the network layer; the dialog stays open to choose another doctor.
        if (errors && errors.length > 0) return;
        toast.success(t('adminPatients.relocate.done'));
        onRelocated();
      },
    });
  };
  return (
    <Dialog isOpen title={t('adminPatients.relocate.title')} onClose={relocating ? undefined : onClose}>
      <DialogBody>
        <p>{t('adminPatients.relocate.intro', { name: patientName })}</p>
        <FormGroup
          label={t('adminPatients.relocate.doctor')}
          labelFor={pickerId}
          intent={showRequired && doctorId === null ? Intent.DANGER : Intent.NONE}
          helperText={
            showRequired && doctorId === null ? t('adminPatients.relocate.doctorRequired') : undefined
          }
        >
          <QueryErrorBoundary
            title={t('adminPatients.filters.doctorsFailed')}
            retryText={t('adminPatients.retry')}
            onRetry={() => undefined}
          >
            <Suspense fallback={<Spinner size={20} />}>
              <TargetDoctorPicker id={pickerId} doctorId={doctorId} onSelect={setDoctorId} />
            </Suspense>
          </QueryErrorBoundary>
        </FormGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('adminPatients.relocate.cancel')} onClick={onClose} disabled={relocating} />
            <Button
              intent={Intent.PRIMARY}
              icon="swap-horizontal"
              text={t('adminPatients.relocate.submit')}
              onClick={submit}
              loading={relocating}
            />
          </>
        }
      />
    </Dialog>
  );
}

function TargetDoctorPicker({
  id,
  doctorId,
  onSelect,
}: {
  id: string;
  doctorId: string | null;
  onSelect: (doctorId: string | null) => void;
}) {
  const { t } = useTranslation();
  const doctors = useCreditNoteDoctors();
  return (
    <DoctorSelect
      id={id}
      fill
      doctors={doctors.map(({ id: doctor, name, email }) => ({ id: doctor, name, email }))}
      selectedId={doctorId}
      onSelect={onSelect}
      placeholder={t('adminPatients.relocate.chooseDoctor')}
    />
  );
}
