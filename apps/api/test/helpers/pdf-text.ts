import { inflateSync } from 'node:zlib';

// Just enough of PDF to read back what Chromium printed: uncompressed objects, Flate streams,
// Type0 fonts with ToUnicode CMaps and hex-string Tj/TJ operators. Text blocks (BT..ET) are
// returned one per line; a test asserts on them, nothing here is a general PDF reader.

function objects(pdf: Buffer): Map<number, { dict: string; stream?: Buffer }> {
  const text = pdf.toString('latin1');
  const found = new Map<number, { dict: string; stream?: Buffer }>();
  const header = /(\d+) 0 obj\b/g;
  for (let match = header.exec(text); match; match = header.exec(text)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endobj', start);
    const body = text.slice(start, end);
    const streamAt = body.search(/stream\r?\n/);
    if (streamAt < 0) {
      found.set(Number(match[1]), { dict: body });
      continue;
    }
    const dataStart = start + streamAt + body.slice(streamAt).indexOf('\n') + 1;
    const dataEnd = text.lastIndexOf('endstream', end);
    const raw = pdf.subarray(dataStart, dataEnd);
    const dict = body.slice(0, streamAt);
    found.set(Number(match[1]), { dict, stream: /FlateDecode/.test(dict) ? inflateSync(raw) : raw });
  }
  return found;
}

function parseCMap(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  const hex = (h: string) => parseInt(h, 16);
  const chars = (h: string) => String.fromCodePoint(...(h.match(/.{4}/g) ?? []).map(hex));
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const [, from, to] of block[1].matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g))
      map.set(from.toUpperCase(), chars(to));
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    for (const [, from, to, dest] of block[1].matchAll(
      /<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g,
    ))
      for (let code = hex(from); code <= hex(to); code++)
        map.set(
          code.toString(16).toUpperCase().padStart(4, '0'),
          String.fromCodePoint(hex(dest) + code - hex(from)),
        );
  return map;
}

export interface PdfSummary {
  pageCount: number;
  /** The text of every BT..ET block, page by page. */
  lines: string[];
}

export function readPdf(pdf: Buffer): PdfSummary {
  const all = objects(pdf);
  const ref = (dict: string, key: string) => Number(new RegExp(`/${key}\\s+(\\d+) 0 R`).exec(dict)?.[1]);
  const pages = [...all.values()].filter((o) => /\/Type\s*\/Page\b/.test(o.dict));
  const lines: string[] = [];
  for (const page of pages) {
    const fonts = new Map<string, Map<string, string>>();
    const fontDict = /\/Font\s*<<([^>]*)>>/.exec(page.dict)?.[1] ?? '';
    for (const [, name, id] of fontDict.matchAll(/\/(\w+)\s+(\d+) 0 R/g)) {
      const toUnicode = all.get(ref(all.get(Number(id))?.dict ?? '', 'ToUnicode'))?.stream;
      fonts.set(name, toUnicode ? parseCMap(toUnicode.toString('latin1')) : new Map());
    }
    const content = all.get(ref(page.dict, 'Contents'))?.stream?.toString('latin1') ?? '';
    for (const [, block] of content.matchAll(/\bBT\b([\s\S]*?)\bET\b/g)) {
      let font = new Map<string, string>();
      let line = '';
      for (const [, name, shown] of block.matchAll(
        /\/(\w+)\s+[\d.]+\s+Tf|(\[[^\]]*\]|<[0-9A-Fa-f]*>)\s*T[jJ]/g,
      )) {
        if (name) font = fonts.get(name) ?? new Map();
        else
          for (const [, hex] of shown.matchAll(/<([0-9A-Fa-f]*)>/g))
            for (const glyph of hex.toUpperCase().match(/.{4}/g) ?? []) line += font.get(glyph) ?? '\uFFFD';
      }
      // Chromium sets 'ff', 'fi', ... as ligature glyphs; NFKC turns them back into letters.
      lines.push(line.normalize('NFKC'));
    }
  }
  return { pageCount: pages.length, lines };
}
