import { defineErrors } from '../../common/errors/error-catalogue.js';

// Fortify's English messages stay on the wire, where the spec's client matches them.
export const SessionsError = defineErrors({
  credentialsMismatch: {
    reason: 'sessions.credentialsMismatch',
    wire: 'These credentials do not match our records.',
  },
  passwordIncorrect: { reason: 'sessions.passwordIncorrect', wire: 'The provided password was incorrect.' },
  passwordConfirmationRequired: {
    reason: 'sessions.passwordConfirmationRequired',
    wire: 'Password confirmation required.',
  },
  twoFactorRequired: { reason: 'sessions.twoFactorRequired', wire: 'Two-factor authentication is required.' },
});
