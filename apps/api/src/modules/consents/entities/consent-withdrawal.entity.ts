import { Column, CreateDateColumn, Entity, JoinColumn, OneToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { ConsentAcceptance } from './consent-acceptance.entity.js';

/**
 * Evidence that an accepted consent was withdrawn (DSGVO Art. 7(3): withdrawal at any time, as easy as giving
 * it). The acceptance row stays as it was (append-only); the withdrawal is a row of its own, itself append-only,
 * at most one per acceptance. A later acceptance of the same text (a new registration) is a new acceptance.
 */
@Entity({ name: 'consent_withdrawals' })
export class ConsentWithdrawal {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  // Unique through the one-to-one relation: at most one withdrawal per acceptance.
  @Column({ type: 'bigint' })
  acceptance_id: string;

  @OneToOne('ConsentAcceptance', { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'acceptance_id' })
  acceptance?: ConsentAcceptance;

  /** The patient who withdrew (the portal's only withdrawal today). */
  @Column({ type: 'bigint', nullable: true })
  withdrawn_by_patient_id: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  ip_address: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  withdrawn_at: Date;
}
