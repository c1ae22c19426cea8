import { defineErrors } from '../errors/error-catalogue.js';

// Why an uploaded file is refused, reported on the upload's argument (`file`).
export const UploadError = defineErrors({
  fileRequired: 'uploads.fileRequired',
  tooManyFiles: 'uploads.tooManyFiles',
  fileTooLarge: 'uploads.fileTooLarge',
  fileEmpty: 'uploads.fileEmpty',
  fileTypeNotAllowed: 'uploads.fileTypeNotAllowed',
  fileTypeMismatch: 'uploads.fileTypeMismatch',
  fileIncomplete: 'uploads.fileIncomplete',
});
