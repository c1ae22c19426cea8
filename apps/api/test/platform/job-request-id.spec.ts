import { randomUUID } from 'node:crypto';
import { Controller, Injectable, Logger as NestLogger, Module, Post } from '@nestjs/common';
import type { INestApplication } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import type { Queue } from 'bullmq';
import request from 'supertest';
import { LoggingModule } from '../../src/common/logging/logging.module.js';
import { runInJobContext } from '../../src/common/logging/trace-context.js';
import { ConfigModule } from '../../src/config/config.module.js';
import { defineJob, WORKER_JOBS } from '../../src/queue/job-definition.js';
import { JobHandler } from '../../src/queue/job-handler.decorator.js';
import { JobWorkerService } from '../../src/queue/job-worker.service.js';
import { QueueModule } from '../../src/queue/queue.module.js';
import { QueueRegistry } from '../../src/queue/queue-registry.service.js';
import { eventually } from '../helpers/payments.js';
import { type LogLine, startLoggedApp } from '../helpers/logged-app.js';

// Item 6 of issue 29: a job carries the id of the request that caused it (the envelope QueueRegistry
// wraps around its payload), and every line the worker logs for it carries that id with the job's name
// and id, through the jobs it enqueues in turn. (The real app's side: job-request-id-app.spec.ts; a file
// of its own, as nestjs-pino builds its one root logger, with its level and destination, on first use.)

const FRESH_ID = /^job-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

// A worker of two jobs of its own on a queue of its own: the parent logs and enqueues the child, the
// child logs. Its logs go through the app's logging setup (LoggingModule, pinoHttpOptions) into `lines`.
const QUEUE = `trace-${process.pid}`;
const ParentJob = defineJob<{ step: string }>(QUEUE, 'trace.parent');
const ChildJob = defineJob<{ from: string }>(QUEUE, 'trace.child');

@Injectable()
class TraceHandlers {
  private readonly logger = new NestLogger('TraceJobs');
  readonly received: { job: string; payload: unknown }[] = [];

  constructor(private readonly queues: QueueRegistry) {}

  @JobHandler(ParentJob)
  async parent(payload: { step: string }): Promise<void> {
    this.received.push({ job: ParentJob.name, payload });
    this.logger.log({ step: payload.step }, 'parent ran');
    await this.queues.enqueue(ChildJob, { from: payload.step });
  }

  @JobHandler(ChildJob)
  child(payload: { from: string }): Promise<void> {
    this.received.push({ job: ChildJob.name, payload });
    this.logger.log({ from: payload.from }, 'child ran');
    return Promise.resolve();
  }
}

@Controller('trace')
class TraceController {
  constructor(private readonly queues: QueueRegistry) {}

  @Post()
  async enqueue(): Promise<{ id: string }> {
    return { id: await this.queues.enqueue(ParentJob, { step: 'request' }) };
  }
}

@Module({
  imports: [ConfigModule, LoggingModule, QueueModule, DiscoveryModule],
  controllers: [TraceController],
  providers: [JobWorkerService, TraceHandlers, { provide: WORKER_JOBS, useValue: [ParentJob, ChildJob] }],
})
class TraceModule {}

