import './questionnaireLink.css';
import { type RouteObject } from 'react-router-dom';
import { lazyPage } from '../../shared/routing/lazyPage';

/**
 * The questionnaire link's pages on the main site: outside the doctor's session guard and listed before the doctor's
 * patient routes (`patients/:patientId/...`), so these paths are never taken for a doctor's patient page.
 */
export const questionnaireLinkRoutes: RouteObject[] = [
  {
    path: 'patients/:patient/login',
    ...lazyPage(() => import('./QuestionnaireLoginPage'), 'QuestionnaireLoginPage'),
  },
  {
    path: 'patients/:patientId/fill-questionnaire',
    ...lazyPage(() => import('./FillQuestionnairePage'), 'FillQuestionnairePage'),
  },
  {
    path: 'patients/:patientId/fill-questionnaire-success',
    ...lazyPage(() => import('./FillQuestionnaireSuccessPage'), 'FillQuestionnaireSuccessPage'),
  },
];
