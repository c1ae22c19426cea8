import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { type Job, Worker } from 'bullmq';
import { freshRequestId, runInJobContext } from '../common/logging/trace-context.js';
import { AppConfig } from '../config/app-config.js';
import { DeliveryScope } from '../events/index.js';
import { JOB_HANDLER } from './job-handler.decorator.js';
import { type JobDefinition, WORKER_JOBS } from './job-definition.js';
import { openEnvelope } from './job-envelope.js';
import { traceIdOf, traceJobRun } from './job-tracing.js';
import { redisConnection } from './redis-connection.js';

type Handler = (payload: unknown, job: Job) => Promise<unknown>;

/**
 * Runs in the worker process only. Finds every @JobHandler at start-up, refuses to start when a
 * job has none (or two), and consumes each queue. Shutdown waits for the jobs being processed.
 * A handler gets the job's payload out of its envelope and runs in the context of the request id it
 * brought: every line it logs carries that id with the job's name and id, and the jobs it enqueues
 * take the same id. A job without one (enqueued before the envelope existed) gets a fresh id. While
 * tracing is on, the run is a span in the trace of the request, the child of the span that enqueued it.
 */
@Injectable()
export class JobWorkerService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Worker');
  private readonly workers: Worker[] = [];

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
    private readonly config: AppConfig,
    @Inject(WORKER_JOBS) private readonly jobs: readonly JobDefinition[],
  ) {}

  findHandlers(): Map<string, Handler> {
    const handlers = new Map<string, Handler>();
    for (const wrapper of this.discovery.getProviders()) {
      const instance = wrapper.instance as Record<string, unknown> | undefined;
      if (!instance || typeof instance !== 'object') continue;
      const prototype = Object.getPrototypeOf(instance) as object;
      for (const method of this.scanner.getAllMethodNames(prototype)) {
        const fn = instance[method];
        if (typeof fn !== 'function') continue;
        const job = this.reflector.get<string | undefined>(JOB_HANDLER, fn as () => unknown);
        if (!job) continue;
        if (handlers.has(job)) throw new Error(`Job "${job}" has two handlers.`);
        handlers.set(job, (fn as Handler).bind(instance));
      }
    }
    const missing = this.jobs.map((job) => job.name).filter((job) => !handlers.has(job));
    if (missing.length)
      throw new Error(`The worker cannot start: no handler for job(s) ${missing.join(', ')}.`);
    return handlers;
  }

  onApplicationBootstrap(): void {
    const handlers = this.findHandlers();
    // Only queues that have jobs: a queue whose jobs arrive with a later area is left alone.
    const queueOf = new Map(this.jobs.map((job) => [job.name, job.queue]));
    const queues = [...new Set(queueOf.values())];
    for (const queue of queues) {
      const worker = new Worker(
        queue,
        async (job: Job) => {
          const handler = handlers.get(job.name);
          if (!handler || queueOf.get(job.name) !== queue) throw new Error(`Unknown job ${job.name}`);
          const { payload, requestId = freshRequestId(), trace } = openEnvelope(job.data);
          const run = { queue, name: job.name, id: job.id, attempt: job.attemptsMade + 1, requestId };
          return traceJobRun(run, trace, () =>
            runInJobContext(requestId, { name: job.name, id: job.id }, async () => {
              // The job ends once the after-commit consequences of its own commits have run (not those of
              // the jobs running beside it).
              const deliveries = new DeliveryScope();
              const result = await deliveries.run(() => handler(payload, job));
              await deliveries.settled();
              return result;
            }),
          );
        },
        {
          connection: redisConnection(this.config.redisUrl),
          prefix: this.config.redisPrefix,
          concurrency: 4,
          lockDuration: this.config.jobLockMs,
          stalledInterval: this.config.jobLockMs,
        },
      );
      worker.on('failed', (job, error) => {
        const envelope = job ? openEnvelope(job.data) : undefined;
        this.logger.warn(
          {
            job: job?.name,
            jobId: job?.id,
            requestId: envelope?.requestId,
            traceId: traceIdOf(envelope?.trace),
            attempt: job?.attemptsMade,
            err: error.message,
          },
          'job failed',
        );
      });
      worker.on('error', (error) => this.logger.error(error.message));
      this.workers.push(worker);
    }
    this.logger.log(`consuming queues: ${queues.join(', ')}`);
  }

  // Before the other shutdown hooks: the jobs in hand still need the database, the SMTP
  // connection and Chromium, which close in onApplicationShutdown.
  async beforeApplicationShutdown(): Promise<void> {
    // close() lets running jobs finish before the connection is dropped.
    await Promise.all(this.workers.map((worker) => worker.close()));
  }
}
