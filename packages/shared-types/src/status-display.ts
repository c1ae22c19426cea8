// The one mapping from every status the portal shows to its tone, icon and label (design ui.md, "States as tags"):
// green done or good, yellow waiting or paused, red failed, cancelled or out of range, grey inactive or not started,
// blue in progress. The web's tags and the PDFs read it from here; labels are i18n keys (packages/i18n), so the
// texts stay where the translations are. A test walks every value of every status enum of the API's schema.

/** The five tones; the names are Blueprint's intents, so the web passes them on unchanged. */
export const StatusTone = {
  Done: 'success',
  Waiting: 'warning',
  Problem: 'danger',
  InProgress: 'primary',
  Inactive: 'none',
} as const;
export type StatusTone = (typeof StatusTone)[keyof typeof StatusTone];

/**
 * Blueprint icon names (checked against Blueprint's list by the web's test); each tone's icon says the same as its
 * colour, so colour is never the only signal.
 */
export type StatusIcon =
  | 'tick-circle'
  | 'time'
  | 'disable'
  | 'error'
  | 'outdated'
  | 'undo'
  | 'refresh'
  | 'circle'
  | 'edit'
  | 'warning-sign'
  | 'pause'
  | 'repeat'
  | 'send-message'
  | 'lab-test'
  | 'document'
  | 'box'
  | 'build'
  | 'barcode'
  | 'inbox'
  | 'archive';

export interface StatusLook {
  tone: StatusTone;
  icon: StatusIcon;
}

const done = (icon: StatusIcon = 'tick-circle'): StatusLook => ({ tone: StatusTone.Done, icon });
const waiting = (icon: StatusIcon = 'time'): StatusLook => ({ tone: StatusTone.Waiting, icon });
const problem = (icon: StatusIcon = 'error'): StatusLook => ({ tone: StatusTone.Problem, icon });
const inProgress = (icon: StatusIcon = 'refresh'): StatusLook => ({ tone: StatusTone.InProgress, icon });
const inactive = (icon: StatusIcon = 'circle'): StatusLook => ({ tone: StatusTone.Inactive, icon });

// The order's own status list (doctor spec, section 3) and the statuses its parts add.
const sharedOrderStatuses = {
  OrderPlaced: waiting(),
  SampleNotRegistered: waiting(),
  SampleRegistered: inProgress('barcode'),
  SentToLab: inProgress('send-message'),
  ArrivedInLab: inProgress('lab-test'),
  AnalysisStarted: inProgress(),
  AnalysisFinished: inProgress('document'),
  ResultsSaved: inProgress('document'),
  ResultsReady: done(),
  ProductionStarted: inProgress('build'),
  OrderShipped: done('box'),
  // The lab needs more material: the practice has to act (send a new sample).
  Recall: waiting('warning-sign'),
  NotEnoughData: problem('warning-sign'),
  Canceled: problem('disable'),
} as const satisfies Record<string, StatusLook>;

/** Every status with its look, by kind; each kind's keys are exactly the values of one enum of the API. */
export const STATUS_LOOKS = {
  order: {
    ...sharedOrderStatuses,
    Draft: inactive('edit'),
    // One of two samples is in: waiting for the other.
    BloodSampleRegistered: waiting('barcode'),
    DnaSampleRegistered: waiting('barcode'),
  },
  orderPart: {
    ...sharedOrderStatuses,
    SupplementsRegistered: inProgress('barcode'),
    WaitingForResults: waiting(),
    // The doctor's review of the recipe.
    Delayed: waiting('edit'),
    Paused: waiting('pause'),
  },
  payment: {
    Pending: waiting(),
    Success: done(),
    Fail: problem(),
    Expired: waiting('outdated'),
    Canceled: problem('disable'),
    ChargedBack: problem('undo'),
  },
  refund: {
    Queued: waiting(),
    Pending: inProgress(),
    Refunded: done(),
    Failed: problem(),
  },
  sample: {
    NotRegistered: inactive(),
    Registered: done('barcode'),
  },
  // `none` is a patient without any plan: the spec's "inaktiv".
  subscription: {
    active: done('repeat'),
    paused: waiting('pause'),
    canceled: problem('disable'),
    none: inactive(),
  },
  lifeCyclePhase: {
    ActiveSubscriber: done('repeat'),
    PausedSubscriber: waiting('pause'),
    CanceledSubscriber: problem('disable'),
    NonSubscriber: inactive(),
  },
  consultingFee: {
    Paid: done(),
    Unpaid: waiting(),
    Canceled: problem('disable'),
  },
  creditNote: {
    Paid: done(),
    Unpaid: waiting(),
  },
  invoice: {
    Issued: done('document'),
    Canceled: problem('disable'),
  },
  billingPdf: {
    Queued: inProgress(),
    Ready: done('document'),
    Failed: problem(),
  },
  bloodUpload: {
    // With the service team, who enter the values (promised within 48 hours): in progress.
    Received: inProgress('inbox'),
    Processed: done(),
    Rejected: problem('disable'),
  },
  quarantine: {
    pending: waiting('inbox'),
    attached: done(),
    discarded: inactive('archive'),
  },
  // The lab's answer to sending a part (admin spec: 200 "Order Sent", 4xx yellow, 5xx red).
  labResponse: {
    Sent: done('send-message'),
    Refused: waiting('warning-sign'),
    Failed: problem(),
  },
  // A released report in the patient portal (issue 34): a blood value against the optimal band and the lab's
  // range, a DNA marker's level, a medication's level (the catalogue's 0 red, 1 and 3 yellow, 2 green).
  bloodValue: {
    tooLow: problem('warning-sign'),
    low: waiting('warning-sign'),
    optimal: done(),
    high: waiting('warning-sign'),
    tooHigh: problem('warning-sign'),
  },
  dnaLevel: {
    good: done(),
    medium: waiting('warning-sign'),
    bad: problem('warning-sign'),
    none: inactive(),
  },
  medicationLevel: {
    '0': problem('warning-sign'),
    '1': waiting('warning-sign'),
    '2': done(),
    '3': waiting('warning-sign'),
    none: inactive(),
  },
} as const satisfies Record<string, Record<string, StatusLook>>;

