import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { OnDomainEvent } from '../../events/index.js';
import { OrderPaid, orderById } from '../orders/index.js';
import { PaymentReceivedAfterCancel } from '../payments/index.js';
import { InvoiceIssuer } from './invoice-issuer.service.js';

/** What billing does when money arrives, in the transaction that records it. */
@Injectable()
export class BillingPaymentListeners {
  constructor(private readonly invoices: InvoiceIssuer) {}

  /** A paid order gets its invoice, exactly once (issueInvoice answers the existing one). */
  @OnDomainEvent(OrderPaid, 'billing.issue-invoice', 'in-transaction')
  async onOrderPaid({ orderId }: { orderId: string }, manager: EntityManager): Promise<void> {
    await this.invoices.issueInvoice(manager, await orderById(manager, orderId));
  }

  /** Money for a cancelled order is documented and refunded: invoice and storno (docs/decisions/billing.md, issue 12). */
  @OnDomainEvent(PaymentReceivedAfterCancel, 'billing.invoice-and-storno-late-payment', 'in-transaction')
  async onPaidAfterCancel({ orderId }: { orderId: string }, manager: EntityManager): Promise<void> {
    const invoice = await this.invoices.issueInvoice(manager, await orderById(manager, orderId));
    await this.invoices.issueStorno(manager, invoice);
  }
}
