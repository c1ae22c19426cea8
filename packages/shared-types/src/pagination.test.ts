import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, PAGE_SIZE_OPTIONS } from './pagination.js';

describe('pagination', () => {
  it('offers the spec page sizes, with the default among them', () => {
    expect(PAGE_SIZE_OPTIONS).toEqual([10, 20, 30, 40, 50]);
    expect(DEFAULT_PAGE_SIZE).toBe(10);
    expect(PAGE_SIZE_OPTIONS).toContain(DEFAULT_PAGE_SIZE);
  });

  it('allows the largest fetch the spec makes (doctor picker: 1000; countries: 250)', () => {
    expect(MAX_PAGE_SIZE).toBe(1000);
    expect(Math.max(...PAGE_SIZE_OPTIONS, 250)).toBeLessThanOrEqual(MAX_PAGE_SIZE);
  });
});
