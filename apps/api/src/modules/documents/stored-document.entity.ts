import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import type { Patient } from '../patients/index.js';
import type { User } from '../users/entities/user.entity.js';

export enum StoredDocumentStatus {
  Queued = 'queued',
  Ready = 'ready',
  Failed = 'failed',
}

// A rendered file (a PDF) and the state of its rendering job. The bytes are only selected when
// a download asks for them; the row is always looked up together with its owner.
@Entity({ name: 'stored_documents' })
@Check('stored_documents_one_owner', 'num_nonnulls(owner_id, owner_patient_id) = 1')
export class StoredDocument {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ type: 'varchar', length: 64 })
  kind: string;

  /** The user the document was rendered for; null when it belongs to a patient (`ownerPatientId`). */
  @Index('stored_documents_owner_id_index')
  @Column({ type: 'bigint', nullable: true })
  ownerId: string | null;

  @ManyToOne('User', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'owner_id' })
  owner?: User;

  // Patients are no users: a patient's own download (the portal) has its own owner column, so a patient id
  // can never be read as a user id. Exactly one of the two is set.
  @Index('stored_documents_owner_patient_id_index')
  @Column({ type: 'bigint', nullable: true })
  ownerPatientId: string | null;

  @ManyToOne('Patient', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'owner_patient_id' })
  ownerPatient?: Patient;

  @Column({ type: 'varchar', length: 255 })
  fileName: string;

  @Column({ type: 'varchar', length: 127 })
  contentType: string;

  @Column({
    type: 'enum',
    enum: StoredDocumentStatus,
    enumName: 'stored_document_status',
    default: StoredDocumentStatus.Queued,
  })
  status: StoredDocumentStatus;

  @Column({ type: 'bytea', nullable: true, select: false })
  bytes: Buffer | null;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  error: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  readyAt: Date | null;

  // Rows past this time are purged by the worker; null keeps the document until it is deleted.
  @Index('stored_documents_expires_at_index')
  @Column({ type: 'timestamptz', nullable: true })
  expiresAt: Date | null;
}
