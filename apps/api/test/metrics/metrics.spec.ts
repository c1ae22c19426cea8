import type { NestExpressApplication } from '@nestjs/platform-express';
import { Permission } from '@portal/shared-types';
import { ALL_QUEUES } from '../../src/all-jobs.js';
import { MAIL_QUEUE } from '../../src/modules/mail/mail.jobs.js';
import { DataSource } from 'typeorm';
import { QueueRegistry } from '../../src/queue/queue-registry.service.js';
import { TestClient } from '../helpers/client.js';
import { signedIn } from '../helpers/session.js';
import { closeApp, createTestApp } from '../helpers/test-app.js';

interface Sample {
  labels: Record<string, string>;
  value: number;
}

/** The samples of one metric in the Prometheus text exposition. */
function samples(text: string, name: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `))
    .map((line) => {
      const [, labelText = '', value] = /^[^{ ]+(?:\{(.*)\})? (\S+)$/.exec(line) ?? [];
      const labels = Object.fromEntries(
        [...labelText.matchAll(/(\w+)="([^"]*)"/g)].map(([, key, v]) => [key, v]),
      );
      return { labels, value: Number(value) };
    });
}

const scrape = (client: TestClient) => client.agent.get('/api/metrics').set('Accept', 'application/json');

describe('GET /api/metrics', () => {
  let app: NestExpressApplication;
  let admin: Awaited<ReturnType<typeof signedIn>>;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await signedIn(app, { permissions: [Permission.ManageMedicalCenters] });
  });
  afterAll(() => closeApp(app));

  it('is for admins only, as the other admin REST routes', async () => {
    const anonymous = await scrape(new TestClient(app));
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe('Unauthenticated.');
    const doctor = await signedIn(app);
    const refused = await scrape(doctor.client);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('This action is unauthorized.');
    const formulaManager = await signedIn(app, { permissions: [Permission.ManageFormulas], doctor: false });
    expect((await scrape(formulaManager.client)).status).toBe(403);
    const impersonating = await signedIn(app, { permissions: [Permission.ManageMedicalCenters] });
    await impersonating.client.query(`mutation { loginAsDoctor(doctorId: "${doctor.doctor!.id}") { id } }`);
    expect((await scrape(impersonating.client)).status).toBe(403);

    const allowed = await scrape(admin.client);
    expect(allowed.status).toBe(200);
    expect(allowed.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(allowed.text).toContain('# TYPE process_cpu_seconds_total counter');
    expect(allowed.text).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
  });

  it('times a GraphQL request under its operation name, or anonymous', async () => {
    const token = await admin.client.csrf();
    const send = (body: Record<string, unknown>) =>
      admin.client.agent
        .post('/graphql')
        .set('Accept', 'application/json')
        .set('X-XSRF-TOKEN', token)
        .send(body);
    expect(
      (await send({ query: 'query MetricsSpecProbe { me { id } }', operationName: 'MetricsSpecProbe' }))
        .status,
    ).toBe(200);
    expect((await send({ query: '{ me { id } }' })).status).toBe(200);

    const text = (await scrape(admin.client)).text;
    const buckets = samples(text, 'http_request_duration_seconds_bucket');
    const probe = buckets.filter((s) => s.labels.operation === 'MetricsSpecProbe');
    expect(probe.length).toBeGreaterThan(0);
    expect(probe[0].labels).toMatchObject({ method: 'POST', status: '2xx' });
    expect(probe.find((s) => s.labels.le === '+Inf')?.value).toBe(1);
    expect(buckets.some((s) => s.labels.operation === 'anonymous' && s.labels.method === 'POST')).toBe(true);
    const counts = samples(text, 'http_request_duration_seconds_count');
    expect(counts.find((s) => s.labels.operation === 'MetricsSpecProbe')?.value).toBe(1);
  });

  it('records a URL with an id under its route pattern, and an unknown URL as unmatched', async () => {
    const unknownOrder = await admin.client.agent.get('/api/orders/987654321/download-pdf');
    expect(unknownOrder.status).toBeGreaterThanOrEqual(400);
    expect((await admin.client.agent.get('/api/no-such-route/123456789')).status).toBe(404);

    const text = (await scrape(admin.client)).text;
    const operations = samples(text, 'http_request_duration_seconds_count').map((s) => s.labels.operation);
    expect(operations).toContain('/api/orders/:id/download-pdf');
    expect(operations).toContain('/api/metrics');
    expect(operations).toContain('unmatched');
    expect(text).not.toContain('987654321');
    expect(text).not.toContain('123456789');
    expect(text).not.toContain('no-such-route');
  });

  it('shows the domain events undelivered past five minutes and those whose last attempt failed', async () => {
    const db = app.get(DataSource);
    const figures = async () => {
      const text = (await scrape(admin.client)).text;
      expect(samples(text, 'domain_events_scrape_success')).toEqual([{ labels: {}, value: 1 }]);
      const [overdue] = samples(text, 'domain_events_undelivered_overdue');
      const [failed] = samples(text, 'domain_events_undelivered_failed');
      return { overdue: overdue.value, failed: failed.value };
    };
    const before = await figures();
    // No worker runs here: nothing delivers these while the test looks at them.
    const ids = (
      await db.query<{ id: string }[]>(
        `INSERT INTO domain_events (name, payload, created_at, delivered_at, last_failed_at) VALUES
           ('metrics-spec.stuck', '{}', now() - interval '6 minutes', NULL, NULL),
           ('metrics-spec.failing', '{}', now() - interval '1 minute', NULL, now()),
           ('metrics-spec.fresh', '{}', now() - interval '4 minutes', NULL, NULL),
           ('metrics-spec.delivered', '{}', now() - interval '10 minutes', now(), now() - interval '9 minutes')
         RETURNING id`,
      )
    ).map((row) => row.id);
    try {
      expect(await figures()).toEqual({ overdue: before.overdue + 1, failed: before.failed + 1 });
    } finally {
      await db.query(`DELETE FROM domain_events WHERE id = ANY($1)`, [ids]);
    }
  });

  it('shows the depth of every queue by state, read at scrape time', async () => {
    const mail = app.get(QueueRegistry).queue(MAIL_QUEUE);
    // A job far in the future that no worker reaches; removed again below.
    const job = await mail.add('metrics-spec-probe', {}, { delay: 3_600_000 });
    try {
      const text = (await scrape(admin.client)).text;
      const depths = samples(text, 'bullmq_queue_jobs');
      for (const queue of ALL_QUEUES)
        for (const state of ['waiting', 'active', 'delayed', 'failed'])
          expect(depths.some((s) => s.labels.queue === queue && s.labels.state === state)).toBe(true);
      const delayed = depths.find((s) => s.labels.queue === MAIL_QUEUE && s.labels.state === 'delayed');
      expect(delayed?.value).toBeGreaterThanOrEqual(1);
      expect(samples(text, 'bullmq_queue_scrape_success')).toEqual([{ labels: {}, value: 1 }]);
    } finally {
      await job.remove();
    }
  });
});
