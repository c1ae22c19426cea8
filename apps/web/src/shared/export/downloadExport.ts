import { downloadFile } from '../../http/download';
import { fallbackFileName, type ExportFormat, type ExportResource } from './exportRange';

export interface ExportProgress {
  receivedBytes: number;
  totalBytes: number | null;
}

// Refusals the dialog shows itself (the range's rules answer 422); an expired session (401, 419) and too many
// attempts (429) take the app's usual way.
const answeredHere = [400, 403, 404, 422, 500, 502, 503, 504];

/** ok, or the message to show (null when the app has already told the user, e.g. by logging out). */
export type ExportResult = { ok: true } | { ok: false; message: string | null };

/** Downloads an export under the server's file name, reporting the bytes as they arrive. */
export async function downloadExport(
  path: string,
  resource: ExportResource,
  format: ExportFormat,
  onProgress: (progress: ExportProgress) => void,
): Promise<ExportResult> {
  try {
    await downloadFile(path, fallbackFileName(resource, format), {
      handles: answeredHere,
      onProgress: (receivedBytes, totalBytes) => onProgress({ receivedBytes, totalBytes }),
    });
    return { ok: true };
  } catch (error) {
    const status = (error as { status?: number | null }).status;
    if (typeof status === 'number' && !answeredHere.includes(status)) return { ok: false, message: null };
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}
