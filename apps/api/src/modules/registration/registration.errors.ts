import { defineErrors } from '../../common/errors/error-catalogue.js';

export const RegistrationError = defineErrors({
  codeInvalid: 'registration.codeInvalid',
  registrationTokenInvalid: 'registration.registrationTokenInvalid',
  emailTaken: 'registration.emailTaken',
  alreadyActivated: { reason: 'registration.alreadyActivated', wire: 'Account already activated' },
  invitationDeleted: 'registration.invitationDeleted',
  invitationExpired: 'registration.invitationExpired',
  invitationSuperseded: 'registration.invitationSuperseded',
});
