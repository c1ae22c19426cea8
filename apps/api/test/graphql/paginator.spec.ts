import type { INestApplication } from '@nestjs/common';
import { TestClient } from '../helpers/client.js';
import { closeApp, createTestApp } from '../helpers/test-app.js';

const COUNTRIES = `query ($first: Int!, $page: Int, $orderBy: [CountryOrderByClause!]) {
  countries(first: $first, page: $page, orderBy: $orderBy) {
    data { country_code }
    paginatorInfo { count currentPage firstItem lastItem hasMorePages lastPage perPage total }
  }
}`;

describe('paginator', () => {
  let app: INestApplication;
  let client: TestClient;

  beforeAll(async () => {
    app = await createTestApp();
    client = new TestClient(app);
  });
  afterAll(() => closeApp(app));

  it.each([
    [{ first: 0 }, 'first', 'The page size (first) must be at least 1.'],
    [{ first: 1001 }, 'first', 'The page size (first) may not be greater than 1000.'],
    [{ first: 10, page: 0 }, 'page', 'The page must be at least 1.'],
    [{ first: 10, page: -3 }, 'page', 'The page must be at least 1.'],
  ])('refuses %j with a validation error on %s', async (variables, field, message) => {
    const result = await client.graphql(COUNTRIES, variables);
    expect(result.data).toBeNull();
    expect(result.errors).toHaveLength(1);
    expect(result.errors![0].message).toBe('Validation failed for the field [countries].');
    expect(result.errors![0].extensions).toMatchObject({
      code: 'VALIDATION',
      validation: { [field]: [message] },
    });
  });

  it('answers a page after the last with no rows and the true totals', async () => {
    const { countries } = await client.query<{
      countries: { data: unknown[]; paginatorInfo: Record<string, unknown> };
    }>(COUNTRIES, { first: 100, page: 50 });
    expect(countries.data).toEqual([]);
    expect(countries.paginatorInfo).toMatchObject({
      count: 0,
      currentPage: 50,
      firstItem: null,
      lastItem: null,
      hasMorePages: false,
      perPage: 100,
    });
    expect(countries.paginatorInfo.total).toBeGreaterThan(200);
    expect(countries.paginatorInfo.lastPage).toBe(3);
  });

  it('rejects orderBy on an unknown column with a message naming the column', async () => {
    const result = await client.graphql(COUNTRIES, {
      first: 10,
      orderBy: [{ column: 'PASSWORD', order: 'ASC' }],
    });
    expect(result.status).toBe(400);
    expect(result.errors![0].message).toContain('"PASSWORD"');
    expect(result.errors![0].message).toContain('CountryOrderByColumn');
    expect(result.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
  });

  it('rejects an unknown sort direction', async () => {
    const result = await client.graphql(COUNTRIES, {
      first: 10,
      orderBy: [{ column: 'NAME_DE', order: 'SIDEWAYS' }],
    });
    expect(result.status).toBe(400);
    expect(result.errors![0].message).toContain('SIDEWAYS');
  });

  it('rejects a page size that is not an integer', async () => {
    const result = await client.graphql(COUNTRIES, { first: 'ten' });
    expect(result.status).toBe(400);
    expect(result.errors![0].message).toContain('Int');
  });
});
