import { randomId } from '../payment/random-id.js';
import {
  type LabEvent,
  type LabEventType,
  type LabOrderInput,
  type LabOrderStatus,
  type LabReport,
  type LabShipment,
  flowOf,
  nextStatus,
  shipmentOutput,
} from './lab.js';
import { type LabReportInput } from './validate-lab-report.js';
import { type LabEventRecord, type LabOrderRecord } from './lab-record.js';
import { LabOrderStore } from './lab-store.js';
import { type CallbackDispatcher } from './callback-dispatcher.js';

export type Registration =
  | { readonly outcome: 'created' | 'known'; readonly record: LabOrderRecord }
  | { readonly outcome: 'conflict'; readonly record: LabOrderRecord };

/** A 20-digit parcel number, as DHL prints them. */
const trackingNumber = () => Array.from({ length: 20 }, () => Math.floor(Math.random() * 10)).join('');

/**
 * The lab's rules: an accepted order starts at the first status of its flow, moves on when the test
 * clock (or auto-advance) says so, and every change sends a signed callback with a growing sequence.
 */
export class LabPartner {
  private readonly store = new LabOrderStore();

  constructor(private readonly dispatcher: CallbackDispatcher) {}

  /**
   * A barcode belongs to one externalOrderNo: another order's barcode is a conflict, and the same order
   * sent again with its barcode answers the order already registered.
   */
  register(input: LabOrderInput, now = new Date()): Registration {
    const owner = input.barcode === null ? undefined : this.store.byBarcode(input.barcode);
    if (owner) {
      return {
        outcome: owner.externalOrderNo === input.externalOrderNo ? 'known' : 'conflict',
        record: owner,
      };
    }
    const at = now.toISOString();
    const status = flowOf(input.type)[0];
    const record: LabOrderRecord = {
      ...input,
      labOrderId: randomId('lab_', 12),
      createdAt: at,
      status,
      statusHistory: [{ status, at }],
      updatedAt: at,
      events: [],
      dropNext: 0,
      reports: [],
      reportFormat: 'json',
      output: [],
    };
    this.store.add(record);
    return { outcome: 'created', record };
  }

  find(labOrderId: string): LabOrderRecord | undefined {
    return this.store.get(labOrderId);
  }

  list(externalOrderNo?: string): LabOrderRecord[] {
    return this.store.list(externalOrderNo);
  }

  /** The next status of the flow; null when there is none. */
  nextOf(record: LabOrderRecord): LabOrderStatus | null {
    return nextStatus(
      record.type,
      record.statusHistory.map((change) => change.status),
    );
  }

  /**
   * Moves the order to a status and sends the callback (or drops it, or queues it while held). Supplements
   * reaching OrderShipped leave with a parcel: the given carrier and number, else DHL and a made-up one.
   */
  changeStatus(
    record: LabOrderRecord,
    status: LabOrderStatus,
    now = new Date(),
    shipment?: LabShipment,
  ): LabEventRecord {
    const at = now.toISOString();
    if (status === 'OrderShipped' && record.type === 'supplements' && record.output.length === 0)
      record.output.push(shipmentOutput(shipment ?? { carrier: 'DHL', trackingNumber: trackingNumber() }));
    record.status = status;
    record.statusHistory.push({ status, at });
    record.updatedAt = at;
    return this.notify(record, 'order.status_changed', now);
  }

  /**
   * Issues a report of results: the first one also moves a sample order to ResultsReady (one status
   * callback); a later one is a correction, announced by an `order.report_available` callback. A report
   * that names a format switches how the order's reports are read from now on.
   */
  addReport(
    record: LabOrderRecord,
    input: LabReportInput,
    now = new Date(),
  ): { report: LabReport; event: LabEventRecord } {
    const version = record.reports.length + 1;
    const report: LabReport = {
      reportId: randomId('rep_', 12),
      version,
      status: version === 1 ? 'final' : 'corrected',
      issuedAt: now.toISOString(),
      collectedOn: input.collectedOn ?? record.createdAt.slice(0, 10),
      blood: input.blood,
      genotypes: input.genotypes,
    };
    record.reports.push(report);
    if (input.format !== undefined) record.reportFormat = input.format;
    const event =
      record.status === 'ResultsReady'
        ? this.notify(record, 'order.report_available', now)
        : this.changeStatus(record, 'ResultsReady', now);
    return { report, event };
  }

  private notify(record: LabOrderRecord, type: LabEventType, now: Date): LabEventRecord {
    const event: LabEvent = {
      id: randomId('evt_', 14),
      type,
      createdAt: now.toISOString(),
      data: {
        labOrderId: record.labOrderId,
        externalOrderNo: record.externalOrderNo,
        status: record.status,
        sequence: record.statusHistory.length,
        ...(record.output.length ? { output: [...record.output] } : {}),
      },
    };
    const eventRecord: LabEventRecord = {
      event,
      body: JSON.stringify(event),
      callbackUrl: record.callbackUrl,
      externalOrderNo: record.externalOrderNo,
      held: false,
      dropped: false,
      deliveries: [],
    };
    record.events.push(eventRecord);
    if (record.dropNext > 0) {
      record.dropNext -= 1;
      eventRecord.dropped = true;
    } else {
      this.dispatcher.dispatch(eventRecord);
    }
    return eventRecord;
  }

  /** The auto-advance clock: every order with a next status takes one step. */
  advanceAll(now = new Date()): void {
    for (const record of this.store.list()) {
      const next = this.nextOf(record);
      if (next !== null) this.changeStatus(record, next, now);
    }
  }

  reset(): void {
    this.store.clear();
  }
}
