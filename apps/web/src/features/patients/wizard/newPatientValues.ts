import { emptyPatientForm, type PatientFormValues, patientInput } from '../form/patientForm';
import { type AnswerInput } from '../lifestyle/questionnaire';

export interface NewPatientValues extends PatientFormValues {
  /** The ids of the accepted consents. */
  consents: string[];
}

export const emptyNewPatient: NewPatientValues = { ...emptyPatientForm, consents: [] };

/** createPatient's input: the personal data, the non-empty answers and the ticked consents. */
export function createPatientInput(values: NewPatientValues, answers: AnswerInput[]) {
  const { shippingAddress, ...personal } = patientInput(values);
  return {
    ...personal,
    // Sent only when different; createPatient has nothing to remove.
    ...(shippingAddress ? { shippingAddress } : {}),
    answers: { upsert: answers },
    acceptedConsents: { connect: values.consents },
  };
}
