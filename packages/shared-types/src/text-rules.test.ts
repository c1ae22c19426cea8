import { describe, expect, it } from 'vitest';
import { hasUnstorableCharacters, isRowId } from './text-rules.js';

describe('hasUnstorableCharacters', () => {
  it.each(['', 'Müller', 'Straße 1\n2. Stock\t', '😀 Emoji', 'ﬀ', '\u00a0'])('accepts %j', (value) => {
    expect(hasUnstorableCharacters(value)).toBe(false);
  });

  it.each(['\u0000', 'a\u0000b', '\ud83d', 'x\ude00y', '\ude00\ud83d'])('refuses %j', (value) => {
    expect(hasUnstorableCharacters(value)).toBe(true);
  });
});

describe('isRowId', () => {
  it.each(['1', '42', '999999999999999999'])('accepts %j', (value) => expect(isRowId(value)).toBe(true));
  it.each(['', 'abc', '1.5', '-1', '1e3', ' 1', '1\u0000', '9999999999999999999', 1])('refuses %j', (value) =>
    expect(isRowId(value)).toBe(false),
  );
});
