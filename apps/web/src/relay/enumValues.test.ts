import { describe, expect, expectTypeOf, it } from 'vitest';
import { enumValues, type KnownValue } from './enumValues';

// eslint-disable-next-line relay/no-future-added-value -- an enum as Relay generates it
type Phase = 'Active' | 'Paused' | '%future added value';

describe('enumValues', () => {
  it('lists the keys in the order written', () => {
    const phases = enumValues<Phase>({ Paused: true, Active: true });
    expect(phases).toEqual(['Paused', 'Active']);
    expect(Object.isFrozen(phases)).toBe(true);
    expectTypeOf(phases).toEqualTypeOf<readonly KnownValue<Phase>[]>();
  });

  it('does not compile with a value missing or one the enum lacks', () => {
    // @ts-expect-error: 'Paused' is missing
    enumValues<Phase>({ Active: true });
    // @ts-expect-error: 'Deleted' is no value of the enum
    enumValues<Phase>({ Active: true, Paused: true, Deleted: true });
  });
});
