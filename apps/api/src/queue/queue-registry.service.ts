import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Queue, type JobsOptions } from 'bullmq';
import { AppConfig } from '../config/app-config.js';
import { redisConnection } from './redis-connection.js';
import type { JobDefinition } from './job-definition.js';
import { sealEnvelope } from './job-envelope.js';
import { traceEnqueue } from './job-tracing.js';

export const defaultJobOptions: JobsOptions = {
  attempts: 3,
  backoff: { type: 'exponential', delay: 2000 },
  removeOnComplete: { age: 24 * 3600, count: 1000 },
  removeOnFail: { age: 7 * 24 * 3600 },
};

/**
 * The one place that holds the queues: `enqueue(SendMailJob, payload)`. The job's data is the payload in
 * an envelope with the request id of the current request or job and the trace context of the enqueuing
 * span (job-envelope.ts, job-tracing.ts).
 */
@Injectable()
export class QueueRegistry implements OnApplicationShutdown {
  private readonly queues = new Map<string, Queue>();

  constructor(private readonly config: AppConfig) {}

  queue(name: string): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, {
        connection: redisConnection(this.config.redisUrl),
        prefix: this.config.redisPrefix,
        defaultJobOptions,
      });
      this.queues.set(name, queue);
    }
    return queue;
  }

  async enqueue<Payload>(
    job: JobDefinition<Payload>,
    payload: Payload,
    options: JobsOptions = {},
  ): Promise<string> {
    return traceEnqueue(job.queue, job.name, 1, async (span) => {
      const added = await this.queue(job.queue).add(job.name, sealEnvelope(payload), options);
      if (added.id) span.setAttribute('messaging.message.id', added.id);
      return added.id ?? '';
    });
  }

  /** Many jobs of one kind in one round trip (a job whose id is known is skipped, as with enqueue). */
  async enqueueMany<Payload>(
    job: JobDefinition<Payload>,
    entries: { payload: Payload; options?: JobsOptions }[],
  ): Promise<void> {
    if (!entries.length) return;
    await traceEnqueue(job.queue, job.name, entries.length, () =>
      this.queue(job.queue).addBulk(
        entries.map(({ payload, options }) => ({
          name: job.name,
          data: sealEnvelope(payload),
          opts: options,
        })),
      ),
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
  }
}
