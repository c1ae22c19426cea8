import type { Viewer } from './viewer.js';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** Set by the AuthGuard on every request: the logged-in viewer or null. */
      viewer?: Viewer | null;
    }
  }
}
