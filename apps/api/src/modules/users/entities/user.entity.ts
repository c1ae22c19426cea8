import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import {
  Column,
  CreateDateColumn,
  Generated,
  DeleteDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { Permission, Salutation } from '@portal/shared-types';
import '../../../common/graphql/shared-enum-types.js';
import type { PartnershipModel } from '../../catalog/entities/partnership-model.entity.js';
import type { MedicalCenter } from '../../medical-centers/entities/medical-center.entity.js';

// How the account came to be; GraphQL's `onboardingType` adds the invitation's state (therapists/onboarding-type.ts).
export enum OnboardingType {
  /** Signed up with a registration code. */
  REGISTRATION = 'REGISTRATION',
  /** Invited by an administrator and accepted through a signed link. */
  INVITATION = 'INVITATION',
  /** Created by an administrator or the seed (staff accounts). */
  INTERNAL = 'INTERNAL',
}

@ObjectType()
@Entity({ name: 'users' })
@Index('users_email_unique', { synchronize: false })
@Index('users_search_trgm_index', { synchronize: false })
export class User {
  @Field(() => ID)
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Field()
  @Index('users_guid_unique', { unique: true })
  @Column({ type: 'uuid' })
  @Generated('uuid')
  guid: string;

  @Field()
  // Stored lower-cased (normalizeEmail); unique among accounts that are not deleted (partial index in the migration).
  @Column({ type: 'varchar', length: 255 })
  email: string;

  // argon2id; null until an invited user sets a password.
  @Column({ type: 'varchar', length: 255, nullable: true, select: false })
  password: string | null;

  @Field(() => Salutation)
  @Column({
    type: 'enum',
    enum: Salutation,
    enumName: 'user_salutation',
    default: Salutation.not_specified,
  })
  salutation: Salutation;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 16, nullable: true })
  title: string | null;

  @Field()
  @Column({ type: 'varchar', length: 64 })
  first_name: string;

  @Field()
  @Column({ type: 'varchar', length: 64 })
  last_name: string;

  @Field()
  @Column({ type: 'boolean', default: false })
  is_active: boolean;

  @Column({ type: 'timestamptz', nullable: true })
  activated_at: Date | null;

  // sha256 of the activation token sent by e-mail.
  @Column({ type: 'varchar', length: 64, nullable: true, select: false })
  activation_token_hash: string | null;

  @Column({
    type: 'enum',
    enum: OnboardingType,
    enumName: 'onboarding_type',
    default: OnboardingType.REGISTRATION,
  })
  onboardingType: OnboardingType;

  @Column({
    type: 'enum',
    enum: Permission,
    enumName: 'user_permission',
    array: true,
    default: () => "'{}'",
  })
  permissions: Permission[];

  @Column({ type: 'varchar', length: 2, default: 'de' })
  locale: string;

  // AES-256-GCM with APP_KEY (see common/crypto); never selected unless asked for.
  @Column({ type: 'text', nullable: true, select: false })
  two_factor_secret: string | null;

  @Column({ type: 'text', nullable: true, select: false })
  two_factor_recovery_codes: string | null;

  @Field(() => Date, { nullable: true })
  @Column({ type: 'timestamptz', nullable: true })
  two_factor_confirmed_at: Date | null;

  // The last accepted TOTP time step, so a code cannot be used twice.
  @Column({ type: 'bigint', nullable: true, select: false })
  two_factor_last_step: string | null;

  @Field()
  @Column({ type: 'boolean', default: false })
  has_enabled_otp_email: boolean;

  @Field(() => Int)
  @Column({ type: 'int', default: 3 })
  twoFactorSkipsLeft: number;

  @Column({ type: 'bigint', nullable: true })
  partnership_model_id: string | null;

  @ManyToOne('PartnershipModel', { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'partnership_model_id' })
  partnershipModel?: PartnershipModel | null;

  @Index('users_medical_center_id_index')
  @Column({ type: 'bigint', nullable: true })
  medical_center_id: string | null;

  @ManyToOne('MedicalCenter', { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'medical_center_id' })
  medicalCenter?: MedicalCenter | null;

  @Field(() => Date, { nullable: true })
  @Column({ type: 'timestamptz', nullable: true })
  last_login_at: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  password_changed_at: Date | null;

  @Field()
  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;

  @DeleteDateColumn({ type: 'timestamptz' })
  deleted_at: Date | null;

  @Field({ description: 'Title, first and last name.' })
  get name(): string {
    return [this.title, this.first_name, this.last_name].filter(Boolean).join(' ');
  }

  hasPermission(permission: Permission): boolean {
    return this.permissions.includes(permission);
  }
}
