import { isLastAttempt } from './job-attempts.js';

describe('isLastAttempt', () => {
  it('counts the running attempt against the allowed attempts', () => {
    expect(isLastAttempt({ attemptsMade: 0, opts: { attempts: 3 } })).toBe(false);
    expect(isLastAttempt({ attemptsMade: 1, opts: { attempts: 3 } })).toBe(false);
    expect(isLastAttempt({ attemptsMade: 2, opts: { attempts: 3 } })).toBe(true);
  });

  it('treats a job without retries as on its last attempt', () => {
    expect(isLastAttempt({ attemptsMade: 0, opts: {} })).toBe(true);
  });
});
