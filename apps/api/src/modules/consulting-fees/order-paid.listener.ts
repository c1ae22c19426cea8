import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { OnDomainEvent } from '../../events/index.js';
import { OrderPaid, orderById } from '../orders/index.js';
import { ConsultingFeeLedger } from './consulting-fee-ledger.service.js';

/** A paid order earns the practice its consulting fee, in the transaction that records the payment. */
@Injectable()
export class ConsultingFeeOnOrderPaid {
  constructor(private readonly ledger: ConsultingFeeLedger) {}

  @OnDomainEvent(OrderPaid, 'consulting-fees.earn', 'in-transaction')
  async onOrderPaid({ orderId }: { orderId: string }, manager: EntityManager): Promise<void> {
    await this.ledger.earn(manager, await orderById(manager, orderId));
  }
}
