import { defineErrors } from '../../../common/errors/error-catalogue.js';

export const BloodUploadError = defineErrors({
  alreadyHandled: 'bloodUploads.alreadyHandled',
  reasonLength: 'bloodUploads.reasonLength',
});
