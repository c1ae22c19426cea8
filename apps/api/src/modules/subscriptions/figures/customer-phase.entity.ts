import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * What customer_phase_figures counts a patient as: in a practice or not, and the status of their newest
 * subscription. The triggers of migration CustomerPhaseFigures keep it with the figures, so a change
 * takes off exactly what the patient added before.
 */
@Entity({ name: 'customer_phases' })
export class CustomerPhase {
  @PrimaryColumn({ type: 'bigint' })
  patient_id: string;

  @Column({ type: 'boolean', default: false })
  in_practice: boolean;

  @Column({ type: 'varchar', length: 16, nullable: true })
  latest_status: string | null;
}
