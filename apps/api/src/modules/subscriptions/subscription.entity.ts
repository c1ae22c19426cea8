import { Field, ID, ObjectType } from '@nestjs/graphql';
import {
  Column,
  CreateDateColumn,
  Entity,
  Generated,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { MedicalCenter } from '../medical-centers/entities/medical-center.entity.js';
import { type Patient } from '../patients/index.js';
import { SubscriptionStatus } from './subscription-status.js';

/**
 * A patient's 90-day supplement plan (Elements plan). Each cycle is one order (orders.subscription_id,
 * cycle_no, unique together); cycle 1 is the order that started it. Who sees it follows the patient.
 */
// Not named "Subscription": GraphQL reserves that type name for its subscription root.
@ObjectType('SupplementSubscription')
@Entity({ name: 'subscriptions' })
// The patient's status reads their newest subscription.
@Index('subscriptions_patient_created_index', ['patient_id', 'created_at', 'id'])
// The admin's list of every subscription, newest first (docs/decisions/platform.md, issue 35).
@Index('subscriptions_created_index', ['created_at', 'id'])
// The renewal sweep: active plans by period end, paused plans by resume date.
@Index('subscriptions_active_period_end_index', ['current_period_end'], { where: `"status" = 'active'` })
@Index('subscriptions_paused_resume_at_index', ['resume_at'], { where: `"status" = 'paused'` })
// At most one running (active or paused) plan per patient, even with two orders placed at once.
@Index('subscriptions_patient_running_unique', ['patient_id'], {
  unique: true,
  where: `"status" IN ('active', 'paused')`,
})
export class Subscription {
  @Field(() => ID)
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Field()
  @Index('subscriptions_guid_unique', { unique: true })
  @Column({ type: 'uuid' })
  @Generated('uuid')
  guid: string;

  @Column({ type: 'bigint' })
  patient_id: string;

  @ManyToOne('Patient', { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'patient_id' })
  patient?: Patient;

  /** The practice whose order started the plan. */
  @Column({ type: 'bigint' })
  medical_center_id: string;

  @ManyToOne('MedicalCenter', { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'medical_center_id' })
  medicalCenter?: MedicalCenter;

  @Field(() => SubscriptionStatus)
  @Column({ type: 'enum', enum: SubscriptionStatus, enumName: 'subscription_status' })
  status: SubscriptionStatus;

  /** The cycle whose order is the latest one (1 for the starting order). */
  @Column({ type: 'integer', default: 1 })
  cycle_no: number;

  @Field(() => Date)
  @Column({ type: 'timestamptz' })
  start_date: Date;

  @Column({ type: 'timestamptz' })
  current_period_start: Date;

  @Field(() => Date, { description: 'When the current 90-day period ends and the next order is made.' })
  @Column({ type: 'timestamptz' })
  current_period_end: Date;

  @Field(() => Date, { nullable: true })
  @Column({ type: 'timestamptz', nullable: true })
  paused_at: Date | null;

  @Field(() => Date, {
    nullable: true,
    description: 'When a paused plan resumes by itself (pause + 60 days).',
  })
  @Column({ type: 'timestamptz', nullable: true })
  resume_at: Date | null;

  @Field(() => Date, { nullable: true })
  @Column({ type: 'timestamptz', nullable: true })
  canceled_at: Date | null;

  /** The supplements part's status before the pause put it on Paused; resuming restores it. */
  @Column({ type: 'varchar', length: 32, nullable: true })
  paused_part_status: string | null;

  /** The cycle whose renewal notice went out (7 days before its order): mailed once. */
  @Column({ type: 'integer', nullable: true })
  notice_sent_for_cycle: number | null;

  @Field()
  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;
}
