import type { MultipartLimits } from '../../../common/uploads/graphql-multipart.js';

/** One file of at most 10 MB (the text `uploads.fileTooLarge` names this size). */
export const BLOOD_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/** The only upload of the schema sets the multipart limits of /graphql. */
export const BLOOD_UPLOAD_LIMITS: MultipartLimits = { maxFileSize: BLOOD_UPLOAD_MAX_BYTES, maxFiles: 1 };

/**
 * The promise to the practice: values entered within 48 hours of the upload (the upload dialog's text;
 * spec doctor-portal "available within 48 hours"). Older open uploads are overdue in the team's queue.
 */
export const BLOOD_UPLOAD_PROMISE_HOURS = 48;

/** A rejection's reason: long enough to say what to do, short enough for a mail. */
export const BLOOD_UPLOAD_REASON_MIN = 3;
export const BLOOD_UPLOAD_REASON_MAX = 1000;
