import { Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { stopTracing } from './start-tracing.js';

/** The spans of the last seconds are still in the batch when a process is told to stop: export them. */
@Injectable()
class TracingShutdown implements OnApplicationShutdown {
  onApplicationShutdown(): Promise<void> {
    return stopTracing();
  }
}

@Module({ providers: [TracingShutdown] })
export class TracingModule {}
