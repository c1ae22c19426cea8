import { type Patient } from '../../../patients/index.js';
import { Micronutrient } from '../micronutrient.entity.js';
import { Field, Float, ID, ObjectType } from '@nestjs/graphql';
import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { decimalTransformer } from '../../../../database/decimal.transformer.js';

// A patient's daily dose per micronutrient: recommended_value from the formula job, current_value as
// the doctor set it (updatePatientMicronutrients) or, until then, following the recommendation.
@ObjectType()
@Entity({ name: 'patient_micronutrients' })
export class PatientMicronutrient {
  @PrimaryColumn({ type: 'bigint' })
  patient_id: string;

  @ManyToOne('Patient', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'patient_id' })
  patient?: Patient;

  @Field(() => ID)
  @PrimaryColumn({ type: 'bigint' })
  micronutrient_id: string;

  @ManyToOne(() => Micronutrient, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'micronutrient_id' })
  micronutrient?: Micronutrient;

  @Field(() => Float)
  @Column({ type: 'numeric', precision: 10, scale: 2, transformer: decimalTransformer })
  current_value: number;

  @Field(() => Float, { nullable: true })
  @Column({ type: 'numeric', precision: 10, scale: 2, nullable: true, transformer: decimalTransformer })
  recommended_value: number | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  description: string | null;

  /** When the doctor last set current_value; null while it follows the formula's recommendation. */
  @Column({ type: 'timestamptz', nullable: true })
  current_edited_at: Date | null;

  /** The micronutrient_recommendations row behind recommended_value (its inputs, template and clamp). */
  @Column({ type: 'bigint', nullable: true })
  recommendation_id: string | null;

  // By name, as every relation to another area's entity (here the formulas area's).
  @ManyToOne('MicronutrientRecommendation', { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'recommendation_id' })
  recommendation?: unknown;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;
}
