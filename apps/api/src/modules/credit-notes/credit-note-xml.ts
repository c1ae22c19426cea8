import type { CreditNote } from './credit-note.entity.js';

/** The credit note as EN 16931 CII XML (filled in below). */
export async function creditNoteXml(note: CreditNote): Promise<string> {
  return `<placeholder number="${note.number}"/>`;
}
