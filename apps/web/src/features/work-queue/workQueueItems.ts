import { type KnownValue } from '../../relay/enumValues';
import { type WorkQueueItemKind } from './__generated__/WorkQueuePanel_workQueue.graphql';

export type WorkQueueAudience = 'doctor' | 'admin';
export type WorkQueueKind = KnownValue<WorkQueueItemKind>;

/** The header link whose badge counts the kind: a doctor's patients or orders, the admins' home. */
export const BADGE_LINK_OF: Record<WorkQueueKind, '/patients' | '/orders' | '/admin'> = {
  SamplesToRegister: '/orders',
  PaymentsOverdue: '/orders',
  ResultsUnopened: '/patients',
  RecipesToApprove: '/patients',
  SubscriptionPaymentsPending: '/orders',
  SubscriptionChangeRequests: '/patients',
  BloodUploadsRejected: '/patients',
  LabRegistrationErrors: '/admin',
  LabReportsQuarantined: '/admin',
  BloodUploadsWaiting: '/admin',
  PaymentsFailed: '/admin',
  CreditNotesToPay: '/admin',
};

/** How many items each audience's panel has: the skeleton keeps that shape while loading. */
export const ITEMS_OF: Record<WorkQueueAudience, number> = { doctor: 7, admin: 5 };

/** Whether the web knows the kind (a newer API may send one it has no label for yet). */
export const isKnownKind = (kind: WorkQueueItemKind): kind is WorkQueueKind => kind in BADGE_LINK_OF;
