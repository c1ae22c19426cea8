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
    expect(text).toMatch(/^bullmq_queue_scrape_success 1$/mu);
  });

  it('reports the success of this scrape, not of the one before, when Redis takes a while', async () => {
    const registry = new Registry();
    let answering = true;
    new QueueMetrics(
      registry,
      queuesAnswering(async () => {
        if (!answering) return new Promise(() => undefined);
        await new Promise((resolve) => setTimeout(resolve, 20));
        return { waiting: 1, active: 0, delayed: 0, failed: 0 };
      }),
    );
    expect(await registry.metrics()).toMatch(/^bullmq_queue_scrape_success 1$/mu);
    answering = false;
    expect(await registry.metrics()).toMatch(/^bullmq_queue_scrape_success 0$/mu);
  });

  it('answers without depths when Redis does not answer', async () => {
    const registry = new Registry();
    new QueueMetrics(
      registry,
      queuesAnswering(() => new Promise(() => undefined)),
    );
    const text = await registry.metrics();
    expect(text).not.toContain('bullmq_queue_jobs{');
    expect(text).toMatch(/^bullmq_queue_scrape_success 0$/mu);
  });
});
