import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { centsToEuros, formatDate, formatEuro } from '@portal/shared-types';
import { DataSource, QueryFailedError } from 'typeorm';
import { Clock } from '../../../common/clock/clock.js';
import { AuditService } from '../../audit/index.js';
import { MailService } from '../../mail/index.js';
import { RenewalOrders } from '../../orders/index.js';
import { PaymentStatus } from '../../orders/order-status.js';
import { patientById } from '../../patients/index.js';
import { PaymentLinksService } from '../../payments/payment-links.service.js';
import { isPayable } from '../../payments/services/payment-state.js';
import {
  addDays,
  PAYMENT_REMINDER_DAYS,
  RENEWAL_INTERVAL_DAYS,
  SubscriptionStatus,
} from '../subscription-status.js';
import { lockSubscription } from '../subscription-access.js';
import { resume } from '../subscription-transitions.js';
import { Subscription } from '../subscription.entity.js';

/**
 * The worker's side of a plan's cycles: the renewal order, its notice and the automatic resume. Each
 * re-reads the plan under a row lock and does nothing unless the step is still due, so a job that
 * runs twice (retry, second worker) changes nothing the second time.
 */
@Injectable()
export class SubscriptionRenewals {
  private readonly logger = new Logger('Subscriptions');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly paymentLinks: PaymentLinksService,
    private readonly renewalOrders: RenewalOrders,
    private readonly mail: MailService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  /**
   * Cycle `cycleNo`'s order: the previous cycle's supplements at their list price, a supplements part
   * (its recipe is built from the patient's current doses when the part is sent, as for any
   * supplements order) and a payment link mailed to the patient (the orders area makes it, see
   * RenewalOrders). Answers the order's id, or null.
   */
  async renew(subscriptionId: string, cycleNo: number): Promise<string | null> {
    const now = this.clock.now();
    let orderId: string | null;
    try {
      orderId = await this.dataSource.transaction(async (manager) => {
        const subscription = await lockSubscription(manager, subscriptionId);
        if (
          subscription?.status !== SubscriptionStatus.active ||
          subscription.cycle_no + 1 !== cycleNo ||
          subscription.current_period_end > now
        )
          return null;
        await manager.update(Subscription, subscription.id, {
          cycle_no: cycleNo,
          current_period_start: subscription.current_period_end,
          current_period_end: addDays(subscription.current_period_end, RENEWAL_INTERVAL_DAYS),
        });
        // The orders area makes the order (and numbers it last); its OrderPlaced brings the payment link.
        return this.renewalOrders.place(manager, {
          subscriptionId: subscription.id,
          medicalCenterId: subscription.medical_center_id,
          patientId: subscription.patient_id,
          previousCycleNo: subscription.cycle_no,
          cycleNo,
          now,
        });
      });
    } catch (error) {
      // Another run made this cycle's order first: the unique (subscription_id, cycle_no) held.
      if (error instanceof QueryFailedError && (error as { code?: string }).code === '23505') return null;
      throw error;
    }
    return orderId;
  }

  /** Cycle `cycleNo`'s notice to the patient, 7 days before its order; once per cycle. */
  async sendNotice(subscriptionId: string, cycleNo: number): Promise<boolean> {
    const notice = await this.dataSource.transaction(async (manager) => {
      const subscription = await lockSubscription(manager, subscriptionId);
      if (
        subscription?.status !== SubscriptionStatus.active ||
        subscription.cycle_no + 1 !== cycleNo ||
        subscription.notice_sent_for_cycle === cycleNo
      )
        return null;
      const patient = await patientById(manager, subscription.patient_id);
      const lines = await this.renewalOrders.supplementLines(manager, subscription.id, subscription.cycle_no);
      const practice = await manager.query<{ name: string }[]>(
        `SELECT name FROM medical_centers WHERE id = $1`,
        [patient.medical_center_id ?? subscription.medical_center_id],
      );
      subscription.notice_sent_for_cycle = cycleNo;
      await manager.save(subscription);
      return {
        to: patient.email,
        locale: patient.locale === 'en' ? ('en' as const) : ('de' as const),
        data: {
          name: `${patient.first_name} ${patient.last_name}`,
          practice: practice[0]?.name ?? '',
          date: formatDate(subscription.current_period_end),
          amount: formatEuro(centsToEuros(lines.reduce((sum, line) => sum + line.original_price_cents, 0))),
        },
      };
    });
    if (!notice?.to) return false;
    await this.mail.send({
      to: notice.to,
      template: 'subscription-renewal',
      locale: notice.locale,
      data: notice.data,
    });
    return true;
  }

  /**
   * An unpaid order's reminder `reminderNo` (1–3): the link again, in reminder words, if the order is still
   * unpaid, its link still works, the link went out `reminderNo` times so far and, for a renewal, its plan is
   * still active (a pause halts payment); the link's send number makes a second run send nothing. A practice's
   * order gets the first order's words, a renewal the subscription's.
   */
  async remindPayment(orderId: string, reminderNo: number): Promise<boolean> {
    const days = PAYMENT_REMINDER_DAYS[reminderNo - 1];
    if (days === undefined) return false;
    const [due] = await this.dataSource.query<
      { payment_status: PaymentStatus | null; is_autogenerated: boolean }[]
    >(
      `SELECT o.payment_status, o.is_autogenerated FROM orders o
       LEFT JOIN subscriptions s ON s.id = o.subscription_id
       JOIN payment_links l ON l.order_id = o.id AND l.sent_count = $2 AND l.expires_at > $4
       WHERE o.id = $1 AND (NOT o.is_autogenerated OR s.status = 'active')
         AND o.placed_at + make_interval(days => $3) <= $4`,
      [orderId, reminderNo, days, this.clock.now()],
    );
    if (!due || !isPayable(due.payment_status)) return false;
    const template = due.is_autogenerated ? 'payment-reminder' : 'order-payment-reminder';
    return this.paymentLinks.deliverLinkMail(orderId, reminderNo + 1, template);
  }

  /** The pause of `pausedAt` ends by itself 60 days later, unless the plan moved on meanwhile. */
  async autoResume(subscriptionId: string, pausedAt: string): Promise<boolean> {
    const now = this.clock.now();
    return this.dataSource.transaction(async (manager) => {
      const subscription = await lockSubscription(manager, subscriptionId);
      if (
        subscription?.status !== SubscriptionStatus.paused ||
        subscription.paused_at?.toISOString() !== pausedAt ||
        !subscription.resume_at ||
        subscription.resume_at > now
      )
        return false;
      await resume(manager, subscription, now);
      await this.audit.record(
        {
          event: 'subscription.resumed',
          subject: { type: 'subscription', id: subscription.id },
          details: { from: SubscriptionStatus.paused, to: SubscriptionStatus.active, source: 'auto' },
        },
        manager,
      );
      return true;
    });
  }
}
