import { usePatientProfile } from '../../patients/profile/usePatientProfile';
import { MicronutrientsEditor } from './MicronutrientsEditor';

/** /patients/{patientId}/micronutrients, the patient's part from the profile's query. */
export function MicronutrientsPage() {
  const { patient } = usePatientProfile();
  return <MicronutrientsEditor patientRef={patient} />;
}
