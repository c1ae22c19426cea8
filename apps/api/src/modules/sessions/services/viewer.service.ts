import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { type User, UsersService } from '../../users/index.js';
import { Viewer } from '../../../common/auth/viewer.js';
import '../session-data.js';

const cache = new WeakMap<Request, Promise<Viewer | null>>();
const prefetched = new WeakMap<Request, Promise<User[]>>();

/** Resolves the session into a Viewer once per request (one statement, both users at once). */
@Injectable()
export class ViewerService {
  constructor(private readonly users: UsersService) {}

  /**
   * Starts loading the users of session `sid` while the session middleware is still reading the
   * session, so the two round trips overlap instead of adding up. `load` uses the rows only when
   * they are exactly the users the session names.
   */
  prefetch(req: Request, sid: string): void {
    const users = this.users
      .findJoinedWith(
        'sessions',
        'session',
        `session.sid = :sid AND "user"."id" IN ((session.sess->>'userId')::bigint, (session.sess->>'impersonatorId')::bigint)`,
        { sid },
      )
      .catch(() => []);
    prefetched.set(req, users);
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
