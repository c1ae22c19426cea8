import { Module } from '@nestjs/common';
import { LoggingModule } from './common/logging/logging.module.js';
import { RedisModule } from './common/redis/redis.module.js';
import { ConfigModule } from './config/config.module.js';
import { DatabaseModule } from './database/database.module.js';
import { QueueModule } from './queue/queue.module.js';

/** What both processes need: configuration, logs, Postgres, Redis and the queue registry. */
@Module({
  imports: [ConfigModule, LoggingModule, DatabaseModule, RedisModule, QueueModule],
  exports: [ConfigModule, LoggingModule, DatabaseModule, RedisModule, QueueModule],
})
export class CoreModule {}
