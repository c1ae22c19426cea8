import { Injectable } from '@nestjs/common';
import { Gauge, Registry } from 'prom-client';
import { DomainEvents } from '../../events/index.js';
import { readWithin } from './read-within.js';

/**
 * An event's after-commit listeners run right after its commit, and the worker's sweep delivers what is
 * left after a minute; one still undelivered after this long is stuck (a listener keeps failing, the
 * worker is down).
 */
export const UNDELIVERED_GRACE_SECONDS = 5 * 60;

/** Domain events left undelivered, read from the outbox when Prometheus scrapes. */
@Injectable()
export class EventMetrics {
  private readonly overdue: Gauge;
  private readonly failed: Gauge;
  private readonly readable: Gauge;
  /** One read per scrape: the registry asks every gauge at once. */
  private reading: Promise<void> | null = null;

  constructor(
    registry: Registry,
    private readonly events: DomainEvents,
  ) {
    const collect = () => this.read();
    this.overdue = new Gauge({
      name: 'domain_events_undelivered_overdue',
      help: `Domain events not yet handled by every after-commit listener ${UNDELIVERED_GRACE_SECONDS} s after their commit, read at scrape time`,
      registers: [registry],
      collect,
    });
    this.failed = new Gauge({
      name: 'domain_events_undelivered_failed',
      help: 'Undelivered domain events whose last delivery attempt failed (a listener threw), read at scrape time',
      registers: [registry],
      collect,
    });
    this.readable = new Gauge({
      name: 'domain_events_scrape_success',
      help: '1 when the undelivered domain events could be counted at this scrape, else 0',
      registers: [registry],
      collect,
    });
  }

  private read(): Promise<void> {
    this.reading ??= this.count().finally(() => (this.reading = null));
    return this.reading;
  }

  private async count(): Promise<void> {
    try {
      const { overdue, failed } = await readWithin(this.events.undeliveredCounts(UNDELIVERED_GRACE_SECONDS));
      this.overdue.set(overdue);
      this.failed.set(failed);
      this.readable.set(1);
    } catch {
      // Left out, as the queue depths are: not 0 (nothing stuck), nor the last scrape's figures.
      this.overdue.remove();
      this.failed.remove();
      this.readable.set(0);
    }
  }
}
