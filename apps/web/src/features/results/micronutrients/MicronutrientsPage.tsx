import { useParams } from 'react-router-dom';
import { usePatientProfile } from '../../patients/profile/usePatientProfile';
import { ReportReleaseCard } from '../releases/ReportReleaseCard';
import { MicronutrientsEditor } from './MicronutrientsEditor';

/** /patients/{patientId}/micronutrients, the patient's part from the profile's query. */
export function MicronutrientsPage() {
  const { patient } = usePatientProfile();
  const { patientId = '' } = useParams();
  return (
    <>
      <ReportReleaseCard patientId={patientId} kind="Micronutrients" />
      <MicronutrientsEditor patientRef={patient} />
    </>
  );
}
