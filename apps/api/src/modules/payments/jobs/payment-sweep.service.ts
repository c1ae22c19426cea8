import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { PaymentStatus } from '@portal/shared-types';
import { DataSource, In, IsNull, LessThan, Not } from 'typeorm';
import { InboundEvent } from '../../../common/webhooks/inbound-event.entity.js';
import { PaymentAttempt, PaymentAttemptStatus } from '../payment-attempt.entity.js';
import { PaymentLink } from '../payment-link.entity.js';
import { PaymentLinksService } from '../payment-links.service.js';
import {
  STALE_ATTEMPT_MS,
  STALE_REFUND_MS,
  SWEEP_BATCH,
  UNPROCESSED_EVENT_MS,
  UNSENT_LINK_MS,
} from '../payments.limits.js';
import { PaymentRefunds } from '../refunds/payment-refunds.service.js';
import { isPayable } from '../services/payment-state.js';
import { linkUsable, PaymentStatusService } from '../services/payment-status.service.js';
import { lockOrder } from '../../orders/index.js';
import { ProviderSync } from '../services/provider-sync.service.js';
import { PaymentInbox } from '../webhooks/payment-inbox.service.js';
import { DomainEvents } from '../../../events/index.js';
import { PaymentLinkExpired } from '../payments.events.js';

export interface SweepResult {
  refreshed: number;
  expired: number;
  mailed: number;
  requeued: number;
  /** Refunds asked for again (still queued at our side) or read back (still on their way at the provider). */
  refunds: number;
}

/**
 * Reconciliation, once a minute (and directly in tests): re-reads checkouts the provider has not
 * called final for a while (a lost webhook), expires links past their TTL and ends their open
 * checkouts, mails links that never went out (a crash between placing and queueing), queues inbox
 * events again that were stored but never handed to the worker, and follows up refunds left waiting.
 */
@Injectable()
export class PaymentSweep {
  private readonly logger = new Logger('Payments');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly sync: ProviderSync,
    private readonly status: PaymentStatusService,
    private readonly links: PaymentLinksService,
    private readonly inbox: PaymentInbox,
    private readonly events: DomainEvents,
    private readonly refunds: PaymentRefunds,
  ) {}

  async run(now = new Date()): Promise<SweepResult> {
    const result = {
      refreshed: await this.refreshStaleAttempts(now),
      expired: await this.expireLinks(now),
      mailed: await this.mailUnsentLinks(now),
      requeued: await this.requeueInbox(now),
      refunds: await this.refunds.sweep(now, STALE_REFUND_MS, SWEEP_BATCH),
    };
    if (Object.values(result).some(Boolean)) this.logger.log(result, 'payment sweep');
    return result;
  }

  private async refreshStaleAttempts(now: Date): Promise<number> {
    const stale = await this.dataSource.getRepository(PaymentAttempt).find({
      where: {
        status: In([PaymentAttemptStatus.open, PaymentAttemptStatus.creating]),
        provider_payment_id: Not(IsNull()),
        updated_at: LessThan(new Date(now.getTime() - STALE_ATTEMPT_MS)),
      },
      order: { updated_at: 'ASC' },
      take: SWEEP_BATCH,
    });
    for (const attempt of stale) await this.sync.refresh(attempt, 'sweep');
    return stale.length;
  }

  private async expireLinks(now: Date): Promise<number> {
    const due = await this.dataSource
      .getRepository(PaymentLink)
      .createQueryBuilder('link')
      .innerJoin('link.order', 'ord')
      .where('link.expires_at <= :now', { now })
      .andWhere('ord.payment_status IN (:...open)', { open: [PaymentStatus.Pending, PaymentStatus.Fail] })
      .orderBy('link.expires_at', 'ASC')
      .take(SWEEP_BATCH)
      .getMany();
    let expired = 0;
    for (const link of due) {
      // A checkout paid just before the end still counts: read the open ones first.
      for (const attempt of await this.sync.openAttempts(link.order_id))
        await this.sync.refresh(attempt, 'sweep');
      const changed = await this.dataSource.transaction(async (manager) => {
        const order = await lockOrder(manager, link.order_id);
        const current = await manager.findOneBy(PaymentLink, { id: link.id });
        if (!order || !isPayable(order.payment_status) || linkUsable(current, now)) return false;
        const moved = await this.status.changeStatus(manager, order, PaymentStatus.Expired, 'sweep', {
          expiredAt: current!.expires_at.toISOString(),
        });
        if (moved) await this.events.publish(manager, PaymentLinkExpired, { orderId: order.id });
        return moved;
      });
      if (changed) expired += 1;
      await this.sync.cancelOpen(link.order_id, 'sweep');
    }
    return expired;
  }

  private async mailUnsentLinks(now: Date): Promise<number> {
    const unsent = await this.dataSource
      .getRepository(PaymentLink)
      .createQueryBuilder('link')
      .innerJoin('link.order', 'ord')
      .where('link.sent_count = 0')
      .andWhere('link.created_at < :before', { before: new Date(now.getTime() - UNSENT_LINK_MS) })
      .andWhere('link.expires_at > :now', { now })
      .andWhere('ord.placed_at IS NOT NULL')
      .andWhere('ord.payment_status IN (:...open)', { open: [PaymentStatus.Pending, PaymentStatus.Fail] })
      .orderBy('link.created_at', 'ASC')
      .take(SWEEP_BATCH)
      .getMany();
    for (const link of unsent) await this.links.sendLinkMail(link.order_id);
    return unsent.length;
  }

  private async requeueInbox(now: Date): Promise<number> {
    const waiting = await this.dataSource.getRepository(InboundEvent).find({
      where: {
        // The inbox table also holds the lab's callbacks; those are the lab sweep's.
        provider: this.inbox.providerName,
        processed_at: IsNull(),
        received_at: LessThan(new Date(now.getTime() - UNPROCESSED_EVENT_MS)),
      },
      order: { received_at: 'ASC' },
      take: SWEEP_BATCH,
    });
    // Same job id as the first time: a row whose job still waits, runs or failed for good is left alone.
    for (const event of waiting) await this.inbox.enqueue(event.id);
    return waiting.length;
  }
}
