import { defineJob } from '../queue/job-definition.js';

export const EVENTS_QUEUE = 'events';

export interface DeliverEventPayload {
  eventId: string;
}

/** The after-commit listeners of one event that have not handled it yet (job id: the event). */
export const DeliverEventJob = defineJob<DeliverEventPayload>(EVENTS_QUEUE, 'events.deliver');
/** Events whose delivery was left open (the process died after the commit, a listener failed), once a minute. */
export const SweepEventsJob = defineJob<Record<string, never>>(EVENTS_QUEUE, 'events.sweep');

export const EVENT_JOBS = [DeliverEventJob, SweepEventsJob];

export const deliverEventJobId = (eventId: string, round: number) => `event-${eventId}-${round}`;
