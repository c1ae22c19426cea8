import './questionnaireLink.css';
import { type RouteObject } from 'react-router-dom';
import { FillQuestionnairePage } from './FillQuestionnairePage';
import { FillQuestionnaireSuccessPage } from './FillQuestionnaireSuccessPage';
import { QuestionnaireLoginPage } from './QuestionnaireLoginPage';

/**
 * The questionnaire link's pages on the main site: outside the doctor's session guard and listed before the doctor's
 * patient routes (`patients/:patientId/...`), so these paths are never taken for a doctor's patient page.
 */
export const questionnaireLinkRoutes: RouteObject[] = [
  { path: 'patients/:patient/login', element: <QuestionnaireLoginPage /> },
  { path: 'patients/:patientId/fill-questionnaire', element: <FillQuestionnairePage /> },
  { path: 'patients/:patientId/fill-questionnaire-success', element: <FillQuestionnaireSuccessPage /> },
];
