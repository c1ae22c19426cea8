import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { concatMap, type Observable } from 'rxjs';
import { DomainEvents } from './domain-events.service.js';

/**
 * A request answers once the after-commit listeners of what it committed have run (the payment link is
 * queued when placeOrder answers), as it did when they were called directly. The delivery itself runs
 * outside the committing transaction (DomainEvents' commit hook), so waiting here holds no connection.
 */
@Injectable()
export class EventsSettledInterceptor implements NestInterceptor {
  constructor(private readonly events: DomainEvents) {}

  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      concatMap(async (value: unknown) => {
        await this.events.settled();
        return value;
      }),
    );
  }
}
