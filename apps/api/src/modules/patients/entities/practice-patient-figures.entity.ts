import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * How many patients a practice has (rows with its medical_center_id; removed ones have none). Kept exact
 * by the triggers on patients (migration PracticePatientFigures) in the transaction of every write, so
 * the therapist list reads a page of practices' counts without counting their patients.
 */
@Entity({ name: 'practice_patient_figures' })
export class PracticePatientFigures {
  @PrimaryColumn({ type: 'bigint' })
  medical_center_id: string;

  @Column({ type: 'integer', default: 0 })
  patients: number;
}
