import { restResponse, type RestOptions } from './rest';

/** `attachment; filename="codes.pdf"` (or RFC 5987 `filename*=UTF-8''…`) → the file name. */
export function fileNameOf(contentDisposition: string | null, fallback: string): string {
  if (!contentDisposition) return fallback;
  const encoded = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(contentDisposition);
  if (encoded?.[1]) return decodeURIComponent(encoded[1].trim().replace(/^"|"$/g, ''));
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(contentDisposition);
  return plain?.[1]?.trim() ?? fallback;
}

/** Bytes received so far, and the whole size when the server tells it (a streamed export does not). */
export type DownloadProgress = (receivedBytes: number, totalBytes: number | null) => void;

async function bodyOf(response: Response, onProgress?: DownloadProgress): Promise<Blob> {
  if (onProgress === undefined || response.body === null) return response.blob();
  const total = Number(response.headers.get('content-length')) || null;
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  onProgress(received, total);
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    chunks.push(chunk.value);
    received += chunk.value.byteLength;
    onProgress(received, total);
  }
  return new Blob(chunks, { type: response.headers.get('content-type') ?? '' });
}

/**
 * Downloads a file from the API and hands it to the browser under the name the server gives. `handles` names the
 * failure statuses the caller tells the user about itself; `onProgress` hears of each chunk received.
 */
export async function downloadFile(
  path: string,
  fallbackName: string,
  { handles, onProgress }: Pick<RestOptions, 'handles'> & { onProgress?: DownloadProgress } = {},
): Promise<void> {
  const response = await restResponse(path, { handles });
  const blob = await bodyOf(response, onProgress);
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileNameOf(response.headers.get('content-disposition'), fallbackName);
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  URL.revokeObjectURL(url);
}
