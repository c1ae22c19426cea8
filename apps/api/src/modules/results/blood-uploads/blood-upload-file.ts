import { createHash } from 'node:crypto';
import { ValidationError } from '../../../common/errors/app-error.js';
import { cleanFileName, extensionContradicts, storedFileName } from '../../../common/uploads/file-name.js';
import { fileTypeOf } from '../../../common/uploads/file-type.js';
import type { ReceivedFile } from '../../../common/uploads/read-upload.js';
import { UploadError } from '../../../common/uploads/upload.errors.js';

export interface CheckedFile {
  fileName: string;
  contentType: string;
  size: number;
  sha256: string;
  bytes: Buffer;
}

const FALLBACK_NAME = 'blutwerte';

/**
 * A received file as it may be stored: not empty, a PDF, JPEG or PNG by its bytes, and not named as
 * another of those types. The content type comes from the bytes, the name is cleaned.
 */
export function checkBloodFile(file: ReceivedFile, path = 'file'): CheckedFile {
  if (!file.bytes.length) throw ValidationError.of(path, UploadError.fileEmpty);
  const type = fileTypeOf(file.bytes);
  if (!type) throw ValidationError.of(path, UploadError.fileTypeNotAllowed);
  const name = cleanFileName(file.fileName);
  if (extensionContradicts(name, type)) throw ValidationError.of(path, UploadError.fileTypeMismatch);
  return {
    fileName: storedFileName(name, type, FALLBACK_NAME),
    contentType: type.contentType,
    size: file.bytes.length,
    sha256: createHash('sha256').update(file.bytes).digest('hex'),
    bytes: file.bytes,
  };
}
