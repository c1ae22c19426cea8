import { Module } from '@nestjs/common';
import { ResultOpenings } from './result-openings.service.js';
import { WorkQueueResolver } from './work-queue.resolver.js';
import { WorkQueueService } from './work-queue.service.js';

/** "Zu erledigen": a read model over other areas' tables (plain SQL) and its own record of opened results. */
@Module({
  providers: [WorkQueueService, ResultOpenings, WorkQueueResolver],
})
export class WorkQueueModule {}
