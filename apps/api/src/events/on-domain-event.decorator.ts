import { SetMetadata } from '@nestjs/common';
import type { DomainEventDefinition, ListenerPhase } from './domain-event.js';

export const DOMAIN_EVENT_LISTENER = Symbol('DOMAIN_EVENT_LISTENER');

export interface ListenerMetadata {
  readonly event: string;
  /** Stable and unique: `<area>.<what it does>`; deliveries are recorded under it. */
  readonly listener: string;
  readonly phase: ListenerPhase;
}

/**
 * Marks a provider method as a listener of an event. In-transaction listeners are called with
 * (payload, manager), after-commit listeners with (payload).
 */
export const OnDomainEvent = <Payload>(
  event: DomainEventDefinition<Payload>,
  listener: string,
  phase: ListenerPhase,
) => SetMetadata(DOMAIN_EVENT_LISTENER, { event: event.name, listener, phase } satisfies ListenerMetadata);
