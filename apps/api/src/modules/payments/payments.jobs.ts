import { defineJob } from '../../queue/job-definition.js';
import type {
  ProcessPaymentEventPayload,
  RequestRefundPayload,
  SendPaymentLinkMailPayload,
  SweepPaymentsPayload,
} from './jobs/payments.processor.js';

export const PAYMENTS_QUEUE = 'payments';

/** One verified webhook from the inbox: fetch the payment back and apply it (job id: the inbox row). */
export const ProcessPaymentEventJob = defineJob<ProcessPaymentEventPayload>(
  PAYMENTS_QUEUE,
  'payments.process-event',
);
/** One mailing of an order's payment link (job id: order and send number). */
export const SendPaymentLinkMailJob = defineJob<SendPaymentLinkMailPayload>(
  PAYMENTS_QUEUE,
  'payments.send-link-mail',
);
/** The reconciliation sweep, once a minute. */
export const SweepPaymentsJob = defineJob<SweepPaymentsPayload>(PAYMENTS_QUEUE, 'payments.sweep');

/** One try of a refund at the provider (job id: refund and try). */
export const RequestRefundJob = defineJob<RequestRefundPayload>(PAYMENTS_QUEUE, 'payments.request-refund');

export const PAYMENT_JOBS = [
  ProcessPaymentEventJob,
  SendPaymentLinkMailJob,
  SweepPaymentsJob,
  RequestRefundJob,
];

export const paymentEventJobId = (inboundEventId: string) => `payment-event-${inboundEventId}`;
export const linkMailJobId = (orderId: string, sendNo: number) => `payment-link-mail-${orderId}-${sendNo}`;
export const refundJobId = (refundId: string, tryNo: number) => `payment-refund-${refundId}-${tryNo}`;
