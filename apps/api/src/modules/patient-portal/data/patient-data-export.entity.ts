import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export enum PatientDataExportStatus {
  Queued = 'queued',
  Running = 'running',
  Ready = 'ready',
  Failed = 'failed',
}

/**
 * One export of everything the portal holds about a patient (DSGVO Art. 15 and 20), prepared by the worker.
 * Both files live on the row (bytea, selected only by a download) until `expires_at`; the worker's purge
 * deletes the row then. No foreign key to the patient: the row is purged with its files anyway.
 */
@Entity({ name: 'patient_data_exports' })
@Index('patient_data_exports_patient_index', ['patient_id', 'created_at'])
export class PatientDataExport {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ type: 'bigint' })
  patient_id: string;

  @Column({
    type: 'enum',
    enum: PatientDataExportStatus,
    enumName: 'patient_data_export_status',
    default: PatientDataExportStatus.Queued,
  })
  status: PatientDataExportStatus;

  /** 0..100, raised as the worker gathers each part. */
  @Column({ type: 'smallint', default: 0 })
  progress: number;

  @Column({ type: 'varchar', length: 5, default: 'de' })
  locale: string;

  @Column({ type: 'bytea', nullable: true, select: false })
  json: Buffer | null;

  @Column({ type: 'bytea', nullable: true, select: false })
  pdf: Buffer | null;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  error: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @Column({ type: 'timestamptz', nullable: true })
  ready_at: Date | null;

  @Index('patient_data_exports_expires_at_index')
  @Column({ type: 'timestamptz' })
  expires_at: Date;
}
