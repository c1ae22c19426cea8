import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { closeApp, createTestApp } from '../helpers/test-app.js';

describe('serving the web app', () => {
  let app: INestApplication;
  const webDist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  const bundle = `export const texts = ${JSON.stringify('Bestellung aufgegeben '.repeat(200))};`;

  beforeAll(async () => {
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><div id="root">portal</div>');
    writeFileSync(join(webDist, 'app.js'), 'console.log(1)');
    // As the web build writes them: a hashed bundle file with its brotli and gzip twins.
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'assets', 'index-AbC12_-z.js'), bundle);
    writeFileSync(join(webDist, 'assets', 'index-AbC12_-z.js.br'), brotliCompressSync(bundle));
    writeFileSync(join(webDist, 'assets', 'index-AbC12_-z.js.gz'), gzipSync(bundle));
    app = await createTestApp({ WEB_DIST: webDist });
  });
  afterAll(async () => {
    await closeApp(app);
    rmSync(webDist, { recursive: true, force: true });
  });

  it.each(['/', '/login', '/patients/12/lifestyle', '/patient/login', '/no/such/page'])(
    'answers %s with index.html',
    async (path) => {
      const response = await request(app.getHttpServer()).get(path).set('Accept', 'text/html').expect(200);
      expect(response.text).toContain('portal');
      expect(response.headers['content-type']).toContain('text/html');
    },
  );

  it('serves static files', async () => {
    const response = await request(app.getHttpServer()).get('/app.js').expect(200);
    expect(response.text).toBe('console.log(1)');
  });

  it('serves the precompressed brotli file to a browser that accepts it, cached for a year', async () => {
    const response = await request(app.getHttpServer())
      .get('/assets/index-AbC12_-z.js')
      .set('Accept-Encoding', 'gzip, deflate, br')
      .expect(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['vary']).toContain('Accept-Encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The bytes on the wire are the brotli file's (supertest decodes them for the text).
    expect(Number(response.headers['content-length'])).toBe(brotliCompressSync(bundle).length);
    expect(response.text).toBe(bundle);
  });

  it('serves gzip to a client without brotli, and the plain file to one without either', async () => {
    const gzipped = await request(app.getHttpServer())
      .get('/assets/index-AbC12_-z.js')
      .set('Accept-Encoding', 'gzip')
      .expect(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(Number(gzipped.headers['content-length'])).toBe(gzipSync(bundle).length);
    expect(gzipped.text).toBe(bundle);
    const plain = await request(app.getHttpServer())
      .get('/assets/index-AbC12_-z.js')
      .set('Accept-Encoding', 'identity')
      .expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(bundle);
  });

  it('caches unhashed files for an hour and never caches the page itself', async () => {
    const file = await request(app.getHttpServer()).get('/app.js').expect(200);
    expect(file.headers['cache-control']).toBe('public, max-age=3600');
    const page = await request(app.getHttpServer()).get('/patients').set('Accept', 'text/html').expect(200);
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('leaves API routes to the API', async () => {
    await request(app.getHttpServer()).get('/api/unknown').set('Accept', 'text/html').expect(404);
    const health = await request(app.getHttpServer()).get('/health').set('Accept', 'text/html').expect(200);
    expect(health.body.status).toBe('ok');
  });

  it('does not answer JSON requests or POSTs with the page', async () => {
    await request(app.getHttpServer()).get('/whatever').set('Accept', 'application/json').expect(404);
    await request(app.getHttpServer()).post('/login').set('Accept', 'text/html').expect(419);
  });
});
