// Expected failures of registration and invitations, with the texts the client shows.
export const RegistrationMessage = {
  codeInvalid: 'Der Registrierungscode ist ungültig oder abgelaufen.',
  registrationTokenInvalid:
    'Ihre Registrierung ist abgelaufen. Bitte geben Sie den Registrierungscode erneut ein.',
  emailTaken: 'Diese E-Mail-Adresse ist bereits registriert.',
  alreadyActivated: 'Account already activated',
  accountNotFound: 'Account',
} as const;

export const CODE_GUESSES_PER_MINUTE = 10;
export const REGISTRATION_TOKEN_TTL_MS = 2 * 60 * 60 * 1000;
