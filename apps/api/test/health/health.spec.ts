import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { closeApp, createTestApp } from '../helpers/test-app.js';

describe('GET /health', () => {
  let app: INestApplication;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => closeApp(app));

  it('reports the database and Redis', async () => {
    const response = await request(app.getHttpServer()).get('/health').expect(200);
    expect(response.body).toEqual({ status: 'ok', database: 'up', redis: 'up' });
  });
});

describe('GET /health with Redis unreachable', () => {
  let app: INestApplication;
  beforeAll(async () => {
    app = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:1' });
  });
  afterAll(() => closeApp(app));

  it('answers 503 and names the failing dependency', async () => {
    const response = await request(app.getHttpServer()).get('/health').expect(503);
    expect(response.body).toEqual({ status: 'error', database: 'up', redis: 'down' });
  });
});
