import { Inject, Injectable } from '@nestjs/common';
import { Redis } from 'ioredis';
import { AppError, ErrorCode } from '../errors/app-error.js';
import { REDIS } from '../redis/redis.module.js';
import { AppConfig } from '../../config/app-config.js';
import { CommonError } from '../errors/common.errors.js';

export class TooManyAttemptsError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(ErrorCode.TooManyAttempts, CommonError.tooManyAttempts, { retryAfter: retryAfterSeconds });
  }
}

/** Fixed-window counters in Redis, shared by every API process. */
@Injectable()
export class RateLimiter {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly config: AppConfig,
  ) {}

  private key(key: string): string {
    return `${this.config.redisPrefix}:rate:${key}`;
  }

  /**
   * Counts one attempt; throws TooManyAttemptsError once more than `max` attempts were made in the window.
   * Creating the key with its expiry and counting happen in one MULTI, so no key outlives its window.
   */
  async hit(key: string, max: number, windowSeconds: number): Promise<void> {
    const redisKey = this.key(key);
    const replies = (await this.redis
      .multi()
      .set(redisKey, 0, 'EX', windowSeconds, 'NX')
      .incr(redisKey)
      .ttl(redisKey)
      .exec()) as [[null, unknown], [null, number], [null, number]];
    const [, [, count], [, ttl]] = replies;
    if (count > max) throw new TooManyAttemptsError(ttl > 0 ? ttl : windowSeconds);
  }

  /** Gives back one attempt counted by `hit` (one that turned out not to count), if the window still runs. */
  async release(key: string): Promise<void> {
    await this.redis.eval(
      "if redis.call('exists', KEYS[1]) == 1 then return redis.call('decr', KEYS[1]) end return 0",
      1,
      this.key(key),
    );
  }

  async clear(key: string): Promise<void> {
    await this.redis.del(this.key(key));
  }
}
