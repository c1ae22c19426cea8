import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { OnDomainEvent } from '../../events/index.js';
import { OrderPlaced, orderById } from '../orders/index.js';
import { PaymentLinksService } from './payment-links.service.js';

/** A placed order gets its payment link in the placing transaction, and the link's mail after the commit. */
@Injectable()
export class PaymentLinkOnOrderPlaced {
  constructor(private readonly links: PaymentLinksService) {}

  @OnDomainEvent(OrderPlaced, 'payments.create-link', 'in-transaction')
  async createLink({ orderId }: { orderId: string }, manager: EntityManager): Promise<void> {
    await this.links.createForPlacedOrder(manager, await orderById(manager, orderId));
  }

  /** The first mailing: run twice, it is still one mail (the job id and the link's sent count name mailing 1). */
  @OnDomainEvent(OrderPlaced, 'payments.mail-link', 'after-commit')
  async mailLink({ orderId }: { orderId: string }): Promise<void> {
    await this.links.sendLinkMail(orderId, 1);
  }
}
