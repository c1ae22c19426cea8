// The lab partner's JSON shapes, as the portal's API sees them over HTTP.

export type LabOrderType = 'blood' | 'dna' | 'supplements';

export const LAB_ORDER_TYPES: readonly LabOrderType[] = ['blood', 'dna', 'supplements'];

/** Blood and DNA samples: the main flow, in order. */
export const SAMPLE_FLOW = [
  'SentToLab',
  'ArrivedInLab',
  'AnalysisStarted',
  'AnalysisFinished',
  'ResultsSaved',
  'ResultsReady',
] as const;
export const SAMPLE_SIDE_STATUSES = ['NotEnoughData', 'Recall'] as const;

/** Supplement production: the main flow, in order. */
export const SUPPLEMENT_FLOW = [
  'OrderPlaced',
  'WaitingForResults',
  'ProductionStarted',
  'OrderShipped',
] as const;
export const SUPPLEMENT_SIDE_STATUSES = [
  'Delayed',
  'Paused',
  'Canceled',
  'NotEnoughData',
  'SupplementsRegistered',
] as const;

export type SampleStatus = (typeof SAMPLE_FLOW)[number] | (typeof SAMPLE_SIDE_STATUSES)[number];
export type SupplementStatus = (typeof SUPPLEMENT_FLOW)[number] | (typeof SUPPLEMENT_SIDE_STATUSES)[number];
export type LabOrderStatus = SampleStatus | SupplementStatus;

/** Side statuses that end an order: nothing follows them unless a test control says so. */
const DEAD_ENDS: readonly LabOrderStatus[] = ['NotEnoughData', 'Recall', 'Canceled'];

export function flowOf(type: LabOrderType): readonly LabOrderStatus[] {
  return type === 'supplements' ? SUPPLEMENT_FLOW : SAMPLE_FLOW;
}

export function statusesOf(type: LabOrderType): readonly LabOrderStatus[] {
  return type === 'supplements'
    ? [...SUPPLEMENT_FLOW, ...SUPPLEMENT_SIDE_STATUSES]
    : [...SAMPLE_FLOW, ...SAMPLE_SIDE_STATUSES];
}

/**
 * The status after the given history: the next step of the main flow, resuming after a side status
 * such as Delayed or Paused; null once the flow is done or the order hit a dead end.
 */
export function nextStatus(type: LabOrderType, history: readonly LabOrderStatus[]): LabOrderStatus | null {
  const current = history.at(-1);
  if (current === undefined) return flowOf(type)[0] ?? null;
  if (DEAD_ENDS.includes(current)) return null;
  const flow = flowOf(type);
  const reached = Math.max(...history.map((status) => flow.indexOf(status)));
  return flow[reached + 1] ?? null;
}

export interface LabIngredient {
  readonly name: string;
  readonly quantity: number;
  readonly formattedUnit: string;
}

export interface LabOrderedProduct {
  readonly productCode: string;
  readonly name: string;
  readonly ingredients?: readonly LabIngredient[];
}

export interface LabPatient {
  readonly guid: string;
  readonly sex: string;
  /** YYYY-MM-DD */
  readonly birthDate: string;
}

/** POST /lab/v1/orders's body, once checked. */
export interface LabOrderInput {
  readonly externalOrderNo: string;
  readonly type: LabOrderType;
  readonly barcode: string | null;
  readonly patient: LabPatient;
  readonly orderedProducts: readonly LabOrderedProduct[];
  readonly callbackUrl: string;
}

export interface LabStatusChange {
  readonly status: LabOrderStatus;
  readonly at: string;
}

/** What the lab answers for GET /lab/v1/orders…, for reconciliation. */
export interface LabOrder {
  /** "lab_…" */
  readonly labOrderId: string;
  readonly externalOrderNo: string;
  readonly type: LabOrderType;
  readonly barcode: string | null;
  readonly status: LabOrderStatus;
  /** Oldest first; the accepted status is the first entry. */
  readonly statusHistory: readonly LabStatusChange[];
  readonly updatedAt: string;
}

export interface LabOrderAccepted {
  readonly status: 'Order Sent';
  readonly labOrderId: string;
  readonly externalOrderNo: string;
}

export interface LabOrderError {
  readonly field: string;
  readonly message: string;
}

export interface LabOrderRefused {
  readonly status: 'Rejected' | 'Conflict';
  readonly errors: readonly LabOrderError[];
}

/** The callback's JSON body. */
export interface LabEvent {
  /** "evt_…" */
  readonly id: string;
  readonly type: 'order.status_changed';
  readonly createdAt: string;
  readonly data: {
    readonly labOrderId: string;
    readonly externalOrderNo: string;
    readonly status: LabOrderStatus;
    /** Grows with every status of the lab order (the accepted one is 1): drop older ones. */
    readonly sequence: number;
  };
}

export interface LabCallbackAttempt {
  readonly at: string;
  /** The receiver's HTTP status, or null when there was no answer. */
  readonly status: number | null;
  readonly error: string | null;
}

/** An event as the test controls list it. */
export interface RecordedLabEvent extends LabEvent {
  /** Queued until a release. */
  readonly held: boolean;
  /** Never sent (drop-next). */
  readonly dropped: boolean;
  readonly deliveries: readonly LabCallbackAttempt[];
}

/** GET /lab/test/orders answers a list of these. */
export interface LabOrderWithEvents extends LabOrder {
  readonly callbackUrl: string;
  readonly patient: LabPatient;
  readonly orderedProducts: readonly LabOrderedProduct[];
  readonly createdAt: string;
  readonly events: readonly RecordedLabEvent[];
}
