import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { ValidationError } from '../errors/app-error.js';
import { UploadError } from './upload.errors.js';
import type { UploadArgument } from './upload.scalar.js';

export interface ReceivedFile {
  /** The name as the client sent it (clean it before use). */
  fileName: string;
  bytes: Buffer;
}

function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

/** A failure of the multipart stream as the validation error of the upload's argument. */
function refusal(error: unknown, path: string): ValidationError {
  const status = statusOf(error);
  if (status === 413) return ValidationError.of(path, UploadError.fileTooLarge);
  if (status === 400) return ValidationError.of(path, UploadError.fileRequired);
  return ValidationError.of(path, UploadError.fileIncomplete);
}

/**
 * The whole file of an Upload argument, at most `maxBytes`. The multipart parser already cuts a longer
 * file; the count here holds on its own, whatever the parser was configured with.
 */
export async function readUpload(
  upload: UploadArgument,
  maxBytes: number,
  path = 'file',
): Promise<ReceivedFile> {
  let file: FileUpload;
  try {
    file = await upload.file;
  } catch (error) {
    throw refusal(error, path);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  let stream: ReturnType<FileUpload['createReadStream']> | undefined;
  try {
    stream = file.createReadStream();
    for await (const chunk of stream) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
      size += buffer.length;
      if (size > maxBytes) throw ValidationError.of(path, UploadError.fileTooLarge);
      chunks.push(buffer);
    }
  } catch (error) {
    stream?.destroy();
    throw error instanceof ValidationError ? error : refusal(error, path);
  }
  return { fileName: file.filename ?? '', bytes: Buffer.concat(chunks, size) };
}
