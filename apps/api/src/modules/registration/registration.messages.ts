// Expected failures of registration and the link-based account flows, with the texts the client shows.
export const RegistrationMessage = {
  codeInvalid: 'Der Registrierungscode ist ungültig oder abgelaufen.',
  registrationTokenInvalid:
    'Ihre Registrierung ist abgelaufen. Bitte geben Sie den Registrierungscode erneut ein.',
  emailTaken: 'Diese E-Mail-Adresse ist bereits registriert.',
  alreadyActivated: 'Account already activated',
  accountNotFound: 'Account',
  passwordAlreadySent: 'PASSWORD_ALREADY_SENT',
  resetTokenInvalid: 'Dieser Link zum Zurücksetzen des Passworts ist ungültig oder abgelaufen.',
  newEmailTaken: 'The new email has already been taken.',
  invalidSignature: 'Invalid signature.',
} as const;

export const CODE_GUESSES_PER_MINUTE = 10;
export const REGISTRATION_TOKEN_TTL_MS = 2 * 60 * 60 * 1000;
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;
export const PASSWORD_RESET_RESEND_SECONDS = 60;
export const EMAIL_CHANGE_TTL_MS = 60 * 60 * 1000;
