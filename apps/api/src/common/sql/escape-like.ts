/** Escapes LIKE wildcards (and the escape character) so user text matches literally. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);
