import { defineErrors } from './error-catalogue.js';

// Failures of no particular area. Their wire messages are Laravel's, which the spec's client matches.
export const CommonError = defineErrors({
  unauthenticated: { reason: 'common.unauthenticated', wire: 'Unauthenticated.' },
  csrfMismatch: { reason: 'common.csrfMismatch', wire: 'CSRF token mismatch.' },
  forbidden: { reason: 'common.forbidden', wire: 'This action is unauthorized.' },
  notFound: { reason: 'common.notFound', wire: 'Not found.' },
  tooManyAttempts: { reason: 'common.tooManyAttempts', wire: 'Too Many Attempts.' },
  writeAccessRequired: { reason: 'common.writeAccessRequired', wire: 'This action requires write access.' },
  handledByAdmin: {
    reason: 'common.handledByAdmin',
    wire: 'This account is currently being handled by an administrator.',
  },
  invalidSignature: { reason: 'common.invalidSignature', wire: 'Invalid signature.' },
  // Redis or PostgreSQL down: the German text on the wire, as the spec names none.
  serviceUnavailable: 'common.serviceUnavailable',
});
