import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { TestClient } from '../helpers/client.js';
import { closeApp, createTestApp } from '../helpers/test-app.js';
import { DEMO_OPERATOR } from '../../src/config/operator.schema.js';

describe('GraphQL error shape and hardening', () => {
  let app: INestApplication;
  let client: TestClient;

  beforeAll(async () => {
    app = await createTestApp();
    client = new TestClient(app);
  });
  afterAll(() => closeApp(app));

  it('reports a validation failure with the field name and per-argument messages, without a stack trace', async () => {
    const result = await client.graphql('{ specializations(first: 5000) { data { id } } }');
    expect(result.errors).toEqual([
      {
        message: 'Validation failed for the field [specializations].',
        locations: [{ line: 1, column: 3 }],
        path: ['specializations'],
        extensions: {
          code: 'VALIDATION',
          category: 'validation',
          validation: { first: ['The page size (first) may not be greater than 1000.'] },
        },
      },
    ]);
  });

  it('sends the code of each field message: an area failure or a form rule', async () => {
    const result = await client.graphql('mutation { requestPasswordReset(email: "") }');
    expect(result.errors?.[0]?.extensions).toMatchObject({
      code: 'VALIDATION',
      validation: {
        email: [
          'Das ist ein Pflichtfeld',
          'Ihre E-Mail-Adresse ist ungültig. Bitte probieren Sie es erneut.',
        ],
      },
      reasons: { email: ['validation.required', 'validation.emailInvalid'] },
    });
  });

  it('rejects an unknown field with a clear message', async () => {
    const result = await client.graphql('{ countries(first: 1) { data { secret } } }');
    expect(result.status).toBe(400);
    expect(result.errors![0].message).toBe('Cannot query field "secret" on type "Country".');
    expect(result.errors![0].extensions).toEqual({ code: 'GRAPHQL_VALIDATION_FAILED' });
  });

  it('rejects malformed queries', async () => {
    const result = await client.graphql('{ countries(first: ');
    expect(result.status).toBe(400);
    expect(result.errors![0].extensions).toEqual({ code: 'GRAPHQL_PARSE_FAILED' });
  });

  it('refuses queries above the cost limit', async () => {
    const aliases = Array.from(
      { length: 10 },
      (_, i) => `c${i}: countries(first: 1000) { data { id name_de name_en } }`,
    );
    const result = await client.graphql(`{ ${aliases.join(' ')} }`);
    expect(result.status).toBe(400);
    expect(result.errors![0].message).toMatch(
      /^Query is too complex: \d+\. The maximum allowed complexity is 25000\.$/,
    );
    expect(result.errors![0].extensions).toMatchObject({ code: 'QUERY_TOO_COMPLEX' });
  });

  it('allows introspection outside production', async () => {
    const result = await client.graphql('{ __schema { queryType { name } } }');
    expect(result.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
  });

  it('refuses oversized request bodies', async () => {
    const token = await client.csrf();
    const response = await client.agent
      .post('/graphql')
      .set('X-XSRF-TOKEN', token)
      .send({ query: '{ partnershipModels { id } }', variables: { huge: 'x'.repeat(2_000_000) } });
    expect(response.status).toBe(413);
  });

  it('sends security headers and echoes a request id', async () => {
    const response = await request(app.getHttpServer()).get('/health').set('X-Request-Id', 'req-12345678');
    expect(response.headers['x-request-id']).toBe('req-12345678');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    // Images from ourselves, data: URLs and Mollie's payment-method logos, nothing else.
    expect(response.headers['content-security-policy']).toContain(
      "img-src 'self' data: https://www.mollie.com;",
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });
});

describe('GraphQL under npm start (development)', () => {
  const errorsOf = async (app: INestApplication) => {
    const client = new TestClient(app);
    return [
      ...(await client.graphql('{ specializations(first: 5000) { data { id } } }')).errors!,
      ...(await client.graphql('{ countries(first: 1) { data { secret } } }')).errors!,
      ...(await client.graphql('{ me { id } }')).errors!,
    ];
  };

  it('keeps stack traces in the server by default', async () => {
    const app = await createTestApp({ NODE_ENV: 'development' });
    try {
      const errors = await errorsOf(app);
      expect(errors.map((e) => e.extensions?.code)).toEqual([
        'VALIDATION',
        'GRAPHQL_VALIDATION_FAILED',
        'UNAUTHENTICATED',
      ]);
      for (const error of errors) expect(error.extensions).not.toHaveProperty('stacktrace');
      expect(JSON.stringify(errors)).not.toMatch(/\/dist\/|\.js:\d+/);
    } finally {
      await closeApp(app);
    }
  });

  it('sends them only when a developer opts in with GRAPHQL_STACKTRACES', async () => {
    const app = await createTestApp({ NODE_ENV: 'development', GRAPHQL_STACKTRACES: 'true' });
    try {
      for (const error of await errorsOf(app)) expect(error.extensions).toHaveProperty('stacktrace');
    } finally {
      await closeApp(app);
    }
  });
});

describe('GraphQL in production', () => {
  let app: INestApplication;
  beforeAll(async () => {
    app = await createTestApp({
      ...DEMO_OPERATOR,
      NODE_ENV: 'production',
      APP_URL: 'http://portal.internal',
      APP_KEY: 'k'.repeat(40),
      SESSION_SECRET: 's'.repeat(40),
      MOLLIE_API_KEY: `test_${'a'.repeat(30)}`,
      LAB_API_KEY: 'lab_live_key',
      LAB_WEBHOOK_SECRET: 'whsec_lab_live',
    });
  });
  afterAll(() => closeApp(app));

  it('disables introspection', async () => {
    const result = await new TestClient(app).graphql('{ __schema { queryType { name } } }');
    expect(result.status).toBe(400);
    expect(result.errors![0].message).toMatch(/introspection is not allowed/i);
  });
});
