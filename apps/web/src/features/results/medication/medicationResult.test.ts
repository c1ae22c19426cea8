import { Intent } from '@blueprintjs/core';
import { describe, expect, it } from 'vitest';
import { literatureOf, medicationSearchTerm, resultLook } from './medicationResult';

describe('medication results', () => {
  it('colours the results by index: red, yellow, green, yellow', () => {
    expect([0, 1, 2, 3].map((result) => resultLook(result).intent)).toEqual([
      Intent.DANGER,
      Intent.WARNING,
      Intent.SUCCESS,
      Intent.WARNING,
    ]);
    expect(resultLook(7).intent).toBe(Intent.NONE);
  });

  it('gives every colour an icon as well', () => {
    expect([0, 1, 2, 3].map((result) => resultLook(result).icon)).toEqual([
      'error',
      'warning-sign',
      'tick-circle',
      'warning-sign',
    ]);
  });

  it('sends a search from 2 characters on, trimmed', () => {
    expect(medicationSearchTerm('')).toBeNull();
    expect(medicationSearchTerm('a')).toBeNull();
    expect(medicationSearchTerm(' a ')).toBeNull();
    expect(medicationSearchTerm('ib')).toBe('ib');
    expect(medicationSearchTerm('  Ibuprofen ')).toBe('Ibuprofen');
  });

  it('lists each reference once', () => {
    expect(
      literatureOf([
        { medication: { literature: ['A 2020', 'B 2021'] } },
        { medication: { literature: ['B 2021', ' ', 'C 2022'] } },
      ]),
    ).toEqual(['A 2020', 'B 2021', 'C 2022']);
  });
});
