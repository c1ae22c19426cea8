import { describe, expect, it } from 'vitest';
import { signedLinkQuery } from './linkParams';

describe('signedLinkQuery', () => {
  it('passes the signed query on exactly as the link carries it', () => {
    expect(signedLinkQuery('?expires=1764000000&signature=ab%2Bcd')).toBe(
      'expires=1764000000&signature=ab%2Bcd',
    );
    expect(signedLinkQuery('?signature=abc&expires=1764000000')).toBe('signature=abc&expires=1764000000');
  });

  it('is null without a numeric expiry or a signature', () => {
    expect(signedLinkQuery('')).toBeNull();
    expect(signedLinkQuery('?expires=1764000000')).toBeNull();
    expect(signedLinkQuery('?expires=1764000000&signature=')).toBeNull();
    expect(signedLinkQuery('?expires=soon&signature=abc')).toBeNull();
    expect(signedLinkQuery('?signature=abc')).toBeNull();
  });
});
