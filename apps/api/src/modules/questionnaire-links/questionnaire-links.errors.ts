import { defineErrors } from '../../common/errors/error-catalogue.js';

export const QuestionnaireLinksError = defineErrors({
  heightMin: 'questionnaireLinks.heightMin',
  heightMax: 'questionnaireLinks.heightMax',
  weightMin: 'questionnaireLinks.weightMin',
  weightMax: 'questionnaireLinks.weightMax',
});
