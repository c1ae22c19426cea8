import type { INestApplication } from '@nestjs/common';
import { TestClient } from '../helpers/client.js';
import { createUser } from '../helpers/factories.js';
import { post, signedIn } from '../helpers/session.js';
import { closeApp, createTestApp } from '../helpers/test-app.js';

// Work a request may ask for is bounded for anonymous and logged-in callers alike, and bad argument
// values are validation errors, not internal ones.
const TOO_MANY_ALIASES = 'Too many aliases: an operation may use at most 20.';
const aliased = (count: number, field: string) =>
  `{ ${Array.from({ length: count }, (_, i) => `a${i}: ${field}`).join(' ')} }`;

let app: INestApplication;
let anonymous: TestClient;
let doctor: TestClient;
let admin: TestClient;

beforeAll(async () => {
  app = await createTestApp();
  anonymous = new TestClient(app);
  ({ client: doctor } = await signedIn(app));
  ({ client: admin } = await signedIn(app, { permissions: ['ManageMedicalCenters'] }));
});
afterAll(() => closeApp(app));

describe('request limits', () => {
  it('refuses 500 aliases of countries(first: 1) from an anonymous caller before running any', async () => {
    const result = await anonymous.graphql(aliased(500, 'countries(first: 1) { data { id } }'));
    expect(result.status).toBe(400);
    expect(result.data).toBeUndefined();
    expect(result.errors).toEqual([
      expect.objectContaining({
        message: TOO_MANY_ALIASES,
        extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
      }),
    ]);
  });

  it('refuses 500 aliases of patients(first: 1) from a logged-in doctor', async () => {
    const result = await doctor.graphql(aliased(500, 'patients(first: 1) { data { id } }'));
    expect(result.status).toBe(400);
    expect(result.errors?.[0]?.message).toBe(TOO_MANY_ALIASES);
  });

  it('allows 20 aliases and counts the aliases of a fragment each time it is spread', async () => {
    const twenty = await anonymous.graphql(aliased(20, 'countries(first: 1) { data { id } }'));
    expect(twenty.errors).toBeUndefined();
    expect(Object.keys(twenty.data!)).toHaveLength(20);
    const spreads = await anonymous.graphql(
      `{ ${Array.from({ length: 7 }, (_, i) => `c${i}: countries(first: 1) { ...F }`).join(' ')} }
       fragment F on CountryPaginator { a: data { id } b: data { id } }`,
    );
    expect(spreads.errors?.[0]?.message).toBe(TOO_MANY_ALIASES);
  });

  it('refuses batched operations', async () => {
    const token = await anonymous.csrf();
    const response = await anonymous.agent
      .post('/graphql')
      .set('X-XSRF-TOKEN', token)
      .send([{ query: '{ partnershipModels { id } }' }, { query: '{ partnershipModels { id } }' }]);
    expect(response.status).toBe(400);
    expect(response.text).toMatch(/batching/i);
  });

  it('stops parsing a document of more than 10000 tokens', async () => {
    const result = await anonymous.graphql(`{ ${'a '.repeat(10001)}}`);
    expect(result.status).toBe(400);
    expect(result.errors?.[0]).toMatchObject({
      // graphql-js's own wording, typo included.
      message: 'Syntax Error: Document contains more that 10000 tokens. Parsing aborted.',
      extensions: { code: 'GRAPHQL_PARSE_FAILED' },
    });
  });
});

describe('bad argument values', () => {
  const validation = (result: { errors?: { extensions?: Record<string, unknown> }[] }) =>
    result.errors?.[0]?.extensions;

  it('answers a NUL in countries(search) with a validation error, anonymous', async () => {
    const result = await anonymous.graphql(
      'query ($search: String) { countries(first: 5, search: $search) { data { id } } }',
      { search: 'Öster\u0000reich' },
    );
    expect(result.status).toBe(400);
    expect(result.errors?.[0]?.message).toBe('Validation failed for the field [countries].');
    expect(validation(result)).toEqual({
      code: 'VALIDATION',
      category: 'validation',
      validation: { search: ['Dieses Feld enthält ungültige Zeichen.'] },
    });
  });

  it('answers a NUL in patients(search), as a variable or written in the query', async () => {
    for (const result of [
      await doctor.graphql('query ($s: String) { patients(first: 5, search: $s) { data { id } } }', {
        s: '\u0000',
      }),
      await doctor.graphql('{ patients(first: 5, search: "M\\u0000ller") { data { id } } }'),
    ]) {
      expect(result.errors?.[0]?.message).toBe('Validation failed for the field [patients].');
      expect(validation(result)?.validation).toEqual({ search: ['Dieses Feld enthält ungültige Zeichen.'] });
    }
  });

  it('answers a malformed id in partnershipModel.connect with a validation error and changes nothing', async () => {
    const target = await createUser(app);
    const result = await admin.graphql(
      'mutation ($id: ID!, $m: ID!) { updateUserPartnershipModel(id: $id, partnershipModel: { connect: $m }) { id } }',
      { id: target.user.id, m: 'abc' },
    );
    expect(result.errors?.[0]?.message).toBe('Validation failed for the field [updateUserPartnershipModel].');
    expect(validation(result)?.validation).toEqual({ 'partnershipModel.connect': ['Unbekannter Eintrag.'] });
    const { partnershipModels } = await admin.query<{ partnershipModels: { id: string }[] }>(
      '{ partnershipModels { id } }',
    );
    expect(partnershipModels.map((m) => m.id)).toContain(target.user.partnership_model_id);
  });

  it('names the path inside an input list', async () => {
    const result = await doctor.graphql(
      'mutation ($input: UpdatePatientAnswersInput!) { updatePatientAnswers(input: $input) { id } }',
      { input: { patient_id: '1', answers: [{ question_id: '1', values: ['ok', 'x\ud800'] }] } },
    );
    expect(validation(result)?.validation).toEqual({
      'input.answers.0.values.1': ['Dieses Feld enthält ungültige Zeichen.'],
    });
  });
});

describe('bad text in REST bodies', () => {
  it('answers 422 naming the field, for the login form and the two-factor challenge', async () => {
    for (const [path, body, field] of [
      ['/login', { username: 'dr\u0000@example.com', password: 'x' }, 'username'],
      ['/login', { username: 'dr@example.com', password: 'Pass\u0000word' }, 'password'],
      ['/two-factor-challenge', { code: '12\ud80034' }, 'code'],
    ] as const) {
      const response = await post(new TestClient(app), path, body);
      expect(response.status).toBe(422);
      expect(response.body.errors).toEqual({ [field]: ['Dieses Feld enthält ungültige Zeichen.'] });
    }
  });
});
