import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_WINDOW_MS, IdempotencyCache } from './idempotency.js';

describe('IdempotencyCache', () => {
  it('replays by API key and idempotency key', () => {
    const cache = new IdempotencyCache();
    cache.remember('key_a', 'order-1', { status: 201, body: { id: 'tr_1' } });
    expect(cache.get('key_a', 'order-1')).toEqual({
      status: 201,
      body: { id: 'tr_1' },
      storedAt: expect.any(Number),
    });
    expect(cache.get('key_b', 'order-1')).toBeUndefined();
    expect(cache.get('key_a', 'order-2')).toBeUndefined();
  });

  it('forgets answers after 24 hours', () => {
    let now = 0;
    const cache = new IdempotencyCache(() => now);
    cache.remember('key', 'x', { status: 201, body: {} });
    now = IDEMPOTENCY_WINDOW_MS - 1;
    expect(cache.get('key', 'x')).toBeDefined();
    now = IDEMPOTENCY_WINDOW_MS;
    expect(cache.get('key', 'x')).toBeUndefined();
  });
});
