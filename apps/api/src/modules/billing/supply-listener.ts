import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { OnDomainEvent } from '../../events/index.js';
import { OrderSupplied, orderById } from '../orders/index.js';
import { InvoiceIssuer } from './invoice-issuer.service.js';

/** What billing does when an order is fully supplied, in the transaction that completed it. */
@Injectable()
export class BillingSupplyListener {
  constructor(private readonly invoices: InvoiceIssuer) {}

  /** The final invoice deducting the prepayment, exactly once (issueFinalInvoice answers the existing one). */
  @OnDomainEvent(OrderSupplied, 'billing.issue-final-invoice', 'in-transaction')
  async onOrderSupplied(
    { orderId, suppliedAt }: { orderId: string; suppliedAt: string },
    manager: EntityManager,
  ): Promise<void> {
    await this.invoices.issueFinalInvoice(manager, await orderById(manager, orderId), new Date(suppliedAt));
  }
}
