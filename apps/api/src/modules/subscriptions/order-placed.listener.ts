import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Clock } from '../../common/clock/clock.js';
import { OnDomainEvent } from '../../events/index.js';
import { OrderPlaced, orderById } from '../orders/index.js';
import { startSubscriptionFor } from './subscription-start.js';

/** A practice's supplements order starts the patient's plan (a renewal already belongs to one). */
@Injectable()
export class SubscriptionOnOrderPlaced {
  constructor(private readonly clock: Clock) {}

  @OnDomainEvent(OrderPlaced, 'subscriptions.start-plan', 'in-transaction')
  async onOrderPlaced(
    { orderId, holdsSupplements, renewal }: { orderId: string; holdsSupplements: boolean; renewal: boolean },
    manager: EntityManager,
  ): Promise<void> {
    if (!holdsSupplements || renewal) return;
    await startSubscriptionFor(manager, await orderById(manager, orderId), this.clock.now());
  }
}
