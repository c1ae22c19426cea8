import { defineErrors } from '../../common/errors/error-catalogue.js';

export const LabError = defineErrors({
  callbackSignatureInvalid: 'lab.callbackSignatureInvalid',
  callbackPayloadInvalid: 'lab.callbackPayloadInvalid',
  quarantineDecided: 'lab.quarantineDecided',
  discardReasonLength: 'lab.discardReasonLength',
});
