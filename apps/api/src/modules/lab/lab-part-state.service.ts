import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../audit/index.js';
import {
  lockOrder,
  NoiOrderStatus,
  NoiOrderType,
  OrderProgress,
  OrderShipments,
  partById,
  partByLabOrderId,
  recordLabStatus,
} from '../orders/index.js';
import type { LabOrderState } from './lab-client.js';
import { labTransitionAllowed } from './lab-status.js';

export enum LabAuditEvent {
  OrderSent = 'lab.order_sent',
  OrderRefused = 'lab.order_refused',
  StatusChanged = 'lab.status_changed',
  TransitionRefused = 'lab.transition_refused',
}

export type ApplyResult = 'applied' | 'unknown' | 'stale' | 'refused';

/**
 * The one place where the lab moves a part: under the order's row lock, forward only (lab-status.ts),
 * newer sequences only, and the order's overall status derived again from its parts. A move the rules
 * do not allow is refused, logged and audited, never applied.
 */
@Injectable()
export class LabPartState {
  private readonly logger = new Logger('Lab');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly shipments: OrderShipments,
    private readonly progress: OrderProgress,
  ) {}

  async apply(state: LabOrderState, source: 'callback' | 'sweep'): Promise<ApplyResult> {
    return this.dataSource.transaction(async (manager) => {
      const found = await partByLabOrderId(manager, state.labOrderId);
      if (!found) return 'unknown';
      await lockOrder(manager, found.order_id);
      const part = await partById(manager, found.id);
      // A recalled sample's old lab order, or a callback older than what we have: nothing to do.
      if (part.noi_order_id !== state.labOrderId || state.sequence <= part.lab_sequence) return 'stale';
      const subject = { type: 'order', id: part.order_id };
      const details = {
        part: part.type,
        from: part.status,
        to: state.status,
        sequence: state.sequence,
        source,
      };
      if (!labTransitionAllowed(part.type, part.status, state.status)) {
        this.logger.warn({ orderId: part.order_id, ...details }, 'lab status change refused');
        await this.audit.record({ event: LabAuditEvent.TransitionRefused, subject, details }, manager);
        return 'refused';
      }
      await recordLabStatus(manager, part.id, state.status, state.sequence);
      // Shipped supplements: the order keeps the parcel's carrier and number (and mails the patient).
      if (part.type === NoiOrderType.supplements && state.status === NoiOrderStatus.OrderShipped) {
        if (state.shipment) await this.shipments.record(manager, part.order_id, state.shipment);
        else this.logger.warn({ orderId: part.order_id }, 'supplements shipped without a tracking number');
      }
      await this.deriveOrderStatus(manager, part.order_id);
      await this.audit.record({ event: LabAuditEvent.StatusChanged, subject, details }, manager);
      return 'applied';
    });
  }

  /**
   * The order's status from its parts again; a cancelled order stays cancelled. An order it makes fully supplied
   * gets its final invoice (OrderSupplied, billing).
   */
  deriveOrderStatus(manager: EntityManager, orderId: string): Promise<void> {
    return this.progress.derive(manager, orderId);
  }
}

/** Statuses in which a part the lab has (noi_order_id set) may still move. */
export const OPEN_LAB_STATUSES: readonly NoiOrderStatus[] = [
  NoiOrderStatus.SentToLab,
  NoiOrderStatus.ArrivedInLab,
  NoiOrderStatus.AnalysisStarted,
  NoiOrderStatus.AnalysisFinished,
  NoiOrderStatus.ResultsSaved,
  NoiOrderStatus.SupplementsRegistered,
  NoiOrderStatus.WaitingForResults,
  NoiOrderStatus.ProductionStarted,
  NoiOrderStatus.Delayed,
  NoiOrderStatus.Paused,
];
