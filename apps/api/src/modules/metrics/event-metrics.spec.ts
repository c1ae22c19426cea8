import { Registry } from 'prom-client';
import type { DomainEvents } from '../../events/index.js';
import { EventMetrics, UNDELIVERED_GRACE_SECONDS } from './event-metrics.js';

const eventsCounting = (undeliveredCounts: (grace: number) => Promise<{ overdue: number; failed: number }>) =>
  ({ undeliveredCounts }) as unknown as DomainEvents;

describe('EventMetrics', () => {
  it('reports the overdue and the failed undelivered events, counted once per scrape', async () => {
    const registry = new Registry();
    const asked: number[] = [];
    new EventMetrics(
      registry,
      eventsCounting(async (grace) => {
        asked.push(grace);
        // A read that takes a while, as the database's does: every gauge shows this scrape's figures.
        await new Promise((resolve) => setTimeout(resolve, 20));
        return { overdue: 4, failed: 2 };
      }),
    );
    const text = await registry.metrics();
    expect(text).toMatch(/^domain_events_undelivered_overdue 4$/mu);
    expect(text).toMatch(/^domain_events_undelivered_failed 2$/mu);
    expect(text).toMatch(/^domain_events_scrape_success 1$/mu);
    expect(asked).toEqual([UNDELIVERED_GRACE_SECONDS]);
  });

  it('answers without counts when the database does not answer', async () => {
    const registry = new Registry();
    new EventMetrics(
      registry,
      eventsCounting(() => new Promise(() => undefined)),
    );
    const text = await registry.metrics();
    expect(text).not.toMatch(/^domain_events_undelivered_overdue /mu);
    expect(text).not.toMatch(/^domain_events_undelivered_failed /mu);
    expect(text).toMatch(/^domain_events_scrape_success 0$/mu);
  });
});
