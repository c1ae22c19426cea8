import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { concatMap, Observable } from 'rxjs';
import { DeliveryScope } from './delivery-scope.js';

/**
 * A request answers once the after-commit listeners of what it committed have run (the payment link is
 * queued when placeOrder answers), as it did when they were called directly; the deliveries of other
 * requests do not hold it up (each handler runs in its own DeliveryScope). The delivery itself runs
 * outside the committing transaction (DomainEvents' commit hook), so waiting here holds no connection.
 */
@Injectable()
export class EventsSettledInterceptor implements NestInterceptor {
  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const deliveries = new DeliveryScope();
    // The handler is called and subscribed to inside the scope, so its commits are the scope's.
    return new Observable((subscriber) =>
      deliveries.run(() =>
        next
          .handle()
          .pipe(
            concatMap(async (value: unknown) => {
              await deliveries.settled();
              return value;
            }),
          )
          .subscribe(subscriber),
      ),
    );
  }
}
