import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { OnDomainEvent } from '../../events/index.js';
import { OrderCancelled, OrderPaid, orderById } from '../orders/index.js';
import { ConsultingFeeLedger } from './consulting-fee-ledger.service.js';

/**
 * A paid order earns the practice its consulting fee, in the transaction that records the payment; a
 * cancelled order's unpaid fee is cancelled with it.
 */
@Injectable()
export class ConsultingFeeOrderListeners {
  constructor(private readonly ledger: ConsultingFeeLedger) {}

  @OnDomainEvent(OrderPaid, 'consulting-fees.earn', 'in-transaction')
  async onOrderPaid({ orderId }: { orderId: string }, manager: EntityManager): Promise<void> {
    await this.ledger.earn(manager, await orderById(manager, orderId));
  }

  @OnDomainEvent(OrderCancelled, 'consulting-fees.cancel', 'in-transaction')
  async onOrderCancelled({ orderId }: { orderId: string }, manager: EntityManager): Promise<void> {
    await this.ledger.cancel(manager, orderId);
  }
}
