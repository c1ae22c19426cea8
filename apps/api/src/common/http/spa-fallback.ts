import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, { type NextFunction, type Request, type Response } from 'express';

// Path segments the API answers itself; every other GET that wants HTML gets the SPA's index.html.
const apiRoots = ['graphql', 'api', 'sanctum', 'user', 'health', 'two-factor-challenge', 'logout'];

export function isApiPath(path: string): boolean {
  return apiRoots.includes(path.split('/')[1] ?? '');
}

/** Static files of the built web app plus history fallback; absent build → nothing is served. */
export function spaMiddlewares(webDist: string) {
  const index = join(webDist, 'index.html');
  if (!existsSync(index)) return [];
  const assets = express.static(webDist, { index: false, maxAge: '1h', immutable: false });
  const fallback = (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isApiPath(req.path)) return next();
    if (req.accepts(['html', 'json']) !== 'html') return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  };
  return [assets, fallback];
}
