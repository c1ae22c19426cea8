import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import type { Consent } from '../../catalog/entities/consent.entity.js';

/**
 * One wording of a consent text, kept forever (never updated or deleted): what a person saw when they
 * accepted. Keyed by the text's SHA-256, so even a text edited in place without raising `consents.version`
 * gets a row of its own.
 */
@Entity({ name: 'consent_versions' })
@Index('consent_versions_text_unique', ['consent_id', 'sha256'], { unique: true })
export class ConsentVersion {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ type: 'bigint' })
  consent_id: string;

  @ManyToOne('Consent', { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'consent_id' })
  consent?: Consent;

  /** `consents.version` when this wording was first recorded. */
  @Column({ type: 'int' })
  version: number;

  @Column({ type: 'text' })
  de: string;

  @Column({ type: 'text' })
  en: string;

  /** SHA-256 (hex) of `de`, a NUL byte and `en`. */
  @Column({ type: 'char', length: 64 })
  sha256: string;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
