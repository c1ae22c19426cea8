/** A kind of file an upload may hold, known by its first bytes (its magic number), never by its name. */
export interface FileType {
  contentType: 'application/pdf' | 'image/jpeg' | 'image/png';
  /** The extensions a name of this kind may end in; the first is the one added to a name without. */
  extensions: readonly string[];
  magic: Buffer;
}

export const FILE_TYPES: readonly FileType[] = [
  { contentType: 'application/pdf', extensions: ['pdf'], magic: Buffer.from('%PDF-', 'latin1') },
  { contentType: 'image/jpeg', extensions: ['jpg', 'jpeg'], magic: Buffer.from([0xff, 0xd8, 0xff]) },
  {
    contentType: 'image/png',
    extensions: ['png'],
    magic: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
];

/** The type the bytes are, or null when they start like none of the allowed types. */
export function fileTypeOf(bytes: Buffer): FileType | null {
  return (
    FILE_TYPES.find(
      (type) => bytes.length >= type.magic.length && bytes.subarray(0, type.magic.length).equals(type.magic),
    ) ?? null
  );
}

/** The type an extension names (`pdf`, `JPG`), or null for any other extension. */
export function fileTypeOfExtension(extension: string): FileType | null {
  const lower = extension.toLowerCase();
  return FILE_TYPES.find((type) => type.extensions.includes(lower)) ?? null;
}