export type StatusKind = keyof typeof STATUS_LOOKS;
export type StatusValue<K extends StatusKind> = keyof (typeof STATUS_LOOKS)[K] & string;

/** The i18n key of each kind's labels; the label of a value is `<prefix>.<value>`. */
export const STATUS_LABEL_PREFIXES: Record<StatusKind, string> = {
  order: 'orders.status',
  orderPart: 'orders.partStatus',
  payment: 'orders.paymentStatus',
  refund: 'orders.payment.refundStatus',
  sample: 'samples.status',
  subscription: 'subscriptions.status',
  lifeCyclePhase: 'adminPatients.phases',
  consultingFee: 'financial.status',
  creditNote: 'creditNotes.status',
  invoice: 'orders.invoiceStatus',
  billingPdf: 'orders.billingPdfState',
  bloodUpload: 'bloodUploads.state',
  quarantine: 'adminOrders.quarantine.state',
  labResponse: 'orders.details.labResponse',
  bloodValue: 'patientResults.report.state',
  dnaLevel: 'patientResults.report.dnaLevel',
  medicationLevel: 'patientResults.report.medicationLevel',
};

/** The GraphQL enum each kind mirrors (kinds without one are derived on the screen: subscription's `none`, labResponse). */
export const STATUS_SCHEMA_ENUMS: Partial<Record<StatusKind, string>> = {
  order: 'OrderStatus',
  orderPart: 'NoiOrderStatus',
  payment: 'PaymentStatus',
  refund: 'PaymentRefundStatus',
  sample: 'SampleStatus',
  subscription: 'SubscriptionStatus',
  lifeCyclePhase: 'LifeCyclePhase',
  consultingFee: 'ConsultingFeeStatus',
  creditNote: 'CreditNoteStatus',
  invoice: 'InvoiceStatus',
  billingPdf: 'BillingPdfState',
  bloodUpload: 'BloodUploadState',
  quarantine: 'QuarantineState',
};

export interface StatusDisplay extends StatusLook {
  /** The i18n key of the label. */
  label: string;
  /** Whether the value is one the mapping knows (an unknown value shows itself, grey). */
  known: boolean;
}

/** The tone, icon and label key of one status; a value the portal does not know yet is grey with its raw name. */
export function statusDisplay(kind: StatusKind, value: string): StatusDisplay {
  const looks: Readonly<Record<string, StatusLook>> = STATUS_LOOKS[kind];
  const look = Object.hasOwn(looks, value) ? looks[value] : undefined;
  return look
    ? { ...look, label: `${STATUS_LABEL_PREFIXES[kind]}.${value}`, known: true }
    : { tone: StatusTone.Inactive, icon: 'circle', label: value, known: false };
}

/** The lab response's kind from the HTTP status it answered. */
export function labResponseOf(httpStatus: number): StatusValue<'labResponse'> {
  if (httpStatus < 300) return 'Sent';
  if (httpStatus < 500) return 'Refused';
  return 'Failed';
}

/**
 * The tones as printed colours (Blueprint's own palette: text on a light tint, contrast ≥ 4.5:1), for PDFs and any
 * surface outside Blueprint. Each print also carries the label and a symbol, so black and white loses nothing.
 */
export const STATUS_TONE_COLOURS: Record<StatusTone, { text: string; background: string; symbol: string }> = {
  success: { text: '#1c6e42', background: '#dcf1e5', symbol: '✓' },
  warning: { text: '#935610', background: '#fbf3da', symbol: '◔' },
  danger: { text: '#ac2f33', background: '#fae1e1', symbol: '✕' },
  primary: { text: '#184a90', background: '#e1ebfa', symbol: '↻' },
  none: { text: '#404854', background: '#edeff2', symbol: '○' },
};
