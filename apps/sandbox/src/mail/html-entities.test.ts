import { describe, expect, it } from 'vitest';
import { decodeHtmlEntities } from './html-entities.js';

describe('decodeHtmlEntities', () => {
  it.each([
    ['a=1&amp;b=2', 'a=1&b=2'],
    ['a=1&AMP;b=2', 'a=1&b=2'],
    ['&lt;&gt;&quot;&apos;', `<>"'`],
    ['a=1&#38;b=2', 'a=1&b=2'],
    ['a=1&#x26;b=2', 'a=1&b=2'],
    ['x&#X3D;y', 'x=y'],
    ['&#x1F600;', '😀'],
  ])('%s → %s', (text, decoded) => {
    expect(decodeHtmlEntities(text)).toBe(decoded);
  });

  it.each(['a=1&b=2', '&unknown;', '&#0;', '&#xD800;', '&#x110000;', '&amp'])('leaves %s alone', (text) => {
    expect(decodeHtmlEntities(text)).toBe(text);
  });

  it('decodes only once', () => {
    expect(decodeHtmlEntities('&amp;amp;')).toBe('&amp;');
  });
});
