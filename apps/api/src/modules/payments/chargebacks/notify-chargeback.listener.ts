import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { centsToEuros, formatEuro } from '@portal/shared-types';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../../config/app-config.js';
import { OnDomainEvent } from '../../../events/index.js';
import { MailService } from '../../mail/index.js';
import { orderById } from '../../orders/index.js';
import { ChargebackReceived } from '../payments.events.js';
import { PaymentChargeback } from './payment-chargeback.entity.js';

/** The service team hears of every chargeback, after the commit (the event's delivery row keeps it to one mail). */
@Injectable()
export class NotifyServiceTeamOnChargeback {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly config: AppConfig,
  ) {}

  @OnDomainEvent(ChargebackReceived, 'payments.notify-service-team-chargeback', 'after-commit')
  async onChargeback({ orderId, chargebackId }: { orderId: string; chargebackId: string }): Promise<void> {
    const manager = this.dataSource.manager;
    const chargeback = await manager.findOneBy(PaymentChargeback, { id: chargebackId });
    if (!chargeback) return;
    const order = await orderById(manager, orderId);
    await this.mail.send({
      to: this.config.serviceTeamEmail,
      template: 'payment-charged-back',
      locale: 'de',
      data: {
        orderNumber: order.order_number ?? order.id,
        amount: formatEuro(centsToEuros(chargeback.amount_cents)),
        reason: chargeback.reason ?? '–',
        url: `${this.config.appUrl}/admin/orders`,
      },
    });
  }
}
