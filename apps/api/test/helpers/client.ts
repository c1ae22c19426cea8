import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';

export interface GraphqlResponse<Data = Record<string, unknown>> {
  status: number;
  data: Data | null | undefined;
  errors: { message: string; extensions?: Record<string, unknown> }[] | undefined;
}

/**
 * A browser-like client: keeps cookies, fetches the XSRF cookie first and echoes it in
 * X-XSRF-TOKEN on every write, exactly as the web's Relay environment does.
 */
export class TestClient {
  readonly agent: TestAgent;
  private xsrfToken: string | undefined;

  constructor(app: INestApplication) {
    this.agent = request.agent(app.getHttpServer());
  }

  async csrf(): Promise<string> {
    const response = await this.agent.get('/sanctum/csrf-cookie').expect(204);
    const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
    const cookie = cookies.find((c) => c.startsWith('XSRF-TOKEN='));
    if (!cookie) throw new Error('no XSRF-TOKEN cookie');
    this.xsrfToken = decodeURIComponent(cookie.split(';')[0].split('=')[1]);
    return this.xsrfToken;
  }

  async graphql<Data = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
  ): Promise<GraphqlResponse<Data>> {
    const token = this.xsrfToken ?? (await this.csrf());
    const response = await this.agent
      .post('/graphql')
      .set('Accept', 'application/json')
      .set('X-XSRF-TOKEN', token)
      .send({ query, variables });
    const body = response.body as { data?: Data | null; errors?: GraphqlResponse['errors'] };
    return { status: response.status, data: body.data, errors: body.errors };
  }

  /** The data of a query that must succeed. */
  async query<Data = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
  ): Promise<Data> {
    const result = await this.graphql<Data>(query, variables);
    if (result.errors?.length || !result.data)
      throw new Error(`GraphQL failed: ${JSON.stringify(result.errors)}`);
    return result.data;
  }
}
