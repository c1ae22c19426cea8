import { LinkNotice } from './LinkNotice';

/** `/patients/{patientId}/fill-questionnaire-success`: the answers went to the practice; the session has ended. */
export function FillQuestionnaireSuccessPage() {
  return <LinkNotice kind="success" />;
}
