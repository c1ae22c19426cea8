import { oncePerSlot } from './once-per-slot.js';

const MINUTE = 60_000;
const boundary = Date.UTC(2026, 11, 6, 21, 0, 0);

describe('oncePerSlot', () => {
  it('names one job for crons that fire around the same boundary on clocks a few seconds apart', () => {
    const ids = [boundary + 5, boundary - 2_000, boundary + 25_000].map(
      (now) => oncePerSlot('lab-sweep', MINUTE, now).jobId,
    );
    expect(new Set(ids).size).toBe(1);
    expect(oncePerSlot('lab-sweep', MINUTE, boundary + MINUTE).jobId).not.toBe(ids[0]);
  });

  it('keeps the finished job for two slots at least, so a late duplicate is dropped', () => {
    expect(oncePerSlot('purge', 60 * MINUTE, boundary).removeOnComplete).toEqual({ age: 7200 });
    expect(oncePerSlot('sweep', MINUTE, boundary).removeOnComplete).toEqual({ age: 3600 });
  });
});
