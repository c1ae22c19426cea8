import { describe, expect, it } from 'vitest';
import { type Texts } from './defineArea.js';
import { fallbackLanguage, resources, supportedLanguages } from './index.js';

function leaves(texts: Texts, prefix = ''): [string, string][] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'string' ? [[prefix + key, value]] : leaves(value, `${prefix}${key}.`),
  );
}

const placeholders = (text: string) => (text.match(/\{\{\s*\w+\s*\}\}/g) ?? []).sort();

describe('resources', () => {
  const de = new Map(leaves(resources.de.translation));
  const en = new Map(leaves(resources.en.translation));

  it('has exactly the same keys in de and en', () => {
    expect([...en.keys()].sort()).toEqual([...de.keys()].sort());
  });

  it('has no empty text', () => {
    for (const [key, text] of [...de, ...en]) expect(text.trim(), key).not.toBe('');
  });

  it('uses the same placeholders in both languages', () => {
    for (const [key, text] of de) expect(placeholders(en.get(key) ?? ''), key).toEqual(placeholders(text));
  });

  it('offers de and en with de as the fallback', () => {
    expect(supportedLanguages).toEqual(['de', 'en']);
    expect(fallbackLanguage).toBe('de');
    expect(Object.keys(resources).sort()).toEqual([...supportedLanguages].sort());
  });
});

describe('interpolate', () => {
  it('fills named placeholders and leaves unknown ones', async () => {
    const { interpolate } = await import('./index.js');
    expect(
      interpolate('Guten Tag {{name}}, {{ minutes }} Minuten {{other}}', { name: 'Dr. Gruber', minutes: 60 }),
    ).toBe('Guten Tag Dr. Gruber, 60 Minuten {{other}}');
  });
});
