import { registerEnumType } from '@nestjs/graphql';
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { NoiOrderStatus, NoiOrderType } from '../orders/order-status.js';
import type { User } from '../users/entities/user.entity.js';
import { LabReport } from './lab-report.entity.js';

/** What became of a report kept apart: waiting for an admin, attached to the record, or discarded. */
export enum QuarantineState {
  pending = 'pending',
  attached = 'attached',
  discarded = 'discarded',
}
registerEnumType(QuarantineState, { name: 'QuarantineState' });

/**
 * A lab report (blood values or genotypes, kept as sent in lab_reports) that arrived for a part or
 * order that was cancelled or recalled: it is not written into the patient's record until an admin
 * attaches it; an admin may discard it instead, with a reason. Both decisions are audited.
 */
@Entity({ name: 'lab_report_quarantine' })
// The admin list: the pending reports, newest first.
@Index('lab_report_quarantine_state_received_index', ['state', 'received_at', 'id'])
export class LabReportQuarantine {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  /** The report as the lab sent it (its blood values and genotypes). One quarantine row per report. */
  @Index('lab_report_quarantine_report_unique', { unique: true })
  @Column({ type: 'bigint' })
  lab_report_id: string;

  @ManyToOne(() => LabReport, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'lab_report_id' })
  report?: LabReport;

  @Column({ type: 'bigint' })
  order_id: string;

  /** Our part (noi_orders.id) the report is for. */
  @Column({ type: 'bigint' })
  noi_order_id: string;

  @Column({ type: 'varchar', length: 16 })
  part_type: NoiOrderType;

  @Column({ type: 'varchar', length: 32 })
  part_status: NoiOrderStatus;

  @CreateDateColumn({ type: 'timestamptz' })
  received_at: Date;

  @Column({
    type: 'enum',
    enum: QuarantineState,
    enumName: 'lab_report_quarantine_state',
    default: QuarantineState.pending,
  })
  state: QuarantineState;

  @Column({ type: 'bigint', nullable: true })
  decided_by_user_id: string | null;

  @ManyToOne('User', { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'decided_by_user_id' })
  decidedBy?: User | null;

  @Column({ type: 'timestamptz', nullable: true })
  decided_at: Date | null;

  @Column({ type: 'text', nullable: true })
  decision_reason: string | null;
}
