import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { closeApp, createTestApp } from '../helpers/test-app.js';

describe('serving the web app', () => {
  let app: INestApplication;
  const webDist = mkdtempSync(join(tmpdir(), 'web-dist-'));

  beforeAll(async () => {
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><div id="root">portal</div>');
    writeFileSync(join(webDist, 'app.js'), 'console.log(1)');
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
