import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import type { Consent } from '../../catalog/entities/consent.entity.js';
import { BloodUpload } from './blood-upload.entity.js';

/** An UploadBloodResult consent given with an upload, with the version of the text that was shown. */
@Entity({ name: 'blood_upload_consents' })
export class BloodUploadConsent {
  @PrimaryColumn({ type: 'bigint' })
  blood_upload_id: string;

  @ManyToOne(() => BloodUpload, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'blood_upload_id' })
  upload?: BloodUpload;

  @PrimaryColumn({ type: 'bigint' })
  consent_id: string;

  @ManyToOne('Consent', { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'consent_id' })
  consent?: Consent;

  @Column({ type: 'integer' })
  consent_version: number;

  @Column({ type: 'bigint', nullable: true })
  accepted_by_user_id: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  accepted_at: Date;
}
