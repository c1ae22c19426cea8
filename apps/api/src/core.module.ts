import { Module } from '@nestjs/common';
import { ClockModule } from './common/clock/clock.js';
import { LoggingModule } from './common/logging/logging.module.js';
import { RedisModule } from './common/redis/redis.module.js';
import { ConfigModule } from './config/config.module.js';
import { DatabaseModule } from './database/database.module.js';
import { EventsModule } from './events/index.js';
import { QueueModule } from './queue/queue.module.js';
import { TracingModule } from './tracing/tracing.module.js';

/**
 * What both processes need: configuration, logs, Postgres, Redis, the queue registry, the clock, domain events
 * and the flush of the traces at shutdown.
 */
@Module({
  imports: [
    ConfigModule,
    LoggingModule,
    DatabaseModule,
    RedisModule,
    QueueModule,
    ClockModule,
    EventsModule,
    TracingModule,
  ],
  exports: [ConfigModule, LoggingModule, DatabaseModule, RedisModule, QueueModule, ClockModule, EventsModule],
})
export class CoreModule {}
