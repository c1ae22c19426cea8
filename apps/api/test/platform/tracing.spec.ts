// Issue 35, point 4: one request's trace spans the API and the worker. The built API and worker run as the
// processes they are in production (`node dist/main.js`, `node dist/worker.js`), exporting over OTLP/HTTP to a
// receiver of the test's own. A webhook call stores an inbox row and enqueues its job; the worker runs it.
// The batch would export in ten minutes: the spans arrive only through the flush when the processes stop.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { ownQueues } from '../helpers/formulas.js';
import { startOtlpReceiver, type ReceivedSpan, SpanKindNumber } from '../helpers/otlp-receiver.js';
import { eventually } from '../helpers/payments.js';
import { type BuiltProcess, freePort, startBuiltProcess } from '../helpers/processes.js';

// Two processes start with the loader hook (slower: docs/decisions/platform.md, "Tracing") on a shared machine.
const SLOW = 120_000;

async function waitForHealth(baseUrl: string, api: BuiltProcess): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (api.child.exitCode !== null) throw new Error(`the API exited: ${api.errors.join('')}`);
    const ok = await fetch(`${baseUrl}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the API did not start: ${api.errors.join('')}`);
}

describe('tracing across the API and the worker', () => {
  const paymentId = `tr_trace${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const requestId = `trace-${randomUUID()}`;
  let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>;
  let api: BuiltProcess;
  let worker: BuiltProcess;
  let db: pg.Client;

  beforeAll(async () => {
    receiver = await startOtlpReceiver();
    db = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await db.connect();
  });
  afterAll(async () => {
    await Promise.all([api?.stop(), worker?.stop()]);
    await receiver?.close();
    await db?.end();
  });

  it(
    'a webhook call and the job it enqueues form one trace, the job’s run the child of the API’s enqueue',
    async () => {
      const port = await freePort();
      const baseUrl = `http://127.0.0.1:${port}`;
      const env = {
        ...ownQueues(),
        // Development logs JSON lines at info (tests are silent); the rest is the test run's configuration.
        NODE_ENV: 'development',
        LOG_LEVEL: 'info',
        PORT: String(port),
        APP_URL: baseUrl,
        OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
        OTEL_BSP_SCHEDULE_DELAY: '600000',
      };
      api = startBuiltProcess('main.js', env);
      worker = startBuiltProcess('worker.js', env);
      await waitForHealth(baseUrl, api);

      const webhook = await fetch(`${baseUrl}/api/payments/webhook`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Request-Id': requestId },
        body: `id=${paymentId}`,
      });
      expect(webhook.status).toBe(200);
      // A GraphQL read with a query string: its spans, and the query string's values redacted.
      const graphql = await fetch(`${baseUrl}/graphql?query=${encodeURIComponent('{ __typename }')}`, {
        headers: { 'X-Requested-With': 'XMLHttpRequest' },
      });
      expect(await graphql.json()).toEqual({ data: { __typename: 'Query' } });
      // The worker ran the job: the inbox row is processed (the sandbox does not know the payment).
      await eventually(
        () =>
          db
            .query<{ processed_at: Date | null }>(
              'SELECT processed_at FROM inbound_events WHERE resource_id = $1',
              [paymentId],
            )
            .then((result) => result.rows[0]?.processed_at ?? null),
        (processed) => processed !== null,
        20_000,
      );
      await Promise.all([api.stop(), worker.stop()]);

      const spans = receiver.spans;
      const server = spans.find(
        (span) =>
          span.kind === SpanKindNumber.server && span.attributes['url.path'] === '/api/payments/webhook',
      );
      expect(server).toMatchObject({ service: 'portal-api', parentSpanId: undefined });
      const inTrace = spans.filter((span) => span.traceId === server!.traceId);
      const byId = new Map(inTrace.map((span) => [span.spanId, span]));
      const ancestorsOf = (span: ReceivedSpan): ReceivedSpan[] => {
        const parent = span.parentSpanId ? byId.get(span.parentSpanId) : undefined;
        return parent ? [parent, ...ancestorsOf(parent)] : [];
      };

      const enqueue = inTrace.find((span) => span.name === 'send payments.process-event');
      expect(enqueue).toMatchObject({ service: 'portal-api', kind: SpanKindNumber.producer });
      expect(ancestorsOf(enqueue!)).toContain(server);
      const run = inTrace.find((span) => span.name === 'process payments.process-event');
      expect(run).toMatchObject({
        service: 'portal-worker',
        kind: SpanKindNumber.consumer,
        parentSpanId: enqueue!.spanId,
        attributes: expect.objectContaining({ 'portal.request_id': requestId }) as unknown,
      });
      expect(run!.status?.code ?? 0).not.toBe(2); // not an error

      // The instrumentations of both processes, in the same trace: Express and pg in the API, the job's
      // enqueue in Redis, the job's reads and writes in the worker.
      const named = (service: string, scope: string) =>
        inTrace.filter((span) => span.service === service && span.scope.endsWith(scope));
      expect(named('portal-api', 'instrumentation-express').length).toBeGreaterThan(0);
      expect(named('portal-api', 'instrumentation-pg')).toContainEqual(
        expect.objectContaining({ name: expect.stringMatching(/^pg\.query:INSERT/) as unknown }),
      );
      expect(named('portal-api', 'instrumentation-ioredis').map((span) => span.name)).toContain('evalsha');
      const workerStatements = named('portal-worker', 'instrumentation-pg').filter((span) =>
        ancestorsOf(span).includes(run!),
      );
      expect(workerStatements.map((span) => span.name)).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^pg\.query:SELECT/),
          expect.stringMatching(/^pg\.query:UPDATE/),
        ]),
      );
      // The job's call to the payment provider (the sandbox), from the worker.
      expect(inTrace).toContainEqual(
        expect.objectContaining({
          service: 'portal-worker',
          kind: SpanKindNumber.client,
          attributes: expect.objectContaining({ 'http.response.status_code': 404 }) as unknown,
        }),
      );
      // No values in the statements (placeholders) nor in Redis spans (the command only).
      for (const span of [
        ...named('portal-api', 'pg'),
        ...named('portal-api', 'ioredis'),
        ...workerStatements,
      ])
        expect(JSON.stringify(span.attributes)).not.toContain(paymentId);

      // GraphQL's own spans in the API, and a query string without its values.
      const graphqlRequest = spans.find(
        (span) => span.kind === SpanKindNumber.server && span.attributes['url.path'] === '/graphql',
      );
      expect(graphqlRequest?.attributes['url.query']).toBe('query=REDACTED');
      expect(
        spans
          .filter(
            (span) =>
              span.traceId === graphqlRequest!.traceId && span.scope.endsWith('instrumentation-graphql'),
          )
          .map((span) => span.name),
      ).toEqual(expect.arrayContaining(['graphql.parse', 'graphql.validate', 'query']));

      // The log lines of the request carry its request id and the trace id.
      expect(api.lines).toContainEqual(
        expect.objectContaining({
          msg: 'request completed',
          requestId,
          traceId: server!.traceId,
          res: { statusCode: 200 },
        }),
      );
    },
    SLOW,
  );
});
