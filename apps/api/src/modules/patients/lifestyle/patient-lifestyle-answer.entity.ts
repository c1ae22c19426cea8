import { LifestyleQuestion } from './lifestyle-question.entity.js';
import { Patient } from '../entities/patient.entity.js';
import { Field, ID, ObjectType } from '@nestjs/graphql';
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';

// Every saved answer is kept (history); the latest per question is the patient's current answer.
@ObjectType('PatientLifestyleAnswer')
@Entity({ name: 'patient_lifestyle_answers' })
@Index('patient_lifestyle_answers_latest_index', ['patient_id', 'question_id', 'id'])
export class PatientLifestyleAnswer {
  @Field(() => ID)
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Field(() => ID)
  @Column({ type: 'bigint' })
  patient_id: string;

  @ManyToOne(() => Patient, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'patient_id' })
  patient?: Patient;

  @Field(() => ID)
  @Column({ type: 'bigint' })
  question_id: string;

  @ManyToOne(() => LifestyleQuestion, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'question_id' })
  question?: LifestyleQuestion;

  @Field(() => [String])
  @Column({ type: 'text', array: true })
  values: string[];

  @Column({ type: 'bigint', nullable: true })
  answered_by_user_id: string | null;

  @Field()
  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
