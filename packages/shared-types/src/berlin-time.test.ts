import { describe, expect, it } from 'vitest';
import { berlinWallClock } from './berlin-time.js';

const at = (iso: string) => berlinWallClock(new Date(iso));

describe('berlinWallClock', () => {
  it('is UTC+1 in winter and UTC+2 in summer', () => {
    expect(at('2024-01-15T12:00:00Z')).toEqual({ year: 2024, month: 1, day: 15, hour: 13, minute: 0 });
    expect(at('2024-07-15T12:00:00Z')).toEqual({ year: 2024, month: 7, day: 15, hour: 14, minute: 0 });
  });

  it('jumps from 01:59 to 03:00 when summer time starts', () => {
    expect(at('2024-03-31T00:59:00Z')).toMatchObject({ day: 31, hour: 1, minute: 59 });
    expect(at('2024-03-31T01:00:00Z')).toMatchObject({ day: 31, hour: 3, minute: 0 });
  });

  it('shows 02:30 twice when summer time ends', () => {
    expect(at('2024-10-27T00:30:00Z')).toMatchObject({ day: 27, hour: 2, minute: 30 });
    expect(at('2024-10-27T01:30:00Z')).toMatchObject({ day: 27, hour: 2, minute: 30 });
  });

  it('shows midnight as hour 0, not 24', () => {
    expect(at('2024-01-14T23:00:00Z')).toEqual({ year: 2024, month: 1, day: 15, hour: 0, minute: 0 });
  });

  it('crosses the year boundary', () => {
    expect(at('2024-12-31T23:30:00Z')).toEqual({ year: 2025, month: 1, day: 1, hour: 0, minute: 30 });
  });
});
