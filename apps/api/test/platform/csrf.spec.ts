import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { TestClient } from '../helpers/client.js';
import { closeApp, createTestApp } from '../helpers/test-app.js';

const QUERY = { query: '{ partnershipModels { id } }' };

describe('CSRF protection (Sanctum flow)', () => {
  let app: INestApplication;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => closeApp(app));

  it('GET /sanctum/csrf-cookie answers 204 with a readable XSRF-TOKEN cookie and an httpOnly session cookie', async () => {
    const response = await request(app.getHttpServer()).get('/sanctum/csrf-cookie').expect(204);
    const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
    const xsrf = cookies.find((c) => c.startsWith('XSRF-TOKEN='))!;
    const session = cookies.find((c) => c.startsWith('portal_session='))!;
    expect(xsrf).toMatch(/^XSRF-TOKEN=[0-9a-f]{64}; Path=\/; SameSite=Lax$/);
    expect(session).toContain('HttpOnly');
    expect(session).toContain('SameSite=Lax');
    expect(session).not.toContain('Secure');
  });

  it('refuses a POST without the X-XSRF-TOKEN header with 419', async () => {
    const client = new TestClient(app);
    await client.csrf();
    const response = await client.agent.post('/graphql').set('Accept', 'application/json').send(QUERY);
    expect(response.status).toBe(419);
    expect(response.body).toEqual({ message: 'CSRF token mismatch.', reason: 'common.csrfMismatch' });
  });

  it('refuses a POST with a token of another session', async () => {
    const other = new TestClient(app);
    const foreignToken = await other.csrf();
    const client = new TestClient(app);
    await client.csrf();
    const response = await client.agent.post('/graphql').set('X-XSRF-TOKEN', foreignToken).send(QUERY);
    expect(response.status).toBe(419);
  });

  it('refuses a malformed (not URI-decodable) X-XSRF-TOKEN header with 419, not 500', async () => {
    const client = new TestClient(app);
    await client.csrf();
    const response = await client.agent
      .post('/graphql')
      .set('Accept', 'application/json')
      .set('X-XSRF-TOKEN', '%E0%A4%A')
      .send(QUERY);
    expect(response.status).toBe(419);
    expect(response.body).toEqual({ message: 'CSRF token mismatch.', reason: 'common.csrfMismatch' });
  });

  it('refuses a POST with a header but no session', async () => {
    const response = await request(app.getHttpServer())
      .post('/graphql')
      .set('X-XSRF-TOKEN', 'a'.repeat(64))
      .send(QUERY);
    expect(response.status).toBe(419);
    expect(response.body.message).toBe('CSRF token mismatch.');
  });

  it.each(['PUT', 'PATCH', 'DELETE'] as const)('guards %s as well', async (method) => {
    const agent = request(app.getHttpServer());
    const response = await agent[method.toLowerCase() as 'put' | 'patch' | 'delete']('/graphql').send(QUERY);
    expect(response.status).toBe(419);
  });

  it('accepts the POST when the header echoes the cookie', async () => {
    const client = new TestClient(app);
    const result = await client.graphql<{ partnershipModels: unknown[] }>(QUERY.query);
    expect(result.status).toBe(200);
    expect(result.data?.partnershipModels.length).toBeGreaterThan(0);
  });

  it('lets safe methods through without a token', async () => {
    await request(app.getHttpServer()).get('/health').expect(200);
  });
});

describe('secure cookies', () => {
  let app: INestApplication;
  beforeAll(async () => {
    app = await createTestApp({ APP_URL: 'https://portal.example.com' });
  });
  afterAll(() => closeApp(app));

  it('marks both cookies Secure when APP_URL is https', async () => {
    const response = await request(app.getHttpServer()).get('/sanctum/csrf-cookie').expect(204);
    const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
    expect(cookies.every((c) => c.includes('Secure'))).toBe(true);
  });
});
