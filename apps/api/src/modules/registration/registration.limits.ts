// Limits of the sign-up wizard (its failures are in registration.errors.ts).
export const CODE_GUESSES_PER_MINUTE = 10;
export const REGISTRATION_TOKEN_TTL_MS = 2 * 60 * 60 * 1000;
// How long an administrator's invitation link works; resending issues a new one.
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
