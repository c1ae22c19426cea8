import { downloadFile } from '../../http/download';
import { i18n } from '../../i18n/i18n';
import { toast } from '../../shared/toast/toast';

export type CreditNoteFormat = 'pdf' | 'xml';

// Failures this screen words itself (admin spec, section 8); an expired session (401, 419) and too many
// attempts (429) still take the app's usual way.
const answeredHere = [400, 403, 404, 409, 410, 422, 500, 502, 503, 504];

/** The API path of a credit note's document. */
export const creditNoteDocumentPath = (creditNoteId: string, format: CreditNoteFormat) =>
  `/api/credit-notes/${encodeURIComponent(creditNoteId)}/download-${format}`;

/**
 * Downloads the credit note's PDF or XML (EN 16931) under the server's file name; a failure shows
 * 'Something went wrong! ' followed by its message. Resolves whether or not it worked.
 */
export async function downloadCreditNote(
  creditNote: { id: string; number: string },
  format: CreditNoteFormat,
): Promise<void> {
  try {
    await downloadFile(
      creditNoteDocumentPath(creditNote.id, format),
      `Gutschrift-${creditNote.number}.${format}`,
      {
        handles: answeredHere,
      },
    );
  } catch (error) {
    const status = (error as { status?: number | null }).status;
    if (status !== undefined && status !== null && !answeredHere.includes(status)) return;
    const message = error instanceof Error ? error.message : String(error);
    toast.error(i18n.t('creditNotes.download.failed', { message }));
  }
}
