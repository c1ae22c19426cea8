import { Injectable } from '@nestjs/common';
import { Gauge, Registry } from 'prom-client';
import { ALL_QUEUES } from '../../all-jobs.js';
import { QueueRegistry } from '../../queue/queue-registry.service.js';
import { readWithin } from './read-within.js';

const STATES = ['waiting', 'active', 'delayed', 'failed'] as const;

/** The depth of every queue by state, read from Redis when Prometheus scrapes. */
@Injectable()
export class QueueMetrics {
  private readonly jobs: Gauge<'queue' | 'state'>;
  private readonly readable: Gauge;
  /**
   * One read per scrape, awaited by both gauges: the registry asks every gauge at once, and a gauge
   * without it showed the success of the scrape before.
   */
  private reading: Promise<void> | null = null;

  constructor(
    registry: Registry,
    private readonly queues: QueueRegistry,
  ) {
    const collect = () => this.read();
    this.jobs = new Gauge({
      name: 'bullmq_queue_jobs',
      help: 'Jobs in each BullMQ queue by state, read at scrape time',
      labelNames: ['queue', 'state'],
      registers: [registry],
      collect,
    });
    this.readable = new Gauge({
      name: 'bullmq_queue_scrape_success',
      help: '1 when the queue depths could be read from Redis at this scrape, else 0',
      registers: [registry],
      collect,
    });
  }

  private read(): Promise<void> {
    this.reading ??= this.collect().finally(() => (this.reading = null));
    return this.reading;
  }

  private async collect(): Promise<void> {
    this.jobs.reset();
    try {
      // BullMQ's connections wait for Redis indefinitely; the scrape does not.
      const counts = await readWithin(
        Promise.all(ALL_QUEUES.map((name) => this.queues.queue(name).getJobCounts(...STATES))),
      );
      ALL_QUEUES.forEach((queue, index) => {
        for (const state of STATES) this.jobs.set({ queue, state }, counts[index][state] ?? 0);
      });
      this.readable.set(1);
    } catch {
      this.readable.set(0);
    }
  }
}
