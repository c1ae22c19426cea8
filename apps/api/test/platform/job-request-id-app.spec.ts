import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { MAIL_QUEUE } from '../../src/modules/mail/mail.jobs.js';
import type { JobEnvelope } from '../../src/queue/job-envelope.js';
import { QueueRegistry } from '../../src/queue/queue-registry.service.js';
import { TestClient } from '../helpers/client.js';
import { createUser } from '../helpers/factories.js';
import { ownQueues } from '../helpers/formulas.js';
import { closeApp, createTestApp } from '../helpers/test-app.js';
import { webOperation } from '../helpers/web-operations.js';

// Item 6 of issue 29, the real app's side: the request id (X-Request-Id, or the one pino-http made up)
// reaches the async context of a GraphQL resolver and the job it enqueues. What the worker does with it:
// job-request-id.spec.ts.

describe('the request id of a job, in the real app', () => {
  let app: INestApplication;
  const env = ownQueues(); // no worker takes the jobs: they stay in Redis to be read
  beforeAll(async () => {
    app = await createTestApp(env);
  });
  afterAll(() => closeApp(app));

  it('a GraphQL request that enqueues a mail gives the job its X-Request-Id', async () => {
    const user = await createUser(app);
    const client = new TestClient(app);
    const xsrf = await client.csrf();
    const requestId = `trace-${randomUUID()}`;
    const response = await client.agent
      .post('/graphql')
      .set('Accept', 'application/json')
      .set('X-XSRF-TOKEN', xsrf)
      .set('X-Request-Id', requestId)
      .send({ query: webOperation('useRequestPasswordResetMutation'), variables: { email: user.email } })
      .expect(200);
    expect(response.headers['x-request-id']).toBe(requestId);
    expect((response.body as { data: unknown }).data).toEqual({ requestPasswordReset: true });

    const jobs = await app.get(QueueRegistry).queue(MAIL_QUEUE).getJobs(['waiting', 'delayed']);
    const data = jobs.map((job) => job.data as JobEnvelope<{ mailId: string }>);
    expect(data).toEqual([
      {
        envelope: 1,
        requestId,
        payload: expect.objectContaining({ mailId: expect.any(String) as string }) as unknown,
      },
    ]);
  });
});
