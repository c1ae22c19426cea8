import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  DataSource,
  EntityManager,
  EntitySubscriberInterface,
  QueryRunner,
  TransactionCommitEvent,
  TransactionRollbackEvent,
} from 'typeorm';
import { DeliveryScope } from './delivery-scope.js';
import type { DomainEventDefinition, ListenerPhase } from './domain-event.js';
import { DomainEventDelivery } from './domain-event-delivery.entity.js';
import { DomainEventRecord } from './domain-event.entity.js';
import { DOMAIN_EVENT_LISTENER, type ListenerMetadata } from './on-domain-event.decorator.js';

interface Listener {
  readonly listener: string;
  readonly phase: ListenerPhase;
  readonly handle: (payload: unknown, manager?: EntityManager) => Promise<unknown>;
}

/**
 * Publishes domain events and runs their listeners (see domain-event.ts for the two phases). Every
 * event is stored with the transaction that causes it (the outbox, domain_events); its after-commit
 * listeners run right after that commit in this process, and what is left open (the process died, a
 * listener failed) is delivered by the worker's sweep through the queue.
 */
@Injectable()
export class DomainEvents implements OnModuleInit {
  private readonly logger = new Logger('Events');
  private listeners = new Map<string, Listener[]>();
  /** Events of a transaction still running, by its query runner: delivered when it commits. */
  private readonly pending = new WeakMap<QueryRunner, string[]>();
  /** Every after-commit delivery running in this process, whatever scope started it. */
  private readonly inFlight = new DeliveryScope();

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  onModuleInit(): void {
    this.listeners = this.findListeners();
    this.dataSource.subscribers.push(this.commitHook());
  }

  /** Every listener of this process, by event and phase (the process-composition test compares API and worker). */
  listenerNames(): Record<string, string[]> {
    return Object.fromEntries(
      [...this.listeners].map(([event, listeners]) => [
        event,
        listeners.map((l) => `${l.phase}:${l.listener}`).sort(),
      ]),
    );
  }

  /**
   * Stores the event in the caller's transaction and runs its in-transaction listeners there; its
   * after-commit listeners run once the transaction has committed. Outside a transaction it throws:
   * an event must commit or roll back with its cause.
   */
  async publish<Payload extends object>(
    manager: EntityManager,
    event: DomainEventDefinition<Payload>,
    payload: Payload,
  ): Promise<string> {
    const runner = manager.queryRunner;
    if (!runner?.isTransactionActive)
      throw new Error(`The event ${event.name} must be published inside the transaction that causes it.`);
    const listeners = this.listeners.get(event.name) ?? [];
    const afterCommit = listeners.some((l) => l.phase === 'after-commit');
    const [{ id: eventId }]: { id: string }[] = await manager.query(
      `INSERT INTO domain_events (name, payload, delivered_at)
       VALUES ($1, $2, CASE WHEN $3 THEN NULL ELSE now() END) RETURNING id`,
      [event.name, JSON.stringify(payload), afterCommit],
    );
    for (const listener of listeners)
      if (listener.phase === 'in-transaction') await listener.handle(payload, manager);
    if (afterCommit) this.pending.set(runner, [...(this.pending.get(runner) ?? []), eventId]);
    return eventId;
  }

  /**
   * Runs the event's after-commit listeners that have not handled it yet, recording each one that
   * succeeds; answers whether none is left. A failing listener stays open for the sweep, and the event
   * keeps the time of the failed attempt (last_failed_at).
   */
  async deliver(eventId: string): Promise<boolean> {
    const record = await this.dataSource.manager.findOneBy(DomainEventRecord, { id: eventId });
    if (!record || record.delivered_at) return true;
    const handled = new Set(
      (await this.dataSource.manager.findBy(DomainEventDelivery, { event_id: eventId })).map(
        (d) => d.listener,
      ),
    );
    let open = 0;
    for (const listener of this.listeners.get(record.name) ?? []) {
      if (listener.phase !== 'after-commit' || handled.has(listener.listener)) continue;
      try {
        await listener.handle(record.payload);
        await this.dataSource
          .createQueryBuilder()
          .insert()
          .into(DomainEventDelivery)
          .values({ event_id: eventId, listener: listener.listener })
          .orIgnore()
          .execute();
      } catch (error) {
        open++;
        this.logger.warn(
          { event: record.name, eventId, listener: listener.listener, err: (error as Error).message },
          'event listener failed; the events sweep retries it',
        );
      }
    }
    await this.dataSource.query(
      open === 0
        ? `UPDATE domain_events SET delivered_at = now() WHERE id = $1 AND delivered_at IS NULL`
        : `UPDATE domain_events SET last_failed_at = now() WHERE id = $1 AND delivered_at IS NULL`,
      [eventId],
    );
    return open === 0;
  }

