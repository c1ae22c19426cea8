import { Inject, Injectable } from '@nestjs/common';
import { Redis } from 'ioredis';
import { AppError, ErrorCode } from '../../common/errors/app-error.js';
import { REDIS } from '../../common/redis/redis.module.js';
import { AppConfig } from '../../config/app-config.js';

export class TooManyAttemptsError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(ErrorCode.TooManyAttempts, 'Too Many Attempts.', { retryAfter: retryAfterSeconds });
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

  /** Counts one attempt; throws TooManyAttemptsError once `max` attempts were made in the window. */
  async hit(key: string, max: number, windowSeconds: number): Promise<void> {
    const redisKey = this.key(key);
    const [[, count], [, ttl]] = (await this.redis.multi().incr(redisKey).ttl(redisKey).exec()) as [
      [null, number],
      [null, number],
    ];
    if (ttl < 0) await this.redis.expire(redisKey, windowSeconds);
    if (count > max) throw new TooManyAttemptsError(ttl > 0 ? ttl : windowSeconds);
  }

  /** Throws when the key is already exhausted, without counting. */
  async assertAvailable(key: string, max: number): Promise<void> {
    const redisKey = this.key(key);
    const [count, ttl] = await Promise.all([this.redis.get(redisKey), this.redis.ttl(redisKey)]);
    if (Number(count ?? 0) >= max) throw new TooManyAttemptsError(ttl > 0 ? ttl : 1);
  }

  async clear(key: string): Promise<void> {
    await this.redis.del(this.key(key));
  }
}
