import { describe, expect, it } from 'vitest';
import { isOneOf, valuesOf } from './const-enum.js';

const Fruit = { Apple: 'apple', Pear: 'pear' } as const;

describe('valuesOf', () => {
  it('lists the values in declaration order', () => {
    expect(valuesOf(Fruit)).toEqual(['apple', 'pear']);
  });

  it('returns a frozen array', () => {
    expect(Object.isFrozen(valuesOf(Fruit))).toBe(true);
  });
});

describe('isOneOf', () => {
  const fruits = valuesOf(Fruit);

  it('accepts a listed value', () => {
    expect(isOneOf(fruits, 'pear')).toBe(true);
  });

  it.each(['Pear', 'Apple', 'plum', '', null, undefined, 1, {}])('rejects %j', (value) => {
    expect(isOneOf(fruits, value)).toBe(false);
  });
});
