import { CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

// Which consent text a user accepted, and when (proof for the data-protection officer).
@Entity({ name: 'user_consents' })
export class UserConsent {
  @PrimaryColumn({ type: 'bigint' })
  user_id: string;

  @Index('user_consents_consent_id_index')
  @PrimaryColumn({ type: 'bigint' })
  consent_id: string;

  @CreateDateColumn({ type: 'timestamptz' })
  accepted_at: Date;
}
