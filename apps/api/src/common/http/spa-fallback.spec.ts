import { isApiPath, isHashedAssetFile } from './spa-fallback.js';

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

describe('isHashedAssetFile', () => {
  it.each([
    '/srv/web/dist/assets/index-D3RRuxBo.js',
    '/srv/web/dist/assets/index-D3RRuxBo.js.br',
    '/srv/web/dist/assets/index-DJURspOi.css.gz',
    '/srv/web/dist/assets/reasonKey-CxW9W4u-.js',
    '/srv/web/dist/assets/icons/6.14.1/16/tick-circle.js',
  ])('%s never changes under its name', (path) => expect(isHashedAssetFile(path)).toBe(true));

  it.each([
    '/srv/web/dist/favicon.svg',
    '/srv/web/dist/assets/logo.svg',
    '/srv/web/dist/assets/icons/16/tick.js',
  ])('%s may change', (path) => expect(isHashedAssetFile(path)).toBe(false));
});
