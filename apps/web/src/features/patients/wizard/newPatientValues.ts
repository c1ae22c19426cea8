import { emptyPatientForm, type PatientFormValues, patientInput } from '../form/patientForm';
import { type AnswerInput } from '../lifestyle/questionnaire';

export interface NewPatientValues extends PatientFormValues {
  /** Ticked consents by `c<id>`. */
  consents: Record<string, boolean>;
}

// A numeric key would make react-hook-form build an array.
export const consentKey = (id: string) => `c${id}`;
const consentIdOf = (key: string) => key.slice(1);

export const emptyNewPatient: NewPatientValues = { ...emptyPatientForm, consents: {} };

/** createPatient's input: the personal data, the non-empty answers and the ticked consents. */
export function createPatientInput(values: NewPatientValues, answers: AnswerInput[]) {
  const { shippingAddress, ...personal } = patientInput(values);
  return {
    ...personal,
    // Sent only when different; createPatient has nothing to remove.
    ...(shippingAddress ? { shippingAddress } : {}),
    answers: { upsert: answers },
    acceptedConsents: {
      connect: Object.entries(values.consents)
        .filter(([, ticked]) => ticked)
        .map(([key]) => consentIdOf(key)),
    },
  };
}
