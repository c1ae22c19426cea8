import { usePatientProfile } from '../profile/usePatientProfile';
import { PersonalInfoForm } from './PersonalInfoForm';

/** /patients/{patientId}/personal-info, from the profile's query. */
export function PersonalInfoPage() {
  const { patient } = usePatientProfile();
  return <PersonalInfoForm patientRef={patient} />;
}
