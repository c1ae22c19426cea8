import { Injectable } from '@nestjs/common';
import { OnDomainEvent } from '../../events/index.js';
import { OrderPaid } from '../orders/index.js';
import { LabDispatch } from './lab-dispatch.service.js';

/** A paid order's registered samples go to the lab, after the payment's commit. */
@Injectable()
export class LabOnOrderPaid {
  constructor(private readonly dispatch: LabDispatch) {}

  @OnDomainEvent(OrderPaid, 'lab.send-ready-parts', 'after-commit')
  async onOrderPaid({ orderId }: { orderId: string }): Promise<void> {
    await this.dispatch.sendReadyParts(orderId);
  }
}
