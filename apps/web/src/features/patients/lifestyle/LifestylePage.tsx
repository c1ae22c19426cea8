import { usePatientProfile } from '../profile/usePatientProfile';
import { QuestionnaireLinkPanel } from '../questionnaireLink/QuestionnaireLinkPanel';
import { LifestyleQuestionnaire } from './LifestyleQuestionnaire';

/** /patients/{patientId}/lifestyle, from the profile's query: the questionnaire link, then the answers. */
export function LifestylePage() {
  const { patient } = usePatientProfile();
  return (
    <>
      <QuestionnaireLinkPanel patientRef={patient} />
      <LifestyleQuestionnaire patientRef={patient} />
    </>
  );
}
