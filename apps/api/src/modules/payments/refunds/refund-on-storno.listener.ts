import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { OnDomainEvent } from '../../../events/index.js';
import { RefundDue } from '../payments.events.js';
import { PaymentRefunds } from './payment-refunds.service.js';

/** A storno of a paid prepayment invoice opens its refund in the storno's own transaction (once per storno). */
@Injectable()
export class RefundOnStorno {
  constructor(private readonly refunds: PaymentRefunds) {}

  @OnDomainEvent(RefundDue, 'payments.open-refund', 'in-transaction')
  async onRefundDue(
    payload: { orderId: string; stornoId: string; stornoNumber: string; amountCents: number },
    manager: EntityManager,
  ): Promise<void> {
    await this.refunds.openForStorno(manager, payload);
  }
}
