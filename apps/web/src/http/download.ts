import { restResponse, type RestOptions } from './rest';

/** `attachment; filename="codes.pdf"` (or RFC 5987 `filename*=UTF-8''…`) → the file name. */
export function fileNameOf(contentDisposition: string | null, fallback: string): string {
  if (!contentDisposition) return fallback;
  const encoded = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(contentDisposition);
  if (encoded?.[1]) return decodeURIComponent(encoded[1].trim().replace(/^"|"$/g, ''));
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(contentDisposition);
  return plain?.[1]?.trim() ?? fallback;
}

/**
 * Downloads a file from the API and hands it to the browser under the name the server gives. `handles` names the
 * failure statuses the caller tells the user about itself.
 */
export async function downloadFile(
  path: string,
  fallbackName: string,
  { handles }: Pick<RestOptions, 'handles'> = {},
): Promise<void> {
  const response = await restResponse(path, { handles });
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileNameOf(response.headers.get('content-disposition'), fallbackName);
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  URL.revokeObjectURL(url);
}
