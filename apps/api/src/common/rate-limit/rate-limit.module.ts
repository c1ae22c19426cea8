import { Global, Module } from '@nestjs/common';
import { RateLimiter } from './rate-limiter.service.js';

/** Redis counters for every area that limits attempts (login, codes, links, mails). */
@Global()
@Module({ providers: [RateLimiter], exports: [RateLimiter] })
export class RateLimitModule {}
