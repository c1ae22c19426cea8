import { defineErrors } from '../../../common/errors/error-catalogue.js';

export const BloodAnalysisError = defineErrors({
  dateInvalid: 'bloodAnalysis.dateInvalid',
  dateTooEarly: 'bloodAnalysis.dateTooEarly',
  dateInFuture: 'bloodAnalysis.dateInFuture',
  valuesRequired: 'bloodAnalysis.valuesRequired',
  valueFormat: 'bloodAnalysis.valueFormat',
  valueBetween: 'bloodAnalysis.valueBetween',
  valueAbove: 'bloodAnalysis.valueAbove',
  valueBelow: 'bloodAnalysis.valueBelow',
  youngerDataExists: 'bloodAnalysis.youngerDataExists',
  duplicateParameter: 'bloodAnalysis.duplicateParameter',
  noiNotDeletable: 'bloodAnalysis.noiNotDeletable',
  noiNotEditable: 'bloodAnalysis.noiNotEditable',
});

export enum BloodAuditEvent {
  Viewed = 'blood_results.viewed',
  Saved = 'blood_results.saved',
  Updated = 'blood_results.value_updated',
  Deleted = 'blood_results.value_deleted',
  LabApplied = 'blood_results.lab_applied',
  LabValueSkipped = 'blood_results.lab_value_skipped',
  /** The patient's results downloaded as a FHIR R4 bundle (blood and DNA). */
  FhirExported = 'blood_results.fhir_exported',
}
