import { describe, expect, it } from 'vitest';
import { pollIntervalMs, processingFinished } from './pollInterval';

describe('processing poll', () => {
  it('polls every second while processing, every five seconds otherwise', () => {
    expect(pollIntervalMs(true)).toBe(1000);
    expect(pollIntervalMs(false)).toBe(5000);
  });

  it('reports the end of processing only on the change from true to false', () => {
    expect(processingFinished(true, false)).toBe(true);
    expect(processingFinished(false, false)).toBe(false);
    expect(processingFinished(undefined, false)).toBe(false);
    expect(processingFinished(false, true)).toBe(false);
  });
});
