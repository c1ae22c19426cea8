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

/** The code system of the lab's Task outputs, and the output that names a shipped parcel. */
export const TASK_OUTPUT_SYSTEM = 'https://lab.sandbox.example/fhir/CodeSystem/task-output';
export const SHIPMENT_OUTPUT_CODE = 'shipment-tracking';

/**
 * One result of the lab's work, shaped like a FHIR R4 Task.output (a typed value). A shipped supplements
 * order has one: the parcel's tracking number as an Identifier whose assigner is the carrier.
 */
export interface LabTaskOutput {
  readonly type: { readonly coding: readonly { system: string; code: string; display: string }[] };
  readonly valueIdentifier: {
    readonly value: string;
    readonly assigner: { readonly display: string };
  };
}

export interface LabShipment {
  readonly carrier: string;
  readonly trackingNumber: string;
}

export function shipmentOutput(shipment: LabShipment): LabTaskOutput {
  return {
    type: { coding: [{ system: TASK_OUTPUT_SYSTEM, code: SHIPMENT_OUTPUT_CODE, display: 'Sendungsnummer' }] },
    valueIdentifier: { value: shipment.trackingNumber, assigner: { display: shipment.carrier } },
  };
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
  /** What the lab produced so far (FHIR Task.output): the parcel's tracking number once shipped. */
  readonly output: readonly LabTaskOutput[];
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

/** One measured blood value of a report. */
export interface LabBloodValue {
  /** The parameter's code, as the portal's catalogue names it (e.g. "FERRITIN"). */
  readonly code: string;
  readonly value: number;
  readonly unit: string;
}

/** One genotype of a report. */
export interface LabGenotype {
  readonly gene: string;
  /** The variant's dbSNP id, e.g. "rs1801133". */
  readonly rsId: string;
  /** e.g. "CT", "C/T", one allele for a hemizygous X call, or a star-allele diplotype such as "*1/*2". */
  readonly genotype: string;
  /**
   * The strand the alleles are written on: "GRCh38+" (forward strand of GRCh38, as dbSNP lists the
   * alleles), "GRCh38-" (reverse strand) or "coding" (the gene's transcript strand). Every genotype the
   * lab reports states it; a test report without one is issued as "GRCh38+".
   */
  readonly orientation: LabGenotypeOrientation;
}

export const LAB_GENOTYPE_ORIENTATIONS = ['GRCh38+', 'GRCh38-', 'coding'] as const;
export type LabGenotypeOrientation = (typeof LAB_GENOTYPE_ORIENTATIONS)[number];

/** A report of results; a correction is a new version, the earlier ones stay readable. */
export interface LabReport {
  /** "rep_…" */
  readonly reportId: string;
  /** 1 for the first report of a lab order, then 2, 3… */
  readonly version: number;
  readonly status: 'final' | 'corrected';
  readonly issuedAt: string;
  /** When the sample was taken (YYYY-MM-DD), as the lab read it from the tube. */
  readonly collectedOn: string;
  readonly blood: readonly LabBloodValue[];
  readonly genotypes: readonly LabGenotype[];
}

/** How GET …/reports answers a lab order's reports: this JSON, or a FHIR R4 Bundle. */
export const LAB_REPORT_FORMATS = ['json', 'fhir'] as const;
export type LabReportFormat = (typeof LAB_REPORT_FORMATS)[number];

/** GET /lab/v1/orders/{labOrderId}/reports answers this: every version, oldest first. */
export interface LabReports {
  readonly labOrderId: string;
  readonly externalOrderNo: string;
  readonly reports: readonly LabReport[];
}

export type LabEventType = 'order.status_changed' | 'order.report_available';

/** The callback's JSON body. */
export interface LabEvent {
  /** "evt_…" */
  readonly id: string;
  /** A status change, or a (corrected) report to fetch: GET …/reports. */
  readonly type: LabEventType;
  readonly createdAt: string;
  readonly data: {
    readonly labOrderId: string;
    readonly externalOrderNo: string;
    readonly status: LabOrderStatus;
    /** Grows with every status of the lab order (the accepted one is 1): drop older ones. */
    readonly sequence: number;
    /** The order's outputs at this status (OrderShipped: the parcel); the order's GET is the truth. */
    readonly output?: readonly LabTaskOutput[];
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
  readonly reports: readonly LabReport[];
  readonly reportFormat: LabReportFormat;
}
