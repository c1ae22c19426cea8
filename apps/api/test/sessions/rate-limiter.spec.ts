import { jest } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { REDIS } from '../../src/common/redis/redis.module.js';
import { AppConfig } from '../../src/config/app-config.js';
import { RateLimiter, TooManyAttemptsError } from '../../src/common/rate-limit/rate-limiter.service.js';
import { closeApp, createTestApp } from '../helpers/test-app.js';

describe('RateLimiter', () => {
  let app: INestApplication;
  let limiter: RateLimiter;
  let redis: Redis;
  let redisKey: (key: string) => string;
  beforeAll(async () => {
    app = await createTestApp();
    limiter = app.get(RateLimiter);
    redis = app.get<Redis>(REDIS);
    const prefix = app.get(AppConfig).redisPrefix;
    redisKey = (key) => `${prefix}:rate:${key}`;
  });
  afterAll(() => closeApp(app));

  it('sets the window together with the first count, so no counter can outlive its window', async () => {
    const key = `test:${randomUUID()}`;
    // A separate EXPIRE after the count could fail (or the process die) and leave a key that never expires.
    const expire = jest.spyOn(redis, 'expire').mockRejectedValue(new Error('connection lost'));
    try {
      await limiter.hit(key, 5, 60).catch(() => undefined);
    } finally {
      expire.mockRestore();
    }
    const ttl = await redis.ttl(redisKey(key));
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60);
  });

  it('throws with the remaining window once more than max attempts were counted', async () => {
    const key = `test:${randomUUID()}`;
    for (let i = 0; i < 3; i += 1) await limiter.hit(key, 3, 30);
    const error = await limiter.hit(key, 3, 30).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TooManyAttemptsError);
    expect((error as TooManyAttemptsError).retryAfterSeconds).toBeGreaterThan(0);
    expect((error as TooManyAttemptsError).retryAfterSeconds).toBeLessThanOrEqual(30);
  });

  it('gives an attempt back only while its window runs, never leaving a key without expiry', async () => {
    const key = `test:${randomUUID()}`;
    await limiter.release(key);
    expect(await redis.exists(redisKey(key))).toBe(0);
    await limiter.hit(key, 5, 60);
    await limiter.hit(key, 5, 60);
    await limiter.release(key);
    expect(await redis.get(redisKey(key))).toBe('1');
    expect(await redis.ttl(redisKey(key))).toBeGreaterThan(0);
  });
});
