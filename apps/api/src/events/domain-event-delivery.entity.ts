import { CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** One after-commit listener's handling of one event: it is never handled twice after this row exists. */
@Entity({ name: 'domain_event_deliveries' })
export class DomainEventDelivery {
  @PrimaryColumn('uuid')
  event_id: string;

  @PrimaryColumn({ type: 'text' })
  listener: string;

  @CreateDateColumn({ type: 'timestamptz' })
  delivered_at: Date;
}
