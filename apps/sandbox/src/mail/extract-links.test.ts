import { describe, expect, it } from 'vitest';
import { extractLinks } from './extract-links.js';

describe('extractLinks', () => {
  it('reads hrefs in double, single and no quotes, decoding entities', () => {
    const html = `
      <a href="https://portal.test/verify?token=abc&amp;email=anna%40example.com">Bestätigen</a>
      <a class="x" HREF = 'http://portal.test/b?x=1&#38;y=2'>b</a>
      <a href=https://portal.test/c>c</a>`;
    expect(extractLinks(html, null)).toEqual([
      'https://portal.test/verify?token=abc&email=anna%40example.com',
      'http://portal.test/b?x=1&y=2',
      'https://portal.test/c',
    ]);
  });

  it('skips hrefs that are not http(s) URLs', () => {
    const html = `<a href="mailto:a@b.de">m</a><a href="javascript:alert(1)">j</a><a href="/relative">r</a>
      <a href="#top">t</a><a href="https://">empty</a><link href=" https://portal.test/spaced ">`;
    expect(extractLinks(html, null)).toEqual(['https://portal.test/spaced']);
  });

  it('finds URLs in running text without the punctuation after them', () => {
    const text = `Bitte bestätigen: https://portal.test/a?b=1&c=2.
      (siehe http://portal.test/hilfe), oder <https://portal.test/x>; "https://portal.test/q"!`;
    expect(extractLinks(null, text)).toEqual([
      'https://portal.test/a?b=1&c=2',
      'http://portal.test/hilfe',
      'https://portal.test/x',
      'https://portal.test/q',
    ]);
  });

  it('lists HTML links first and each URL once', () => {
    const html =
      '<a href="https://portal.test/a?x=1&amp;y=2">a</a><a href="https://portal.test/a?x=1&y=2">again</a>';
    const text = 'https://portal.test/b https://portal.test/a?x=1&y=2';
    expect(extractLinks(html, text)).toEqual(['https://portal.test/a?x=1&y=2', 'https://portal.test/b']);
  });

  it('returns nothing for a mail without links', () => {
    expect(extractLinks('<p>Hallo</p>', 'Hallo')).toEqual([]);
    expect(extractLinks(null, null)).toEqual([]);
  });
});
