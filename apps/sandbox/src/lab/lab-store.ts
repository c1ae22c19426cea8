import { type LabOrderRecord } from './lab-record.js';

export const LAB_STORE_LIMIT = 5000;

/** Lab orders in memory; the oldest is dropped beyond the limit, with its events. */
export class LabOrderStore {
  // A Map iterates in insertion order: oldest first.
  private readonly orders = new Map<string, LabOrderRecord>();

  constructor(private readonly limit = LAB_STORE_LIMIT) {}

  add(order: LabOrderRecord): void {
    this.orders.set(order.labOrderId, order);
    for (const id of this.orders.keys()) {
      if (this.orders.size <= this.limit) break;
      this.orders.delete(id);
    }
  }

  get(labOrderId: string): LabOrderRecord | undefined {
    return this.orders.get(labOrderId);
  }

  /** Newest first; with an externalOrderNo, only that order's. */
  list(externalOrderNo?: string): LabOrderRecord[] {
    const all = [...this.orders.values()].reverse();
    return externalOrderNo === undefined
      ? all
      : all.filter((order) => order.externalOrderNo === externalOrderNo);
  }

  /** The order that registered this barcode, if any. */
  byBarcode(barcode: string): LabOrderRecord | undefined {
    for (const order of this.orders.values()) if (order.barcode === barcode) return order;
    return undefined;
  }

  clear(): void {
    this.orders.clear();
  }
}
