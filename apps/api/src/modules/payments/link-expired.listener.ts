import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { centsToEuros, formatDate, formatEuro } from '@portal/shared-types';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../config/app-config.js';
import { OnDomainEvent } from '../../events/index.js';
import { MailService } from '../mail/index.js';
import { orderWithCreator } from '../orders/index.js';
import { PaymentLink } from './payment-link.entity.js';
import { PaymentLinkExpired } from './payments.events.js';

/**
 * The doctor hears that an order's link expired unpaid (commerce design §1, "doctor notified on expiry"), with
 * the way to send it again. To the doctor who created the order, else (a renewal) the practice's address. After
 * the commit; the event's delivery row keeps a redelivery from mailing twice.
 */
@Injectable()
export class NotifyDoctorOnLinkExpired {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly config: AppConfig,
  ) {}

  @OnDomainEvent(PaymentLinkExpired, 'payments.notify-doctor-link-expired', 'after-commit')
  async onExpired({ orderId }: { orderId: string }): Promise<void> {
    const manager = this.dataSource.manager;
    const order = await orderWithCreator(manager, orderId);
    const link = await manager.findOneBy(PaymentLink, { order_id: orderId });
    const doctor = order?.createdByUser;
    const to = doctor?.email ?? order?.medicalCenter?.contact?.email;
    if (!order || !link || !to) return;
    await this.mail.send({
      to,
      template: 'payment-link-expired',
      locale: doctor?.locale === 'en' ? 'en' : 'de',
      data: {
        name: doctor ? `${doctor.first_name} ${doctor.last_name}` : (order.medicalCenter?.name ?? ''),
        orderNumber: order.order_number ?? '',
        amount: formatEuro(centsToEuros(order.total_price_cents)),
        expiredAt: formatDate(link.expires_at),
        url: `${this.config.appUrl}/patients/${order.patient_id}/orders`,
      },
    });
  }
}
