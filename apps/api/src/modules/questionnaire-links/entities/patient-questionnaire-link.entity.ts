import { Field, ObjectType } from '@nestjs/graphql';
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

/**
 * The patient's current lifestyle questionnaire link: one per patient. A resend replaces the row (new id,
 * new expiry), so only the newest mailed link works: its `expires` must equal `expires_at` (in seconds).
 */
@ObjectType('PatientQuestionnaireLink', {
  description: "The patient's current lifestyle questionnaire link (the newest mailed one).",
})
@Entity({ name: 'patient_questionnaire_links' })
export class PatientQuestionnaireLink {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Index('patient_questionnaire_links_patient_unique', { unique: true })
  @Column({ type: 'bigint' })
  patient_id: string;

  @ManyToOne('Patient', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'patient_id' })
  patient?: Patient;

  @Field({ description: 'When the link stops working (whole seconds, as the link carries it).' })
  @Column({ type: 'timestamptz' })
  expires_at: Date;

  @Field({ description: 'When the link was mailed.' })
  @Column({ type: 'timestamptz' })
  sent_at: Date;

  /** The doctor or admin who sent it (null once that user is gone). */
  @Column({ type: 'bigint', nullable: true })
  sent_by_user_id: string | null;

  @ManyToOne('User', { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'sent_by_user_id' })
  sentBy?: User | null;

  @Field(() => Date, { nullable: true, description: 'When the patient submitted the questionnaire.' })
  @Column({ type: 'timestamptz', nullable: true })
  submitted_at: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
