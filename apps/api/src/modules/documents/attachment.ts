import { StreamableFile } from '@nestjs/common';
import type { DocumentFile } from './documents.service.js';

/** A stored file as a download: its content type, `attachment` under its name, and its length. */
export const attachmentOf = (file: DocumentFile): StreamableFile =>
  new StreamableFile(file.bytes, {
    type: file.contentType,
    disposition: `attachment; filename="${file.fileName}"`,
    length: file.bytes.length,
  });
