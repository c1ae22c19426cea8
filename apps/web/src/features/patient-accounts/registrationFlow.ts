// The two steps of the patient registration (spec: 'Verifizierung', then 'Account erstellen') as a reducer.
import { type SignedStepFailure } from './registrationLink';

export type StopReason = 'expired' | 'accountExists' | 'notFound';

export type RegistrationState =
  | { step: 'verify'; secondStepExpired: boolean }
  | { step: 'account'; registrationPath: string; birthDate: string }
  | { step: 'stopped'; reason: StopReason };

export type RegistrationEvent =
  | { type: 'verified'; registrationPath: string; birthDate: string }
  | { type: 'back' }
  | { type: 'failed'; failure: SignedStepFailure };

export const initialRegistration: RegistrationState = { step: 'verify', secondStepExpired: false };

export const stepIndexOf = (state: RegistrationState): number => (state.step === 'account' ? 1 : 0);

function stopReasonOf(failure: SignedStepFailure): StopReason | null {
  switch (failure.kind) {
    case 'expired':
      return 'expired';
    case 'accountExists':
      return 'accountExists';
    case 'notFound':
      return 'notFound';
    case 'field':
    case 'tooMany':
    case 'other':
      return null;
  }
}

export function registrationReducer(state: RegistrationState, event: RegistrationEvent): RegistrationState {
  switch (event.type) {
    case 'verified':
      return { step: 'account', registrationPath: event.registrationPath, birthDate: event.birthDate };
    case 'back':
      return state.step === 'account' ? initialRegistration : state;
    case 'failed': {
      const reason = stopReasonOf(event.failure);
      if (reason === null) return state;
      // The second step's link lives 30 minutes; the invitation itself may still be good: verify again.
      if (reason === 'expired' && state.step === 'account')
        return { step: 'verify', secondStepExpired: true };
      return { step: 'stopped', reason };
    }
  }
}
