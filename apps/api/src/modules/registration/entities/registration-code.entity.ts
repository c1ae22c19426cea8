import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import type { PartnershipModel } from '../../catalog/entities/partnership-model.entity.js';

// A code handed out to doctors (fairs, partners) that unlocks self-registration.
@Entity({ name: 'registration_codes' })
export class RegistrationCode {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  // Stored upper-case; compared after trimming and upper-casing what the doctor typed.
  @Index('registration_codes_code_unique', { unique: true })
  @Column({ type: 'varchar', length: 16 })
  code: string;

  // The partnership model a doctor registering with this code starts with.
  @Column({ type: 'bigint', nullable: true })
  partnership_model_id: string | null;

  @ManyToOne('PartnershipModel', { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'partnership_model_id' })
  partnershipModel?: PartnershipModel | null;

  // null: unlimited.
  @Column({ type: 'int', nullable: true })
  max_uses: number | null;

  @Column({ type: 'int', default: 0 })
  uses: number;

  @Column({ type: 'timestamptz', nullable: true })
  expires_at: Date | null;

  @Column({ type: 'boolean', default: true })
  active: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
