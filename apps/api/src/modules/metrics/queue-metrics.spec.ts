import { Registry } from 'prom-client';
import { ALL_QUEUES } from '../../all-jobs.js';
import type { QueueRegistry } from '../../queue/queue-registry.service.js';
import { QueueMetrics } from './queue-metrics.js';

const queuesAnswering = (getJobCounts: () => Promise<Record<string, number>>) =>
  ({ queue: () => ({ getJobCounts }) }) as unknown as QueueRegistry;

describe('QueueMetrics', () => {
  it('reports every queue by state at scrape time', async () => {
    const registry = new Registry();
    new QueueMetrics(
      registry,
      queuesAnswering(() => Promise.resolve({ waiting: 3, active: 1, delayed: 0, failed: 2 })),
    );
    const text = await registry.metrics();
    for (const queue of ALL_QUEUES) {
      expect(text).toContain(`bullmq_queue_jobs{queue="${queue}",state="waiting"} 3`);
      expect(text).toContain(`bullmq_queue_jobs{queue="${queue}",state="failed"} 2`);
    }
    expect(text).toContain('bullmq_queue_scrape_success 1');
  });

  it('answers without depths when Redis does not answer', async () => {
    const registry = new Registry();
    new QueueMetrics(
      registry,
      queuesAnswering(() => new Promise(() => undefined)),
    );
    const text = await registry.metrics();
    expect(text).not.toContain('bullmq_queue_jobs{');
    expect(text).toContain('bullmq_queue_scrape_success 0');
  });
});
