import { Global, Module } from '@nestjs/common';
import { APP_INTERCEPTOR, DiscoveryModule } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DomainEventDelivery } from './domain-event-delivery.entity.js';
import { DomainEventRecord } from './domain-event.entity.js';
import { DomainEventsProcessor } from './domain-events.processor.js';
import { DomainEvents } from './domain-events.service.js';
import { EventsSettledInterceptor } from './events-settled.interceptor.js';

/**
 * Domain events in both processes: publish and after-commit delivery everywhere; the sweep and the
 * queued deliveries run in the worker (its schedules and job handlers are inert in the API).
 */
@Global()
@Module({
  imports: [DiscoveryModule, TypeOrmModule.forFeature([DomainEventRecord, DomainEventDelivery])],
  providers: [
    DomainEvents,
    DomainEventsProcessor,
    { provide: APP_INTERCEPTOR, useClass: EventsSettledInterceptor },
  ],
  exports: [DomainEvents],
})
export class EventsModule {}
