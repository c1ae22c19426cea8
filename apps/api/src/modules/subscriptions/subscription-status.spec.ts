import { addDays, mayMove, SubscriptionStatus } from './subscription-status.js';

describe('subscription status rules', () => {
  it('allows only the spec’s transitions', () => {
    const { active, paused, canceled } = SubscriptionStatus;
    const allowed = [active, paused, canceled].flatMap((from) =>
      [active, paused, canceled].filter((to) => mayMove(from, to)).map((to) => `${from}→${to}`),
    );
    expect(allowed).toEqual(['active→paused', 'active→canceled', 'paused→active', 'paused→canceled']);
  });

  it('counts periods in Berlin calendar days across a DST change', () => {
    // 1 March 10:00 CET + 90 days = 30 May 10:00 CEST (08:00 UTC), not 11:00.
    expect(addDays(new Date('2026-03-01T09:00:00Z'), 90).toISOString()).toBe('2026-05-30T08:00:00.000Z');
    // 1 October 10:00 CEST + 60 days = 30 November 10:00 CET (09:00 UTC).
    expect(addDays(new Date('2026-10-01T08:00:00Z'), 60).toISOString()).toBe('2026-11-30T09:00:00.000Z');
    expect(addDays(new Date('2026-06-01T08:00:30Z'), 7).toISOString()).toBe('2026-06-08T08:00:30.000Z');
  });
});
