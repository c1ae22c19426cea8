import { defineJob } from '../../queue/job-definition.js';
import type {
  RemindRenewalPaymentPayload,
  RenewSubscriptionPayload,
  ResumeSubscriptionPayload,
  SendRenewalNoticePayload,
  SweepSubscriptionsPayload,
} from './jobs/subscriptions.processor.js';

export const SUBSCRIPTIONS_QUEUE = 'subscriptions';

/** The sweep, every 10 minutes: enqueues what is due (renewals, notices, auto-resumes). */
export const SweepSubscriptionsJob = defineJob<SweepSubscriptionsPayload>(
  SUBSCRIPTIONS_QUEUE,
  'subscriptions.sweep',
);
/** One cycle's renewal order (job id: subscription and cycle). */
export const RenewSubscriptionJob = defineJob<RenewSubscriptionPayload>(
  SUBSCRIPTIONS_QUEUE,
  'subscriptions.renew',
);
/** One cycle's renewal notice, 7 days before (job id: subscription and cycle). */
export const SendRenewalNoticeJob = defineJob<SendRenewalNoticePayload>(
  SUBSCRIPTIONS_QUEUE,
  'subscriptions.renewal-notice',
);
/** One pause's automatic resume after 60 days (job id: subscription and pause time). */
export const ResumeSubscriptionJob = defineJob<ResumeSubscriptionPayload>(
  SUBSCRIPTIONS_QUEUE,
  'subscriptions.auto-resume',
);

/** An unpaid order's n-th payment reminder (a practice's or a renewal), 2, 5 and 9 days after it was placed (job id: order and n). */
export const RemindRenewalPaymentJob = defineJob<RemindRenewalPaymentPayload>(
  SUBSCRIPTIONS_QUEUE,
  'subscriptions.payment-reminder',
);

export const SUBSCRIPTION_JOBS = [
  SweepSubscriptionsJob,
  RenewSubscriptionJob,
  SendRenewalNoticeJob,
  ResumeSubscriptionJob,
  RemindRenewalPaymentJob,
];

export const renewalJobId = (subscriptionId: string, cycleNo: number) =>
  `subscription-renewal-${subscriptionId}-${cycleNo}`;
export const noticeJobId = (subscriptionId: string, cycleNo: number) =>
  `subscription-notice-${subscriptionId}-${cycleNo}`;
export const resumeJobId = (subscriptionId: string, pausedAt: Date) =>
  `subscription-resume-${subscriptionId}-${pausedAt.getTime()}`;
export const reminderJobId = (orderId: string, reminderNo: number) =>
  `subscription-payment-reminder-${orderId}-${reminderNo}`;
