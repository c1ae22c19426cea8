import { isApiPath } from './spa-fallback.js';

describe('isApiPath', () => {
  it.each([
    '/graphql',
    '/api/user/download-recovery-codes-pdf',
    '/sanctum/csrf-cookie',
    '/user/two-factor-qr-code',
    '/health',
  ])('%s belongs to the API', (path) => expect(isApiPath(path)).toBe(true));

  it.each(['/', '/login', '/patients', '/patient/login', '/apiary', '/users', '/healthy-living'])(
    '%s belongs to the web app',
    (path) => expect(isApiPath(path)).toBe(false),
  );
});
