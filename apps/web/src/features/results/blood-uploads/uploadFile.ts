/** What the service team can read: PDF, JPEG and PNG. */
export const UPLOAD_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export const UPLOAD_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

const EXTENSION = /\.(pdf|jpe?g|png)$/i;

/** Why the chosen files cannot be sent, or null: exactly one file of an allowed type (spec). */
export function uploadFileProblem(files: readonly File[]): 'fileRequired' | 'fileType' | null {
  const [file] = files;
  if (files.length !== 1 || file === undefined) return 'fileRequired';
  // Some systems give no type for a file; its name then tells.
  const typeOk =
    file.type === '' ? EXTENSION.test(file.name) : (UPLOAD_TYPES as readonly string[]).includes(file.type);
  return typeOk ? null : 'fileType';
}
