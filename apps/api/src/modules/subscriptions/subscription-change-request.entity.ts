import { Field, ID, ObjectType, registerEnumType } from '@nestjs/graphql';
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
import type { User } from '../users/index.js';
import type { Subscription } from './subscription.entity.js';

/** What the patient asks for: the doctor's pause or cancel (the spec's transitions stay the doctor's). */
export enum SubscriptionChangeKind {
  pause = 'pause',
  cancel = 'cancel',
}
registerEnumType(SubscriptionChangeKind, { name: 'SubscriptionChangeKind' });

/** open until the doctor confirms or declines it, or the patient withdraws it; the row stays as the record. */
export enum SubscriptionChangeRequestStatus {
  open = 'open',
  confirmed = 'confirmed',
  declined = 'declined',
  withdrawn = 'withdrawn',
}
registerEnumType(SubscriptionChangeRequestStatus, { name: 'SubscriptionChangeRequestStatus' });

/** Most a patient may write with a request. */
export const CHANGE_REQUEST_MESSAGE_MAX = 500;

/**
 * A patient's request, from the patient portal, that the doctor pause or cancel their plan (issue 34, point 4).
 * The doctor confirms it (which runs the doctor's own pause or cancel) or declines it.
 */
@ObjectType()
@Entity({ name: 'subscription_change_requests' })
// One open request per plan, even with two requests sent at once.
@Index('subscription_change_requests_one_open', ['subscription_id'], {
  unique: true,
  where: `"status" = 'open'`,
})
@Index('subscription_change_requests_patient_index', ['patient_id', 'requested_at'])
@Check(
  'subscription_change_requests_message_length',
  `char_length("message") <= ${CHANGE_REQUEST_MESSAGE_MAX}`,
)
export class SubscriptionChangeRequest {
  @Field(() => ID)
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ type: 'bigint' })
  subscription_id: string;

  @ManyToOne('Subscription', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'subscription_id' })
  subscription?: Subscription;

  @Column({ type: 'bigint' })
  patient_id: string;

  @ManyToOne('Patient', { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'patient_id' })
  patient?: Patient;

  @Field(() => SubscriptionChangeKind)
  @Column({ type: 'enum', enum: SubscriptionChangeKind, enumName: 'subscription_change_kind' })
  kind: SubscriptionChangeKind;

  @Field(() => String, {
    nullable: true,
    description: "The patient's optional message (at most 500 characters).",
  })
  @Column({ type: 'text', nullable: true })
  message: string | null;

  @Field(() => Date)
  @CreateDateColumn({ type: 'timestamptz' })
  requested_at: Date;

  @Field(() => SubscriptionChangeRequestStatus)
  @Column({
    type: 'enum',
    enum: SubscriptionChangeRequestStatus,
    enumName: 'subscription_change_request_status',
    default: SubscriptionChangeRequestStatus.open,
  })
  status: SubscriptionChangeRequestStatus;

  @Column({ type: 'bigint', nullable: true })
  decided_by_user_id: string | null;

  @ManyToOne('User', { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'decided_by_user_id' })
  decidedBy?: User | null;

  /** When the doctor decided or the patient withdrew it. */
  @Field(() => Date, { nullable: true })
  @Column({ type: 'timestamptz', nullable: true })
  decided_at: Date | null;
}
