import { defineErrors } from '../../common/errors/error-catalogue.js';

export const DocumentsError = defineErrors({
  failed: { reason: 'documents.failed', wire: 'The document could not be created. Please try again later.' },
  notReady: {
    reason: 'documents.notReady',
    wire: 'The document is not ready yet. Please try again in a moment.',
  },
});
