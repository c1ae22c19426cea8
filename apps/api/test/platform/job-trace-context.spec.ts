import { randomUUID } from 'node:crypto';
import { Injectable, Logger as NestLogger, Module } from '@nestjs/common';
import type { INestApplication } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { trace } from '@opentelemetry/api';
import {
  InMemorySpanExporter,
  NodeTracerProvider,
  type ReadableSpan,
  SimpleSpanProcessor,
} from '@opentelemetry/sdk-trace-node';
import type { Queue } from 'bullmq';
import { LoggingModule } from '../../src/common/logging/logging.module.js';
import { ConfigModule } from '../../src/config/config.module.js';
import { defineJob, WORKER_JOBS } from '../../src/queue/job-definition.js';
import { JobHandler } from '../../src/queue/job-handler.decorator.js';
import { JobWorkerService } from '../../src/queue/job-worker.service.js';
import { QueueModule } from '../../src/queue/queue.module.js';
import { QueueRegistry } from '../../src/queue/queue-registry.service.js';
import { eventually } from '../helpers/payments.js';
import { type LogLine, startLoggedApp } from '../helpers/logged-app.js';

// Issue 35, point 4, inside one process: with tracing on, a job carries the W3C trace context of the span
// that enqueued it, its run is that span's child, a job it enqueues stays in the trace, and every line the
// worker logs for them carries the trace id. The SDK is OpenTelemetry's own, exporting to its in-memory
// exporter. Across the real processes: tracing.spec.ts.

const QUEUE = `trace-ctx-${process.pid}`;
const ParentJob = defineJob<{ step: string }>(QUEUE, 'tracectx.parent');
const ChildJob = defineJob<{ from: string }>(QUEUE, 'tracectx.child');

@Injectable()
class TracedHandlers {
  private readonly logger = new NestLogger('TracedJobs');

  constructor(private readonly queues: QueueRegistry) {}

  @JobHandler(ParentJob)
  async parent(payload: { step: string }): Promise<void> {
    this.logger.log({ step: payload.step }, 'parent ran');
    await this.queues.enqueue(ChildJob, { from: payload.step });
  }

  @JobHandler(ChildJob)
  child(payload: { from: string }): Promise<void> {
    this.logger.log({ from: payload.from }, 'child ran');
    return Promise.resolve();
  }
}

@Module({
  imports: [ConfigModule, LoggingModule, QueueModule, DiscoveryModule],
  providers: [JobWorkerService, TracedHandlers, { provide: WORKER_JOBS, useValue: [ParentJob, ChildJob] }],
})
class TracedModule {}

describe('the trace context of a job', () => {
  const exporter = new InMemorySpanExporter();
  const provider = new NodeTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
  let lines: LogLine[] = [];
  let app: INestApplication;
  let queue: Queue;

  beforeAll(async () => {
    provider.register();
    ({ app, lines } = await startLoggedApp(TracedModule));
    queue = app.get(QueueRegistry).queue(QUEUE);
  });
  afterAll(async () => {
    await queue?.obliterate({ force: true });
    await app?.close();
    await provider.shutdown();
  });

  const spanId = (span: ReadableSpan) => span.spanContext().spanId;
  const parentOf = (span: ReadableSpan) => span.parentSpanContext?.spanId;

  /** The finished spans and log lines of one run, once the child's run has ended. */
  async function runOf(step: string) {
    const spans = () => exporter.getFinishedSpans();
    const childRun = await eventually(
      () =>
        Promise.resolve(
          spans().find(
            (span) =>
              span.name === 'process tracectx.child' &&
              lines.some(
                (line) => line.msg === 'child ran' && line.from === step && line.spanId === spanId(span),
              ),
          ),
        ),
      (span) => span !== undefined,
    );
    const inTrace = spans().filter((span) => span.spanContext().traceId === childRun!.spanContext().traceId);
    const named = (name: string) => inTrace.find((span) => span.name === name)!;
    return {
      traceId: childRun!.spanContext().traceId,
      sendParent: named('send tracectx.parent'),
      runParent: named('process tracectx.parent'),
      sendChild: named('send tracectx.child'),
      runChild: childRun!,
      parentLine: lines.find((line) => line.msg === 'parent ran' && line.step === step)!,
      childLine: lines.find((line) => line.msg === 'child ran' && line.from === step)!,
    };
  }

  it('a job enqueued in a span runs as its child, with the job it enqueues, and logs the trace id', async () => {
    const tracer = trace.getTracer('test');
    const { request, jobId } = await tracer.startActiveSpan('POST /request', async (span) => {
      const id = await app.get(QueueRegistry).enqueue(ParentJob, { step: 'in-span' });
      span.end();
      return { request: span.spanContext(), jobId: id };
    });
    const run = await runOf('in-span');

    expect(run.traceId).toBe(request.traceId);
    expect(parentOf(run.sendParent)).toBe(request.spanId);
    expect(parentOf(run.runParent)).toBe(spanId(run.sendParent));
    expect(parentOf(run.sendChild)).toBe(spanId(run.runParent));
    expect(parentOf(run.runChild)).toBe(spanId(run.sendChild));
    // In Redis: the W3C traceparent of the enqueue, beside the request id.
    expect((await queue.getJob(jobId))?.data).toMatchObject({
      envelope: 1,
      trace: { traceparent: `00-${run.traceId}-${spanId(run.sendParent)}-01` },
      payload: { step: 'in-span' },
    });
    expect(run.parentLine).toMatchObject({ traceId: run.traceId, spanId: spanId(run.runParent), jobId });
    expect(run.childLine).toMatchObject({ traceId: run.traceId, spanId: spanId(run.runChild) });
    expect(run.childLine.requestId).toBe(run.parentLine.requestId);
  });

  it('a job enqueued outside any span (a schedule) starts a trace of its own, which its child joins', async () => {
    const jobId = await app.get(QueueRegistry).enqueue(ParentJob, { step: 'no-span' });
    const run = await runOf('no-span');

    expect(parentOf(run.sendParent)).toBeUndefined();
    expect(parentOf(run.runParent)).toBe(spanId(run.sendParent));
    expect(parentOf(run.runChild)).toBe(spanId(run.sendChild));
    expect(run.parentLine).toMatchObject({ traceId: run.traceId, jobId });
  });

  it('a job without a trace context (enqueued while tracing was off, or by hand) runs as a trace of its own', async () => {
    await queue.add(ParentJob.name, {
      envelope: 1,
      requestId: `old-${randomUUID()}`,
      payload: { step: 'untraced' },
    });
    const run = await runOf('untraced');

    expect(parentOf(run.runParent)).toBeUndefined();
    expect(run.runParent.spanContext().traceId).toBe(run.traceId);
    expect(run.parentLine.traceId).toBe(run.traceId);
  });
});
