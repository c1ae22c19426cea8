import { defineErrors } from '../../common/errors/error-catalogue.js';

export const ConsultingFeesError = defineErrors({
  notEditable: 'consultingFees.notEditable',
  amountNegative: 'consultingFees.amountNegative',
  amountStep: 'consultingFees.amountStep',
  amountTooLarge: 'consultingFees.amountTooLarge',
});
