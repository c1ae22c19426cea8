import { defineErrors } from '../../../common/errors/error-catalogue.js';

export const AuditViewError = defineErrors({
  oneSubject: 'audit.oneSubject',
});
