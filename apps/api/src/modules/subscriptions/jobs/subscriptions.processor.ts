// Worker side of the subscriptions queue: the sweep enqueues what is due; each job re-reads its plan
// and does nothing when the step is no longer due (SubscriptionRenewals).
import { Injectable } from '@nestjs/common';
import { JobHandler } from '../../../queue/job-handler.decorator.js';
import {
  RemindRenewalPaymentJob,
  RenewSubscriptionJob,
  ResumeSubscriptionJob,
  SendRenewalNoticeJob,
  SweepSubscriptionsJob,
} from '../subscriptions.jobs.js';
import { SubscriptionRenewals } from './subscription-renewals.service.js';
import { SubscriptionSweep, type SubscriptionSweepResult } from './subscription-sweep.service.js';

export type SweepSubscriptionsPayload = Record<string, never>;

export interface RenewSubscriptionPayload {
  subscriptionId: string;
  cycleNo: number;
}

export interface SendRenewalNoticePayload {
  subscriptionId: string;
  cycleNo: number;
}

export interface ResumeSubscriptionPayload {
  subscriptionId: string;
  /** The pause this resume ends (ISO time): a later pause gets its own job. */
  pausedAt: string;
}

export interface RemindRenewalPaymentPayload {
  orderId: string;
  /** 1, 2 or 3: the reminder 2, 5 or 9 days after the order was placed. */
  reminderNo: number;
}

@Injectable()
export class SubscriptionsProcessor {
  constructor(
    private readonly sweep: SubscriptionSweep,
    private readonly renewals: SubscriptionRenewals,
  ) {}

  @JobHandler(SweepSubscriptionsJob)
  runSweep(): Promise<SubscriptionSweepResult> {
    return this.sweep.run();
  }

  @JobHandler(RenewSubscriptionJob)
  renew(payload: RenewSubscriptionPayload): Promise<string | null> {
    return this.renewals.renew(payload.subscriptionId, payload.cycleNo);
  }

  @JobHandler(SendRenewalNoticeJob)
  sendNotice(payload: SendRenewalNoticePayload): Promise<boolean> {
    return this.renewals.sendNotice(payload.subscriptionId, payload.cycleNo);
  }

  @JobHandler(ResumeSubscriptionJob)
  autoResume(payload: ResumeSubscriptionPayload): Promise<boolean> {
    return this.renewals.autoResume(payload.subscriptionId, payload.pausedAt);
  }

  @JobHandler(RemindRenewalPaymentJob)
  remindPayment(payload: RemindRenewalPaymentPayload): Promise<boolean> {
    return this.renewals.remindPayment(payload.orderId, payload.reminderNo);
  }
}