  /**
   * Resolves when the after-commit deliveries of the work in hand are done: inside a DeliveryScope (a
   * request's handler, a job), those of its own commits only; outside every scope (a test),
   * every delivery this process has started.
   */
  async settled(): Promise<void> {
    await (DeliveryScope.current() ?? this.inFlight).settled();
  }

  /** Events left undelivered for longer than `olderThanSeconds`, oldest first. */
  async undelivered(olderThanSeconds: number, limit: number): Promise<string[]> {
    const rows: { id: string }[] = await this.dataSource.query(
      `SELECT id FROM domain_events
       WHERE delivered_at IS NULL AND created_at < now() - make_interval(secs => $1)
       ORDER BY created_at LIMIT $2`,
      [olderThanSeconds, limit],
    );
    return rows.map((row) => row.id);
  }

  /**
   * How many events are still undelivered `graceSeconds` after their commit (overdue), and how many
   * undelivered ones had their last delivery attempt fail (failed; overdue or not). Read by the metrics.
   */
  async undeliveredCounts(graceSeconds: number): Promise<{ overdue: number; failed: number }> {
    const [counts]: { overdue: number; failed: number }[] = await this.dataSource.query(
      `SELECT count(*) FILTER (WHERE created_at < now() - make_interval(secs => $1))::int AS overdue,
              count(*) FILTER (WHERE last_failed_at IS NOT NULL)::int AS failed
       FROM domain_events WHERE delivered_at IS NULL`,
      [graceSeconds],
    );
    return counts;
  }

  /**
   * Forgets delivered events older than `days` (at most `limit` per call): the outbox is a delivery
   * mechanism, not a history (the audit log is). Answers how many went.
   */
  async purgeDelivered(days: number, limit: number): Promise<number> {
    const gone: { id: string }[] = await this.dataSource.query(
      `WITH old AS (
         SELECT id FROM domain_events
         WHERE delivered_at < now() - make_interval(days => $1) ORDER BY delivered_at LIMIT $2
       ), deliveries AS (
         DELETE FROM domain_event_deliveries WHERE event_id IN (SELECT id FROM old)
       )
       DELETE FROM domain_events WHERE id IN (SELECT id FROM old) RETURNING id`,
      [days, limit],
    );
    return gone.length;
  }

  private commitHook(): EntitySubscriberInterface {
    return {
      afterTransactionCommit: async ({ queryRunner }: TransactionCommitEvent) => {
        // A released savepoint is not the commit: the events wait for the outer transaction.
        if (queryRunner.isTransactionActive) return;
        const events = this.pending.get(queryRunner);
        if (!events) return;
        this.pending.delete(queryRunner);
        // Not awaited here: the committing transaction still holds its pool connection until this hook
        // returns, and listeners need connections of their own. Awaited, a burst of commits as large as the
        // pool would wait for each other for ever. The delivery starts once the connection is back; the
        // request or job that committed waits for it through its DeliveryScope (EventsSettledInterceptor,
        // the job worker). The delivery runs in that scope too, so what its listeners commit is waited for.
        const delivery = new Promise<void>((resolve) => setImmediate(resolve)).then(async () => {
          // The cause is committed: nothing here may fail its caller. What is left open, the sweep delivers.
          for (const eventId of events)
            await this.deliver(eventId).catch((error: Error) =>
              this.logger.warn({ eventId, err: error.message }, 'event left for the events sweep'),
            );
        });
        this.inFlight.track(delivery);
        DeliveryScope.current()?.track(delivery);
      },
      afterTransactionRollback: ({ queryRunner }: TransactionRollbackEvent) => {
        if (!queryRunner.isTransactionActive) this.pending.delete(queryRunner);
      },
    };
  }

  private findListeners(): Map<string, Listener[]> {
    const found = new Map<string, Listener[]>();
    const owners = new Map<string, unknown>();
    for (const wrapper of this.discovery.getProviders()) {
      const instance = wrapper.instance as Record<string, unknown> | undefined;
      if (!instance || typeof instance !== 'object') continue;
      const prototype = Object.getPrototypeOf(instance) as object;
      for (const method of this.scanner.getAllMethodNames(prototype)) {
        const fn = instance[method];
        if (typeof fn !== 'function') continue;
        const meta = this.reflector.get<ListenerMetadata | undefined>(
          DOMAIN_EVENT_LISTENER,
          fn as () => unknown,
        );
        if (!meta) continue;
        const owner = owners.get(meta.listener);
        // The same provider class registered in two modules is one listener, not two.
        if (owner === instance.constructor) continue;
        if (owner) throw new Error(`Two event listeners are named "${meta.listener}".`);
        owners.set(meta.listener, instance.constructor);
        const handle = (fn as Listener['handle']).bind(instance);
        found.set(meta.event, [
          ...(found.get(meta.event) ?? []),
          { listener: meta.listener, phase: meta.phase, handle },
        ]);
      }
    }
    return found;
  }
}
