export { DeliveryScope } from './delivery-scope.js';
export { defineEvent, type DomainEventDefinition, type ListenerPhase } from './domain-event.js';
export { DomainEvents } from './domain-events.service.js';
export { EVENT_JOBS } from './domain-events.jobs.js';
export { EventsModule } from './events.module.js';
export { OnDomainEvent } from './on-domain-event.decorator.js';
