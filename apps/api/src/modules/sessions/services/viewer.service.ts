import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import type { SessionData } from 'express-session';
import { type User, UsersService } from '../../users/index.js';
import { Viewer } from '../../../common/auth/viewer.js';
import { SessionReadAhead } from '../../../common/http/session-read-ahead.js';
import '../session-data.js';

const cache = new WeakMap<Request, Promise<Viewer | null>>();
const prefetched = new WeakMap<Request, Promise<User[]>>();

/** Resolves the session into a Viewer once per request (one statement, both users at once). */
@Injectable()
export class ViewerService {
  constructor(
    private readonly users: UsersService,
    private readonly sessions: SessionReadAhead,
  ) {}

  /**
   * Reads session `sid` (unless expired) with the users it names in one statement, before the session
   * middleware runs: the session store answers from this read (SessionReadAhead) instead of reading the
   * row again, and `load` uses the users only when they are exactly the ones the session names. A session
   * naming no user (none signed in) finds no row here: the store then reads it itself.
   */
  prefetch(req: Request, sid: string): void {
    const read = this.users
      .findJoinedWith(
        'sessions',
        'session',
        `session.sid = :sid AND session.expire >= now()
         AND "user"."id" IN ((session.sess->>'userId')::bigint, (session.sess->>'impersonatorId')::bigint)`,
        { sid },
        { session_sess: 'session.sess' },
      )
      .catch(() => ({ users: [], columns: undefined }));
    prefetched.set(
      req,
      read.then(({ users }) => users),
    );
    this.sessions.offer(
      sid,
      read.then(({ columns }) => columns?.session_sess as SessionData | undefined),
    );
  }

  resolve(req: Request): Promise<Viewer | null> {
    let viewer = cache.get(req);
    if (!viewer) {
      viewer = this.load(req);
      cache.set(req, viewer);
    }
    return viewer;
  }

  private async load(req: Request): Promise<Viewer | null> {
    const { userId, impersonatorId } = req.session ?? {};
    if (!userId) return null;
    const ids = impersonatorId ? [userId, impersonatorId] : [userId];
    const early = (await prefetched.get(req)) ?? [];
    const found =
      early.length === ids.length && ids.every((id) => early.some((u) => u.id === id))
        ? early
        : await this.users.findByIds(ids);
    const user = found.find((u) => u.id === userId);
    if (!user || !user.is_active) return null;
    const impersonator = impersonatorId ? (found.find((u) => u.id === impersonatorId) ?? null) : null;
    if (impersonatorId && !impersonator) return null;
    return new Viewer(user, impersonator, req.ip ?? null);
  }
}
