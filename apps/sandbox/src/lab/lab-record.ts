import {
  type LabCallbackAttempt,
  type LabEvent,
  type LabOrder,
  type LabOrderInput,
  type LabOrderStatus,
  type LabOrderWithEvents,
  type LabReport,
  type LabReportFormat,
  type LabStatusChange,
  type LabTaskOutput,
} from './lab.js';

/** One status change's callback: the body is fixed at creation and sent unchanged on every attempt. */
export interface LabEventRecord {
  readonly event: LabEvent;
  readonly body: string;
  readonly callbackUrl: string;
  readonly externalOrderNo: string;
  /** Queued until a release (test controls hold it). */
  held: boolean;
  /** Never sent: a test asked to lose it (drop-next). */
  dropped: boolean;
  readonly deliveries: LabCallbackAttempt[];
}

/** A lab order as the sandbox keeps it; the JSON shapes are made from it on the way out. */
export interface LabOrderRecord extends LabOrderInput {
  readonly labOrderId: string;
  readonly createdAt: string;
  status: LabOrderStatus;
  readonly statusHistory: LabStatusChange[];
  updatedAt: string;
  /** Oldest first. */
  readonly events: LabEventRecord[];
  /** How many of the next callbacks are silently lost. */
  dropNext: number;
  /** Reports of results, oldest first (a correction adds a version). */
  readonly reports: LabReport[];
  /** How GET …/reports answers them; a test control sets it. */
  reportFormat: LabReportFormat;
  /** Task outputs: the shipped parcel. */
  readonly output: LabTaskOutput[];
}

export function labOrderJson(record: LabOrderRecord): LabOrder {
  const { labOrderId, externalOrderNo, type, barcode, status, statusHistory, updatedAt, output } = record;
  return {
    labOrderId,
    externalOrderNo,
    type,
    barcode,
    status,
    statusHistory: [...statusHistory],
    updatedAt,
    output: [...output],
  };
}

export function labOrderWithEventsJson(record: LabOrderRecord): LabOrderWithEvents {
  return {
    ...labOrderJson(record),
    callbackUrl: record.callbackUrl,
    patient: record.patient,
    orderedProducts: record.orderedProducts,
    createdAt: record.createdAt,
    events: record.events.map(({ event, held, dropped, deliveries }) => ({
      ...event,
      held,
      dropped,
      deliveries: [...deliveries],
    })),
    reports: [...record.reports],
    reportFormat: record.reportFormat,
  };
}

/** Test controls scope by externalOrderNo prefix, so one test's orders ("T-abc-…") stay its own. */
export function matchesPrefix(externalOrderNo: string, prefix: string | undefined): boolean {
  return prefix === undefined || externalOrderNo.startsWith(prefix);
}
