import { describe, expect, it } from 'vitest';

// app/ is the shell that composes the features; pieces every feature needs live in shared/ (or forms/, relay/, …).
const sources = import.meta.glob<string>(['./**/*.{ts,tsx}', '!./**/__generated__/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('feature layering', () => {
  it('has no feature import from app/', () => {
    const reachingUp = Object.entries(sources)
      .filter(([, source]) => /from '(\.\.\/)+app\//.test(source))
      .map(([path]) => path);
    expect(reachingUp).toEqual([]);
  });
});
