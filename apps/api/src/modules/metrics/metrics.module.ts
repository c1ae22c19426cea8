import { Module } from '@nestjs/common';
import { Registry } from 'prom-client';
import { EventMetrics } from './event-metrics.js';
import { HttpMetrics } from './http-metrics.js';
import { MetricsController } from './metrics.controller.js';
import { createMetricsRegistry } from './metrics-registry.js';
import { QueueMetrics } from './queue-metrics.js';

/**
 * Prometheus metrics of the HTTP process (request durations, queue depths, undelivered domain events,
 * Node's process metrics); configureHttp installs HttpMetrics' middleware. The worker has none of it.
 */
@Module({
  controllers: [MetricsController],
  providers: [
    { provide: Registry, useFactory: createMetricsRegistry },
    HttpMetrics,
    QueueMetrics,
    EventMetrics,
  ],
  exports: [HttpMetrics],
})
export class MetricsModule {}
