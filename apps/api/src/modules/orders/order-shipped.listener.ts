import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { OnDomainEvent } from '../../events/index.js';
import { MailService } from '../mail/index.js';
import { orderWithPatientAndPractice } from './order-reads.js';
import { OrderShipped } from './orders.events.js';

/**
 * The patient hears that the parcel is on its way, with the tracking link (none for a carrier we have no
 * page for). After the commit; the event's delivery row keeps a redelivery from mailing twice.
 */
@Injectable()
export class MailOnOrderShipped {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly mail: MailService,
  ) {}

  @OnDomainEvent(OrderShipped, 'orders.mail-shipment', 'after-commit')
  async onShipped({ orderId }: { orderId: string }): Promise<void> {
    const order = await orderWithPatientAndPractice(this.dataSource.manager, orderId);
    const to = order?.order_email ?? order?.patient?.email;
    if (!order?.patient || !to || !order.shipment_carrier || !order.shipment_number) return;
    await this.mail.send({
      to,
      template: 'order-shipped',
      locale: order.patient.locale === 'en' ? 'en' : 'de',
      data: {
        name: `${order.patient.first_name} ${order.patient.last_name}`,
        orderNumber: order.order_number ?? '',
        carrier: order.shipment_carrier,
        trackingNumber: order.shipment_number,
        url: order.shipment_tracking_url,
      },
    });
  }
}
