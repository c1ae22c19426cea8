// The new-patient wizard (spec section 4): page 0 personal data and consents, then the questionnaire pages
// (the last one saves), then a success screen. Back goes one step.

export type WizardStep =
  { kind: 'personalData' } | { kind: 'questions'; page: number } | { kind: 'success'; patientId: string };

export const firstStep: WizardStep = { kind: 'personalData' };

export function nextStep(step: WizardStep): WizardStep {
  switch (step.kind) {
    case 'personalData':
      return { kind: 'questions', page: 1 };
    case 'questions':
      return { kind: 'questions', page: step.page + 1 };
    case 'success':
      return step;
  }
}

export function previousStep(step: WizardStep): WizardStep {
  switch (step.kind) {
    case 'personalData':
    case 'success':
      return step;
    case 'questions':
      return step.page <= 1 ? firstStep : { kind: 'questions', page: step.page - 1 };
  }
}

/** Whether this step's primary button saves the patient instead of moving on. */
export const savesOnSubmit = (step: WizardStep, lastPage: number): boolean =>
  step.kind === 'questions' && step.page >= lastPage;
