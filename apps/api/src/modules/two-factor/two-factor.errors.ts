import { defineErrors } from '../../common/errors/error-catalogue.js';

// Fortify's English messages stay on the wire, where the spec's client matches them.
export const TwoFactorError = defineErrors({
  invalidCode: {
    reason: 'twoFactor.invalidCode',
    wire: 'The provided two factor authentication code was invalid.',
  },
  noSkipsLeft: { reason: 'twoFactor.noSkipsLeft', wire: 'No two-factor skips left.' },
  otpEmailDisabled: {
    reason: 'twoFactor.otpEmailDisabled',
    wire: 'One-time codes by e-mail are not enabled.',
  },
  otpEmailDisabledForAccount: {
    reason: 'twoFactor.otpEmailDisabledForAccount',
    wire: 'One-time codes by e-mail are not enabled for this account.',
  },
});
