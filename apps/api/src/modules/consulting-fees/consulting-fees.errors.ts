import { defineErrors } from '../../common/errors/error-catalogue.js';

export const ConsultingFeesError = defineErrors({
  notEditable: 'consultingFees.notEditable',
  amountNegative: 'consultingFees.amountNegative',
  amountStep: 'consultingFees.amountStep',
  amountTooLarge: 'consultingFees.amountTooLarge',
  consultationDateInvalid: 'consultingFees.consultationDateInvalid',
  consultationDateInFuture: 'consultingFees.consultationDateInFuture',
  consultationDateBeforeOrder: 'consultingFees.consultationDateBeforeOrder',
  consultationNoteTooLong: 'consultingFees.consultationNoteTooLong',
  consultationPracticeOnly: 'consultingFees.consultationPracticeOnly',
  consultationNotPerConsultation: 'consultingFees.consultationNotPerConsultation',
  consultationNotPaid: 'consultingFees.consultationNotPaid',
  consultationAlreadyDocumented: 'consultingFees.consultationAlreadyDocumented',
});
