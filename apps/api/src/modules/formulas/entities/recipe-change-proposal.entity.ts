import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { type Patient } from '../../patients/index.js';
import { decimalTransformer } from '../../../database/decimal.transformer.js';

export enum ProposalStatus {
  Pending = 'Pending',
  Approved = 'Approved',
  Rejected = 'Rejected',
}

export interface ChangedInput {
  name: string;
  before: number | null;
  after: number | null;
}

/**
 * New results changed a dose of the patient's active plan: the doctor approves (the new dose becomes the
 * patient's value for the next production) or rejects it. One pending proposal per patient and micronutrient.
 */
@Entity({ name: 'recipe_change_proposals' })
@Index('recipe_change_proposals_pending_unique', ['patient_id', 'micronutrient_id'], {
  unique: true,
  where: `status = 'Pending'`,
})
@Index('recipe_change_proposals_patient_index', ['patient_id', 'id'])
export class RecipeChangeProposal {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ type: 'bigint' })
  patient_id: string;

  @ManyToOne('Patient', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'patient_id' })
  patient?: Patient;

  /** The supplements part whose recipe the proposal changes. */
  @Column({ type: 'bigint' })
  noi_order_id: string;

  @Column({ type: 'bigint' })
  micronutrient_id: string;

  @Column({ type: 'numeric', precision: 10, scale: 2, transformer: decimalTransformer })
  old_value: number;

  @Column({ type: 'numeric', precision: 10, scale: 2, transformer: decimalTransformer })
  new_value: number;

  @Column({ type: 'bigint' })
  recommendation_id: string;

  /** The inputs whose values differ from those behind the plan's dose. */
  @Column({ type: 'jsonb' })
  changed_inputs: ChangedInput[];

  @Column({ type: 'varchar', length: 16, default: ProposalStatus.Pending })
  status: ProposalStatus;

  @Column({ type: 'timestamptz', nullable: true })
  decided_at: Date | null;

  @Column({ type: 'bigint', nullable: true })
  decided_by: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
