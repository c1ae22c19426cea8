import { describe, expect, it } from 'vitest';
import { pickLanguage } from './pickLanguage';

describe('pickLanguage', () => {
  it.each([
    [['de-DE'], 'de'],
    [['de-AT', 'en-US'], 'de'],
    [['en-US'], 'en'],
    [['EN'], 'en'],
    [['fr-FR', 'en-GB', 'de'], 'en'],
    [['fr-FR'], 'de'],
    [[], 'de'],
  ])('picks %j as %s', (preferred, expected) => {
    expect(pickLanguage(preferred)).toBe(expected);
  });
});
