import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The admin dashboard's customers: `in_practice` counts the patients of a practice, each subscription
 * status those of them whose newest subscription has it. Kept exact by the triggers on patients and
 * subscriptions (migration CustomerPhaseFigures).
 */
@Entity({ name: 'customer_phase_figures' })
export class CustomerPhaseFigures {
  @PrimaryColumn({ type: 'varchar', length: 16 })
  phase: string;

  @Column({ type: 'integer', default: 0 })
  customers: number;
}
