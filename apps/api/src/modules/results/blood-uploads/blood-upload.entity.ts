import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
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
import type { User } from '../../users/entities/user.entity.js';
import type { AnalysisResult } from '../blood-analysis/entities/analysis-result.entity.js';
import { BLOOD_UPLOAD_REASON_MAX } from './blood-upload.limits.js';

export enum BloodUploadState {
  /** Waiting for the service team. */
  Received = 'Received',
  /** The values were entered (source Upload). */
  Processed = 'Processed',
  /** Not usable (unreadable, not blood values). */
  Rejected = 'Rejected',
}

registerEnumType(BloodUploadState, {
  name: 'BloodUploadState',
  description: 'Where a file of blood values sent to the service team stands.',
});

/**
 * A file of blood values a practice sent to the service team, who enter the values from it. The bytes
 * are selected only by the service team's download; the type is the one the bytes are, never the client's claim.
 */
@ObjectType({ description: 'A file of blood values sent to the service team.' })
@Entity({ name: 'blood_uploads' })
@Index('blood_uploads_patient_created_index', ['patient_id', 'created_at'])
// The service team's queue: the open ones oldest first, the handled ones newest first.
@Index('blood_uploads_state_created_index', ['state', 'created_at'])
export class BloodUpload {
  @Field(() => ID)
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ type: 'bigint' })
  patient_id: string;

  @ManyToOne('Patient', { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'patient_id' })
  patient?: Patient;

  /** The doctor (or admin) who uploaded it; kept as null when that account is erased. */
  @Column({ type: 'bigint', nullable: true })
  uploaded_by: string | null;

  @ManyToOne('User', { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'uploaded_by' })
  uploader?: User;

  @Field({ description: 'The name as sent, cleaned; its extension matches the content type.' })
  @Column({ type: 'varchar', length: 255 })
  file_name: string;

  @Field({ description: 'application/pdf, image/jpeg or image/png, as found in the bytes.' })
  @Column({ type: 'varchar', length: 32 })
  content_type: string;

  @Field(() => Int, { description: 'Bytes.' })
  @Column({ type: 'integer' })
  size: number;

  /** Hex SHA-256 of the content, for the service team to check a download against. */
  @Column({ type: 'char', length: 64 })
  sha256: string;

  @Column({ type: 'bytea', select: false })
  content?: Buffer;

  @Field(() => BloodUploadState)
  @Column({
    type: 'enum',
    enum: BloodUploadState,
    enumName: 'blood_upload_state',
    default: BloodUploadState.Received,
  })
  state: BloodUploadState;

  @Field()
  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @Field(() => Date, {
    nullable: true,
    description: 'When the service team entered the values or rejected the file.',
  })
  @Column({ type: 'timestamptz', nullable: true })
  processed_at: Date | null;

  /** The service team member who handled it; null while open or when that account is erased. */
  @Column({ type: 'bigint', nullable: true })
  processed_by: string | null;

  @ManyToOne('User', { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'processed_by' })
  processor?: User;

  @Field(() => String, {
    nullable: true,
    description: 'Why the service team could not use the file (Rejected only).',
  })
  @Column({ type: 'varchar', length: BLOOD_UPLOAD_REASON_MAX, nullable: true })
  rejection_reason: string | null;

  /** The values entered from this file (Processed only). */
  @Column({ type: 'bigint', nullable: true })
  analysis_result_id: string | null;

  @ManyToOne('AnalysisResult', { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'analysis_result_id' })
  analysisResult?: AnalysisResult;

  /** The practice of the patient, mapped by the queue's query (not a column). */
  practice?: { id: string; name: string } | null;
}
