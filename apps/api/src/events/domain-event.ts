/**
 * A domain event: something that happened in an area, which other areas react to. The area that
 * causes it declares it in `<area>.events.ts` and publishes it (DomainEvents.publish) inside the
 * transaction that causes it; areas above it in the area order listen (@OnDomainEvent). The publisher
 * knows none of its listeners.
 */
export interface DomainEventDefinition<Payload = unknown> {
  readonly name: string;
  /** Never set: it only carries the payload type to `publish` and the listeners. */
  readonly payload?: Payload;
}

export function defineEvent<Payload>(name: string): DomainEventDefinition<Payload> {
  return { name };
}

/**
 * When a listener runs:
 * - `in-transaction`: in the publisher's transaction, with its EntityManager; what it writes commits or
 *   rolls back with the cause (an invoice for a paid order). A failure fails the publisher.
 * - `after-commit`: once the cause is committed, outside it (queueing, mail, calls to the outside). It
 *   runs at least once: right after the commit in the publishing process, or, if that process died or
 *   the listener failed, through the queue (the events sweep). It must be idempotent.
 */
export type ListenerPhase = 'in-transaction' | 'after-commit';
