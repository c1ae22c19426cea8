import { usePatientProfile } from '../profile/usePatientProfile';
import { LifestyleQuestionnaire } from './LifestyleQuestionnaire';

/** /patients/{patientId}/lifestyle, from the profile's query. */
export function LifestylePage() {
  const { patient } = usePatientProfile();
  return <LifestyleQuestionnaire patientRef={patient} />;
}
