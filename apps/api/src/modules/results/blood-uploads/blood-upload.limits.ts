import type { MultipartLimits } from '../../../common/uploads/graphql-multipart.js';

/** One file of at most 10 MB (the text `uploads.fileTooLarge` names this size). */
export const BLOOD_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/** The only upload of the schema sets the multipart limits of /graphql. */
export const BLOOD_UPLOAD_LIMITS: MultipartLimits = { maxFileSize: BLOOD_UPLOAD_MAX_BYTES, maxFiles: 1 };

/** How long the service team's download link works: a week, so a long weekend does not void it. */
export const BLOOD_UPLOAD_LINK_DAYS = 7;
