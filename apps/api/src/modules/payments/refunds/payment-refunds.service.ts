import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { PaymentRefundStatus } from '@portal/shared-types';
import { DataSource, type EntityManager, In, IsNull, LessThan, Not } from 'typeorm';
import type { Viewer } from '../../../common/auth/viewer.js';
import { AppError, ErrorCode, NotFoundError } from '../../../common/errors/app-error.js';
import { QueueRegistry } from '../../../queue/queue-registry.service.js';
import { AuditedWrites, AuditService } from '../../audit/index.js';
import { PaymentAttempt, PaymentAttemptStatus } from '../payment-attempt.entity.js';
import { PaymentsError } from '../payments.errors.js';
import { RequestRefundJob, refundJobId } from '../payments.jobs.js';
import {
  PAYMENT_PROVIDER,
  type PaymentProvider,
  PaymentProviderError,
  type ProviderPayment,
} from '../provider/payment-provider.js';
import { PaymentRefund } from './payment-refund.entity.js';
import { nextRefundStatus, refundableCents, refundStatusOf } from './refund-state.js';

export enum RefundAuditEvent {
  Opened = 'payment.refund_opened',
  Requested = 'payment.refund_requested',
  StatusChanged = 'payment.refund_status_changed',
  Retried = 'payment.refund_retried',
  /** A storno of an order paid by hand (no checkout at the provider): the service team pays it back itself. */
  ByHand = 'payment.refund_by_hand',
}

/** A job whose row the opening transaction has not committed yet: retried with backoff. */
export class RefundNotReadyError extends Error {}

const REFUND_JOB_OPTIONS = { attempts: 8, backoff: { type: 'exponential', delay: 5000 } } as const;

/**
 * Refunds through the provider (issue 32, docs/decisions/payments.md): opened once per cause in the transaction
 * that causes them, asked for by the worker with an idempotency key per try, followed by the provider's webhook
 * and the sweep, and asked for again by an admin after a failure.
 */
