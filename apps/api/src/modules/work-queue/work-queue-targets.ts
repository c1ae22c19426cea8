import { WorkQueueItemKind as Kind } from './work-queue.types.js';

/** The practice's kinds, in the panel's order. */
export const PRACTICE_KINDS = [
  Kind.SamplesToRegister,
  Kind.PaymentsOverdue,
  Kind.ResultsUnopened,
  Kind.RecipesToApprove,
  Kind.SubscriptionPaymentsPending,
  Kind.SubscriptionChangeRequests,
  Kind.BloodUploadsRejected,
] as const;

/** The admins' kinds, in the panel's order. */
export const ADMIN_KINDS = [
  Kind.LabRegistrationErrors,
  Kind.LabReportsQuarantined,
  Kind.BloodUploadsWaiting,
  Kind.PaymentsFailed,
  Kind.CreditNotesToPay,
] as const;

/**
 * Where each kind of work is done on the web: the list with the filter or order that brings it to the top
 * (the doctor's lists have no status filter yet, so they sort by the column that does).
 */
export const WORK_QUEUE_TARGETS: Record<Kind, string> = {
  [Kind.SamplesToRegister]: '/orders?orderBy=STATUS:ASC',
  [Kind.PaymentsOverdue]: '/orders?orderBy=PAYMENT_STATUS:ASC',
  [Kind.ResultsUnopened]: '/orders?orderBy=STATUS:DESC',
  [Kind.RecipesToApprove]: '/orders?orderBy=STATUS:DESC',
  [Kind.SubscriptionPaymentsPending]: '/orders?orderBy=PAYMENT_STATUS:ASC',
  // The patient's plan is decided on the patient's subscriptions tab: /patients is where the doctor finds them.
  [Kind.SubscriptionChangeRequests]: '/patients',
  [Kind.BloodUploadsRejected]: '/patients',
  [Kind.LabRegistrationErrors]: '/admin/orders',
  [Kind.LabReportsQuarantined]: '/admin/orders/lab-reports',
  [Kind.BloodUploadsWaiting]: '/admin/blood-uploads?state=Received',
  [Kind.PaymentsFailed]: '/admin/orders',
  [Kind.CreditNotesToPay]: '/admin/therapists/credit-notes?status=Unpaid',
};
