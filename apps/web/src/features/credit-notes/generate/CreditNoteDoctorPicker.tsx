import { useTranslation } from 'react-i18next';
import { DoctorSelect } from '../DoctorSelect';
import { useCreditNoteDoctors } from '../useCreditNoteDoctors';

interface Props {
  id: string;
  selectedId: string | null;
  /** The name of a doctor chosen beforehand, who may not be among the picker's doctors. */
  selectedName: string | null;
  onSelect: (doctorId: string | null) => void;
}

/** Picks the doctor a credit note is generated for. */
export function CreditNoteDoctorPicker({ id, selectedId, selectedName, onSelect }: Props) {
  const { t } = useTranslation();
  const doctors = useCreditNoteDoctors();
  const known = doctors.some((doctor) => doctor.id === selectedId);
  const options =
    selectedId !== null && !known
      ? [{ id: selectedId, name: selectedName ?? `#${selectedId}` }, ...doctors]
      : doctors;
  return (
    <DoctorSelect
      id={id}
      doctors={options}
      selectedId={selectedId}
      onSelect={onSelect}
      placeholder={t('creditNotes.generate.pickDoctor')}
      fill
    />
  );
}
