import { defineErrors } from '../../../common/errors/error-catalogue.js';

export const MicronutrientsError = defineErrors({
  practiceRequired: 'micronutrients.practiceRequired',
});
