import { callFlag } from './callFlag';

// A screen that shows the server's validation messages by the fields it checks, e.g. a check run while the user
// types, asks the network layer not to toast them as well. Every other failure is still told.
const inlineValidation = callFlag('inlineValidation');

export const inlineValidationCacheConfig = inlineValidation.cacheConfig;
export const showsValidationInline = inlineValidation.isSet;
export const commitWithInlineValidation = inlineValidation.commit;
