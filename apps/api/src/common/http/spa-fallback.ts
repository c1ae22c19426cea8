import { existsSync } from 'node:fs';
import { type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { type NextFunction, type Request, type Response } from 'express';
import expressStaticGzip from 'express-static-gzip';

// Path segments the API answers itself; every other GET that wants HTML gets the SPA's index.html.
const apiRoots = ['graphql', 'api', 'sanctum', 'user', 'health', 'two-factor-challenge', 'logout'];

export function isApiPath(path: string): boolean {
  return apiRoots.includes(path.split('/')[1] ?? '');
}

// Files whose name changes whenever their content does, or their .br/.gz: Vite's hashed bundle files
// (`assets/<name>-<8-character hash>.<ext>`) and Blueprint's icon paths under the package's version
// (`assets/icons/<version>/<size>/<name>.js`).
const HASHED_ASSET =
  /[/\\]assets[/\\]([^/\\]+-[\w-]{8}\.\w+|icons[/\\]\d+\.\d+\.\d+[/\\]\d+[/\\][\w-]+\.js)(\.br|\.gz)?$/;

export const isHashedAssetFile = (filePath: string): boolean => HASHED_ASSET.test(filePath);

function setCacheHeaders(res: ServerResponse, filePath: string): void {
  res.setHeader(
    'Cache-Control',
    isHashedAssetFile(filePath) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
  );
}

/** Static files of the built web app plus history fallback; absent build → nothing is served. */
export function spaMiddlewares(webDist: string) {
  const index = join(webDist, 'index.html');
  if (!existsSync(index)) return [];
  // The build writes .br and .gz beside each text file (apps/web/build/precompress.ts): served as they are, no
  // compression per request. Vite's hashed files never change under their name: cached for a year, immutable.
  const assets = expressStaticGzip(webDist, {
    enableBrotli: true,
    orderPreference: ['br', 'gz'],
    serveStatic: { index: false, cacheControl: false, setHeaders: setCacheHeaders },
  });
  const fallback = (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isApiPath(req.path)) return next();
    if (req.accepts(['html', 'json']) !== 'html') return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  };
  return [assets, fallback];
}
