import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Subscriptions per status, kept exact by the triggers on subscriptions (migration CustomerPhaseFigures). */
@Entity({ name: 'subscription_status_figures' })
export class SubscriptionStatusFigures {
  @PrimaryColumn({ type: 'varchar', length: 16 })
  status: string;

  @Column({ type: 'integer', default: 0 })
  subscriptions: number;
}
