import { Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { Redis } from 'ioredis';
import { SESSION_LIFETIME_MS } from '../../../common/http/session.js';
import { REDIS } from '../../../common/redis/redis.module.js';
import { AppConfig } from '../../../config/app-config.js';
import '../session-data.js';

/** How often an impersonating session pushes its lock forward (the session itself rolls on every request). */
export const LOCK_REFRESH_MS = 5 * 60 * 1000;

const answers = new WeakMap<Request, Promise<boolean>>();

/**
 * Which doctors an administrator is acting as right now: per doctor a sorted set of the admins' session
 * ids, scored by the epoch ms until which that session may live. Several admins and sessions that
 * simply expired are both handled; the key itself expires with its last session.
 */
@Injectable()
export class ImpersonationLocks {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly config: AppConfig,
  ) {}

  private key(userId: string): string {
    return `${this.config.redisPrefix}:handled-by-admin:${userId}`;
  }

  /**
   * Holds the lock of the doctor this (impersonating) session acts as. The score outlasts the session
   * by at most LOCK_REFRESH_MS, so the doctor is never let in while the admin's session still lives.
   */
  async hold(req: Request): Promise<void> {
    const { userId, impersonatorId } = req.session;
    if (!userId || !impersonatorId) return;
    const now = Date.now();
    const ttl = SESSION_LIFETIME_MS + LOCK_REFRESH_MS;
    const key = this.key(userId);
    await this.redis
      .multi()
      .zremrangebyscore(key, '-inf', now)
      .zadd(key, now + ttl, req.sessionID)
      .pexpire(key, ttl)
      .exec();
    req.session.impersonationLockedAt = now;
  }

  /** Pushes the lock forward at most every LOCK_REFRESH_MS while the admin keeps working. */
  async keepAlive(req: Request): Promise<void> {
    const lockedAt = req.session.impersonationLockedAt ?? 0;
    if (Date.now() - lockedAt >= LOCK_REFRESH_MS) await this.hold(req);
  }

  /** Ends this session's hold (leaving the doctor account, logging out, logging in anew). */
  async release(req: Request): Promise<void> {
    const { userId, impersonatorId } = req.session ?? {};
    if (!userId || !impersonatorId) return;
    await this.redis.zrem(this.key(userId), req.sessionID);
    delete req.session.impersonationLockedAt;
  }

  /** Drops every hold on this user: all their sessions, the admins' included, were just deleted. */
  async forget(userId: string): Promise<void> {
    await this.redis.del(this.key(userId));
  }

  /** Whether an administrator acts as this user now: one Redis command, once per request. */
  isHandledByAdmin(req: Request, userId: string): Promise<boolean> {
    let answer = answers.get(req);
    if (!answer) {
      answer = this.redis.zcount(this.key(userId), `(${Date.now()}`, '+inf').then((count) => count > 0);
      answers.set(req, answer);
    }
    return answer;
  }
}
