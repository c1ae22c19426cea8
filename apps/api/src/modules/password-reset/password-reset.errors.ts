import { defineErrors } from '../../common/errors/error-catalogue.js';

export const PasswordResetError = defineErrors({
  alreadySent: { reason: 'passwordReset.alreadySent', wire: 'PASSWORD_ALREADY_SENT' },
  tokenInvalid: 'passwordReset.tokenInvalid',
});
