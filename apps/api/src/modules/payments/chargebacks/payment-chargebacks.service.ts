import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { PaymentStatus } from '@portal/shared-types';
import { DataSource } from 'typeorm';
import { AuditService } from '../../audit/index.js';
import { DomainEvents } from '../../../events/index.js';
import { lockOrder } from '../../orders/index.js';
import { ChargebackReceived } from '../payments.events.js';
import {
  PAYMENT_PROVIDER,
  type PaymentProvider,
  type ProviderPayment,
} from '../provider/payment-provider.js';
import { PaymentStatusService } from '../services/payment-status.service.js';
import { PaymentChargeback } from './payment-chargeback.entity.js';

export enum ChargebackAuditEvent {
  Received = 'payment.charged_back',
  Reversed = 'payment.chargeback_reversed',
}

/**
 * Chargebacks as the provider reports them (Mollie calls the payment's webhook; its payment then shows
 * `amountChargedBack`). Each is kept once; the first moves a paid order to ChargedBack ("Zahlung zurückgebucht"),
 * audited, and the service team is mailed. A reversal (the bank gave the money back to us) is recorded and, once
 * every chargeback of the payment is reversed, the order is paid again.
 */
@Injectable()
export class PaymentChargebacks {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly audit: AuditService,
    private readonly status: PaymentStatusService,
    private readonly events: DomainEvents,
  ) {}

  async syncFromProvider(orderId: string, payment: ProviderPayment): Promise<void> {
    const repository = this.dataSource.getRepository(PaymentChargeback);
    if (
      payment.amountChargedBackCents === 0 &&
      !(await repository.existsBy({ provider_payment_id: payment.id }))
    )
      return;
    const chargebacks = await this.provider.chargebacks(payment.id);
    if (!chargebacks.length) return;
    await this.dataSource.transaction(async (manager) => {
      const order = await lockOrder(manager, orderId);
      if (!order) return;
      const known = new Map(
        (await manager.findBy(PaymentChargeback, { provider_payment_id: payment.id })).map((row) => [
          row.provider_chargeback_id,
          row,
        ]),
      );
      for (const chargeback of chargebacks) {
        const row = known.get(chargeback.id);
        const details = { providerPaymentId: payment.id, providerChargebackId: chargeback.id };
        if (!row) {
          const saved = await manager.save(
            manager.create(PaymentChargeback, {
              order_id: order.id,
              provider: this.provider.name,
              provider_payment_id: payment.id,
              provider_chargeback_id: chargeback.id,
              amount_cents: chargeback.amountCents,
              reason: chargeback.reason,
              charged_back_at: chargeback.createdAt,
              reversed_at: chargeback.reversedAt,
            }),
          );
          known.set(chargeback.id, saved);
          await this.audit.record(
            {
              event: ChargebackAuditEvent.Received,
              subject: { type: 'order', id: order.id },
              details: { ...details, amountCents: chargeback.amountCents, reason: chargeback.reason },
            },
            manager,
          );
          await this.events.publish(manager, ChargebackReceived, {
            orderId: order.id,
            chargebackId: saved.id,
          });
        } else if (!row.reversed_at && chargeback.reversedAt) {
          await manager.update(PaymentChargeback, row.id, { reversed_at: chargeback.reversedAt });
          row.reversed_at = chargeback.reversedAt;
          await this.audit.record(
            { event: ChargebackAuditEvent.Reversed, subject: { type: 'order', id: order.id }, details },
            manager,
          );
        }
      }
      const standing = [...known.values()].some((row) => !row.reversed_at);
      if (standing && order.payment_status === PaymentStatus.Success)
        await this.status.changeStatus(manager, order, PaymentStatus.ChargedBack, 'webhook', {
          providerPaymentId: payment.id,
        });
      else if (!standing && order.payment_status === PaymentStatus.ChargedBack)
        await this.status.changeStatus(manager, order, PaymentStatus.Success, 'webhook', {
          providerPaymentId: payment.id,
        });
    });
  }
}