describe('the request id in the worker’s log lines', () => {
  let lines: LogLine[] = [];
  let app: INestApplication;
  let queue: Queue;

  beforeAll(async () => {
    ({ app, lines } = await startLoggedApp(TraceModule));
    queue = app.get(QueueRegistry).queue(QUEUE);
  });
  afterAll(async () => {
    await queue?.obliterate({ force: true });
    await app?.close();
  });

  /** The lines of one run: the parent's and then its child's (the child of that parent's step). */
  async function linesOf(step: string): Promise<{ parent: LogLine; child: LogLine }> {
    const child = await eventually(
      () => Promise.resolve(lines.find((line) => line.msg === 'child ran' && line.from === step)),
      (line) => line !== undefined,
    );
    const parent = lines.find((line) => line.msg === 'parent ran' && line.step === step);
    if (!parent || !child) throw new Error(`no lines of ${step}`);
    return { parent, child };
  }

  async function dataOf(jobId: unknown): Promise<unknown> {
    return (await queue.getJob(String(jobId)))?.data;
  }

  it('a job enqueued in a request logs with its request id, and so does the job it enqueues', async () => {
    const requestId = `trace-req-${randomUUID()}`;
    const response = await request(app.getHttpServer())
      .post('/trace')
      .set('X-Request-Id', requestId)
      .expect(201);
    const { id } = response.body as { id: string };
    const { parent, child } = await linesOf('request');

    expect(parent).toMatchObject({ requestId, job: 'trace.parent', jobId: id, context: 'TraceJobs' });
    expect(child).toMatchObject({ requestId, job: 'trace.child', jobId: expect.any(String) as string });
    expect(child.jobId).not.toBe(id);
    // The request's own line carries its id under the same key.
    expect(lines).toContainEqual(
      expect.objectContaining({ requestId, msg: 'request completed', res: { statusCode: 201 } }),
    );
    // In Redis the payload sits in the envelope; the handlers got the payload alone.
    expect(await dataOf(id)).toEqual({ envelope: 1, requestId, payload: { step: 'request' } });
    expect(await dataOf(child.jobId)).toEqual({ envelope: 1, requestId, payload: { from: 'request' } });
    expect(app.get(TraceHandlers).received).toEqual(
      expect.arrayContaining([
        { job: 'trace.parent', payload: { step: 'request' } },
        { job: 'trace.child', payload: { from: 'request' } },
      ]),
    );
  });

  it('a job enqueued outside a request (a schedule, a sweep) gets a fresh id, which its child inherits', async () => {
    const id = await app.get(QueueRegistry).enqueue(ParentJob, { step: 'schedule' });
    const { parent, child } = await linesOf('schedule');

    expect(parent.requestId).toMatch(FRESH_ID);
    expect(parent).toMatchObject({ job: 'trace.parent', jobId: id });
    expect(child).toMatchObject({ requestId: parent.requestId, job: 'trace.child' });
    expect(await dataOf(id)).toEqual({
      envelope: 1,
      requestId: parent.requestId,
      payload: { step: 'schedule' },
    });
  });

  it('a job from before the envelope (its data the bare payload) still runs, under a fresh id', async () => {
    const old = await queue.add(ParentJob.name, { step: 'old-format' });
    const { parent, child } = await linesOf('old-format');

    expect(app.get(TraceHandlers).received).toContainEqual({
      job: 'trace.parent',
      payload: { step: 'old-format' },
    });
    expect(parent).toMatchObject({ job: 'trace.parent', jobId: old.id });
    expect(parent.requestId).toMatch(FRESH_ID);
    expect(child).toMatchObject({ requestId: parent.requestId, job: 'trace.child' });
    expect(await queue.getJobState(old.id!)).toBe('completed');
  });

  it('many jobs enqueued at once in a job take its id too', async () => {
    const requestId = `trace-bulk-${randomUUID()}`;
    await queue.add(ParentJob.name, { envelope: 1, requestId, payload: { step: 'bulk-parent' } });
    await linesOf('bulk-parent');
    // enqueueMany from inside a job's context: seen through the worker's own context.
    await runInJobContext(requestId, { name: 'trace.parent', id: 'x' }, () =>
      app
        .get(QueueRegistry)
        .enqueueMany(ParentJob, [{ payload: { step: 'bulk-1' } }, { payload: { step: 'bulk-2' } }]),
    );
    const runs = [await linesOf('bulk-1'), await linesOf('bulk-2')];
    for (const { parent, child } of runs) {
      expect(parent.requestId).toBe(requestId);
      expect(child.requestId).toBe(requestId);
    }
  });
});
