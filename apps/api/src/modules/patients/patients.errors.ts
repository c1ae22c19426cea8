import { defineErrors } from '../../common/errors/error-catalogue.js';

export const PatientsError = defineErrors({
  duplicate: 'patients.duplicate',
  hasLinkedData: { reason: 'patients.hasLinkedData', wire: 'PATIENT_HAS_LINKED_DATA' },
  beingProcessed: { reason: 'patients.beingProcessed', wire: 'PATIENT_IS_BEING_PROCESSED' },
  practiceRequired: 'patients.practiceRequired',
  relocationDoctorRequired: 'patients.relocationDoctorRequired',
  relocationDoctorInactive: 'patients.relocationDoctorInactive',
  relocationSamePractice: 'patients.relocationSamePractice',
});
