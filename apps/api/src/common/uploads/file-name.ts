import { type FileType, fileTypeOfExtension } from './file-type.js';

const MAX_BASE_LENGTH = 120;

/** The name and extension of a file name as sent, after cleaning (see safeFileName). */
export interface CleanName {
  base: string;
  /** The part after the last dot, lower case; '' when there is none. */
  extension: string;
}

/**
 * A client's file name made harmless for storage, mails and a Content-Disposition header: the last path
 * segment only, Unicode NFC, no control or format characters (a right-to-left override can make
 * `rechnung‮fdp.exe` look like a PDF), only letters, digits, blanks and `._()+-`, no leading dots.
 */
export function cleanFileName(raw: string): CleanName {
  const lastSegment = raw.split(/[/\\]/).pop() ?? '';
  const cleaned = lastSegment
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
    .replace(/[^\p{L}\p{N} ._()+-]/gu, '_')
    .replace(/\s+/gu, ' ')
    .replace(/_{2,}/g, '_')
    .replace(/^[\s._]+/u, '')
    .replace(/[\s.]+$/u, '');
  const dot = cleaned.lastIndexOf('.');
  if (dot <= 0) return { base: cleaned, extension: '' };
  return {
    base: cleaned.slice(0, dot).replace(/[\s.]+$/u, ''),
    extension: cleaned.slice(dot + 1).toLowerCase(),
  };
}

/**
 * The stored name: the cleaned name, its extension always one of the type's (a name whose extension is no
 * allowed type's keeps it as part of the name: `Befund_12.03.2026` → `Befund_12.03.2026.pdf`).
 */
export function storedFileName(clean: CleanName, type: FileType, fallback: string): string {
  const keepsExtension = type.extensions.includes(clean.extension);
  const base = keepsExtension || !clean.extension ? clean.base : `${clean.base}.${clean.extension}`;
  const extension = keepsExtension ? clean.extension : type.extensions[0];
  return `${(base || fallback).slice(0, MAX_BASE_LENGTH).trim() || fallback}.${extension}`;
}

/** Whether the name claims one of the allowed types that the bytes are not (`befund.pdf` holding a PNG). */
export function extensionContradicts(clean: CleanName, type: FileType): boolean {
  const claimed = fileTypeOfExtension(clean.extension);
  return claimed !== null && claimed !== type;
}

/** `attachment` with an ASCII name for old clients and the exact name (RFC 5987) for the others. */
export function attachmentDisposition(fileName: string): string {
  return disposition('attachment', fileName);
}

/** The same names, shown in the browser (a file framed beside a form) instead of saved. */
export function inlineDisposition(fileName: string): string {
  return disposition('inline', fileName);
}

function disposition(kind: 'attachment' | 'inline', fileName: string): string {
  const ascii = fileName
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
  const exact = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${exact}`;
}
