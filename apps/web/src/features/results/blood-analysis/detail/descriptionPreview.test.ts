import { describe, expect, it } from 'vitest';
import { descriptionPreview } from './descriptionPreview';

describe('descriptionPreview', () => {
  it('keeps a text of up to 240 characters whole', () => {
    const text = 'a'.repeat(240);
    expect(descriptionPreview(text)).toEqual({ text, isCut: false });
  });
  it('cuts a longer text at a word boundary within 240 characters', () => {
    const text = `${'Wort '.repeat(60)}Ende`;
    const preview = descriptionPreview(text);
    expect(preview.isCut).toBe(true);
    expect(preview.text.endsWith('Wort …')).toBe(true);
    expect(preview.text.length).toBeLessThanOrEqual(242);
  });
  it('cuts a text without spaces at the limit', () => {
    expect(descriptionPreview('x'.repeat(300)).text).toBe(`${'x'.repeat(240)} …`);
  });
});
