import { registerEnumType } from '@nestjs/graphql';
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import type { LabReport } from '../../../lab/lab-report.entity.js';
import type { Order } from '../../../orders/order.entity.js';
import { type Patient } from '../../../patients/index.js';
import type { User } from '../../../users/entities/user.entity.js';

export enum AnalysisResultSource {
  Noi = 'Noi',
  Doctor = 'Doctor',
  Upload = 'Upload',
}
registerEnumType(AnalysisResultSource, {
  name: 'AnalysisResultSource',
  description:
    'Where a value came from. Noi = the lab partner (cannot be deleted); Doctor = typed in; Upload = entered by the service team from an uploaded file.',
});

/** A set of values of one patient taken on one day, from one source. */
@Entity({ name: 'analysis_results' })
@Index('analysis_results_patient_date_index', ['patient_id', 'value_date'])
// One result set per lab report version: applying a report twice stores it once.
@Index('analysis_results_lab_report_unique', ['lab_report_id'], {
  unique: true,
  where: '"lab_report_id" IS NOT NULL',
})
export class AnalysisResult {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ type: 'bigint' })
  patient_id: string;

  @ManyToOne('Patient', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'patient_id' })
  patient?: Patient;

  @Column({ type: 'date' })
  value_date: string;

  @Column({ type: 'varchar', length: 8 })
  source: AnalysisResultSource;

  @Column({ type: 'bigint', nullable: true })
  lab_report_id: string | null;

  @ManyToOne('LabReport', { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'lab_report_id' })
  labReport?: LabReport;

  @Column({ type: 'bigint', nullable: true })
  order_id: string | null;

  @ManyToOne('Order', { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'order_id' })
  order?: Order;

  @Column({ type: 'bigint', nullable: true })
  created_by: string | null;

  @ManyToOne('User', { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'created_by' })
  creator?: User;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
