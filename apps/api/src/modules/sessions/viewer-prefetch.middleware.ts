import type { NextFunction, Request, Response } from 'express';
import { sessionIdFromCookie } from './session-id.js';
import type { ViewerService } from './services/viewer.service.js';

/** For GraphQL calls with a session cookie: load the viewer alongside the session (see ViewerService.prefetch). */
export function prefetchViewer(viewers: ViewerService, sessionSecret: string) {
  return (req: Request, _res: Response, next: NextFunction): void => {
    if (req.method === 'POST' && req.path === '/graphql') {
      const sid = sessionIdFromCookie(req.headers.cookie, sessionSecret);
      if (sid) viewers.prefetch(req, sid);
    }
    next();
  };
}
