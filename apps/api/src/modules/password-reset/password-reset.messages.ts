// Expected failures of the password reset (staff, doctors and patients), with the texts the client shows.
export const PasswordResetMessage = {
  passwordAlreadySent: 'PASSWORD_ALREADY_SENT',
  resetTokenInvalid: 'Dieser Link zum Zurücksetzen des Passworts ist ungültig oder abgelaufen.',
} as const;

export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;
export const PASSWORD_RESET_RESEND_SECONDS = 60;
