// Enough of HTML's character references to read URLs out of href attributes.

const NAMED: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

const REFERENCE = /&(?:#(\d+)|#x([0-9a-f]+)|([a-z]+));/gi;

export function decodeHtmlEntities(text: string): string {
  return text.replace(REFERENCE, (reference, decimal?: string, hex?: string, name?: string) => {
    if (name !== undefined) return NAMED[name.toLowerCase()] ?? reference;
    const codePoint = decimal !== undefined ? Number.parseInt(decimal, 10) : Number.parseInt(hex ?? '', 16);
    return isDecodable(codePoint) ? String.fromCodePoint(codePoint) : reference;
  });
}

function isDecodable(codePoint: number): boolean {
  const surrogate = codePoint >= 0xd800 && codePoint <= 0xdfff;
  return codePoint > 0 && codePoint <= 0x10ffff && !surrogate;
}
