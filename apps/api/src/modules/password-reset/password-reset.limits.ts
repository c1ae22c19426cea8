// Limits of the password reset (its failures are in password-reset.errors.ts).
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;
export const PASSWORD_RESET_RESEND_SECONDS = 60;