@Injectable()
export class PaymentRefunds {
  private readonly logger = new Logger('Payments');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly audit: AuditService,
    private readonly writes: AuditedWrites,
    private readonly queues: QueueRegistry,
  ) {}

  /** A storno of the order's paid prepayment invoice: its amount goes back from the checkout that was paid. */
  async openForStorno(
    manager: EntityManager,
    storno: { orderId: string; stornoId: string; stornoNumber: string; amountCents: number },
  ): Promise<void> {
    const paid = await manager.findOne(PaymentAttempt, {
      where: {
        order_id: storno.orderId,
        status: PaymentAttemptStatus.paid,
        provider_payment_id: Not(IsNull()),
      },
      order: { attempt_no: 'ASC' },
    });
    if (!paid) {
      await this.audit.record(
        {
          event: RefundAuditEvent.ByHand,
          subject: { type: 'order', id: storno.orderId },
          details: { storno: storno.stornoNumber, amountCents: storno.amountCents },
        },
        manager,
      );
      return;
    }
    await this.open(manager, {
      order_id: storno.orderId,
      cause: `storno:${storno.stornoId}`,
      storno_id: storno.stornoId,
      storno_number: storno.stornoNumber,
      provider_payment_id: paid.provider_payment_id!,
      amount_cents: storno.amountCents,
    });
  }

  /** A second checkout paid for an order that was paid already: all of it goes back. */
  async openForDuplicate(
    manager: EntityManager,
    attempt: PaymentAttempt,
    payment: ProviderPayment,
  ): Promise<void> {
    await this.open(manager, {
      order_id: attempt.order_id,
      cause: `duplicate:${attempt.id}`,
      storno_id: null,
      storno_number: null,
      provider_payment_id: payment.id,
      amount_cents: payment.amountCents,
    });
  }

  /** The worker's job: asks the provider for the refund's current try, once whatever retries happen. */
  async request(refundId: string): Promise<void> {
    const refund = await this.dataSource.getRepository(PaymentRefund).findOneBy({ id: refundId });
    if (!refund) throw new RefundNotReadyError(`refund ${refundId} is not committed yet`);
    if (refund.status !== PaymentRefundStatus.Queued || refund.provider_refund_id) return;
    const payment = await this.provider.get(refund.provider_payment_id);
    if (!payment) return this.fail(refund, 'the provider does not know the payment');
    const amountCents = Math.min(refund.amount_cents, refundableCents(payment));
    if (amountCents <= 0) return this.fail(refund, 'nothing left to refund at the provider');
    try {
      const answer = await this.provider.refund({
        paymentId: refund.provider_payment_id,
        amountCents,
        description: refund.storno_number
          ? `Erstattung zu Storno ${refund.storno_number}`
          : 'Erstattung Doppelzahlung',
        idempotencyKey: `refund:${refund.id}:${refund.try_no}`,
      });
      await this.dataSource.transaction(async (manager) => {
        const status = refundStatusOf(answer.status);
        await manager.update(PaymentRefund, refund.id, {
          provider_refund_id: answer.id,
          amount_cents: amountCents,
          status,
          refunded_at: status === PaymentRefundStatus.Refunded ? new Date() : null,
        });
        await this.audit.record(
          {
            event: RefundAuditEvent.Requested,
            subject: { type: 'order', id: refund.order_id },
            details: {
              refundId: refund.id,
              providerRefundId: answer.id,
              amountCents,
              try: refund.try_no,
              status,
            },
          },
          manager,
        );
      });
    } catch (error) {
      // Unavailable: thrown on, the job retries with the same key. A refusal is final for this try.
      if (!(error instanceof PaymentProviderError)) throw error;
      await this.fail(refund, error.message);
    }
  }

  /** Follows the provider's word on the payment's refunds still on their way (its webhook, the sweep). */
  async syncFromProvider(paymentId: string): Promise<void> {
    const open = await this.dataSource.getRepository(PaymentRefund).findBy({
      provider_payment_id: paymentId,
      status: In([PaymentRefundStatus.Queued, PaymentRefundStatus.Pending]),
      provider_refund_id: Not(IsNull()),
    });
    if (!open.length) return;
    const known = new Map((await this.provider.refunds(paymentId)).map((refund) => [refund.id, refund]));
    for (const refund of open) {
      const answer = known.get(refund.provider_refund_id!);
      if (answer) await this.applyStatus(refund.id, refundStatusOf(answer.status));
    }
  }

  /** An admin asks again for a refund that failed: a new try with its own key. */
  async retry(viewer: Viewer, refundId: string): Promise<PaymentRefund> {
    const refund = await this.writes.run(viewer, 'retryRefund', async (manager) => {
      const refund = await manager.findOne(PaymentRefund, {
        where: { id: refundId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!refund) throw new NotFoundError('Refund');
      if (refund.status !== PaymentRefundStatus.Failed)
        throw new AppError(ErrorCode.Conflict, PaymentsError.refundNotFailed);
      const tryNo = refund.try_no + 1;
      await manager.update(PaymentRefund, refund.id, {
        status: PaymentRefundStatus.Queued,
        try_no: tryNo,
        provider_refund_id: null,
        last_error: null,
      });
      await this.audit.record(
        {
          event: RefundAuditEvent.Retried,
          ...AuditService.actor(viewer),
          subject: { type: 'order', id: refund.order_id },
          details: { refundId: refund.id, try: tryNo, previousError: refund.last_error },
        },
        manager,
      );
      return { ...refund, status: PaymentRefundStatus.Queued, try_no: tryNo, provider_refund_id: null };
    });
    await this.enqueue(refund);
    return this.dataSource.getRepository(PaymentRefund).findOneByOrFail({ id: refund.id });
  }

  /**
   * The sweep: asks again for refunds still queued at our side after `staleMs` (a lost job), and reads back those
   * on their way at the provider for longer (a lost webhook). Answers how many it touched.
   */
  async sweep(now: Date, staleMs: number, batch: number): Promise<number> {
    const stale = await this.dataSource.getRepository(PaymentRefund).find({
      where: {
        status: In([PaymentRefundStatus.Queued, PaymentRefundStatus.Pending]),
        updated_at: LessThan(new Date(now.getTime() - staleMs)),
      },
      order: { updated_at: 'ASC' },
      take: batch,
    });
    for (const refund of stale) {
      try {
        if (refund.provider_refund_id) await this.syncFromProvider(refund.provider_payment_id);
        else await this.request(refund.id);
        // Untouched by the provider's answer: still counts as looked at, so the batch moves on.
        await this.dataSource.getRepository(PaymentRefund).update(refund.id, { updated_at: now });
      } catch (error) {
        this.logger.warn({ refundId: refund.id, err: (error as Error).message }, 'refund not followed up');
      }
    }
    return stale.length;
  }

  private async open(
    manager: EntityManager,
    row: Pick<
      PaymentRefund,
      'order_id' | 'cause' | 'storno_id' | 'storno_number' | 'provider_payment_id' | 'amount_cents'
    >,
  ): Promise<void> {
    const inserted = await manager
      .createQueryBuilder()
      .insert()
      .into(PaymentRefund)
      .values({ ...row, provider: this.provider.name, status: PaymentRefundStatus.Queued })
      .orIgnore()
      .returning(['id'])
      .execute();
    const id = (inserted.raw as { id: string }[])[0]?.id;
    if (!id) return;
    await this.audit.record(
      {
        event: RefundAuditEvent.Opened,
        subject: { type: 'order', id: row.order_id },
        details: { refundId: id, cause: row.cause, amountCents: row.amount_cents },
      },
      manager,
    );
    // Queued inside the transaction: the job retries until the row is committed (RefundNotReadyError).
    await this.enqueue({ id, try_no: 1 });
  }

  private async enqueue(refund: Pick<PaymentRefund, 'id' | 'try_no'>): Promise<void> {
    try {
      await this.queues.enqueue(
        RequestRefundJob,
        { refundId: refund.id },
        { jobId: refundJobId(refund.id, refund.try_no), ...REFUND_JOB_OPTIONS },
      );
    } catch (error) {
      // The refund stays queued: the sweep asks the provider instead.
      this.logger.warn({ refundId: refund.id, err: (error as Error).message }, 'refund job not queued');
    }
  }

  private async fail(refund: PaymentRefund, reason: string): Promise<void> {
    this.logger.warn({ refundId: refund.id, reason }, 'refund failed');
    await this.applyStatus(refund.id, PaymentRefundStatus.Failed, reason);
  }

  private async applyStatus(refundId: string, incoming: PaymentRefundStatus, reason?: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const refund = await manager.findOne(PaymentRefund, {
        where: { id: refundId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!refund) return;
      const status = nextRefundStatus(refund.status, incoming);
      if (status === refund.status) return;
      await manager.update(PaymentRefund, refund.id, {
        status,
        last_error:
          status === PaymentRefundStatus.Failed
            ? (reason ?? 'the provider reported the refund failed')
            : null,
        refunded_at: status === PaymentRefundStatus.Refunded ? new Date() : refund.refunded_at,
      });
      await this.audit.record(
        {
          event: RefundAuditEvent.StatusChanged,
          subject: { type: 'order', id: refund.order_id },
          details: { refundId: refund.id, from: refund.status, to: status, ...(reason ? { reason } : {}) },
        },
        manager,
      );
    });
  }
}
