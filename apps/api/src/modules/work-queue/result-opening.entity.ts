import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import type { MedicalCenter } from '../medical-centers/index.js';
import type { NoiOrder } from '../orders/index.js';

/**
 * The first time a doctor of a practice opened the result screen of an order part (blood or DNA analysis):
 * until then the part counts as "results ready, not yet opened" in the practice's work queue. Keyed by the
 * practice, so a patient who moves to another practice brings their results there unopened.
 */
@Entity({ name: 'result_openings' })
export class ResultOpening {
  @PrimaryColumn({ type: 'bigint' })
  noi_order_id: string;

  @ManyToOne('NoiOrder', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'noi_order_id' })
  part?: NoiOrder;

  @PrimaryColumn({ type: 'bigint' })
  medical_center_id: string;

  @ManyToOne('MedicalCenter', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'medical_center_id' })
  medicalCenter?: MedicalCenter;

  @Column({ type: 'bigint', nullable: true })
  opened_by_user_id: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  opened_at: Date;
}
