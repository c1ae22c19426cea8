// The questionnaire links area's public face: what other areas may use. Its entities are private.
export { LifestyleAnswered, QuestionnaireBodyUpdated } from './questionnaire-links.events.js';
export { QuestionnaireLinksModule } from './questionnaire-links.module.js';
export {
  type OpenQuestionnaire,
  OpenQuestionnaireLinks,
} from './services/open-questionnaire-link.service.js';
