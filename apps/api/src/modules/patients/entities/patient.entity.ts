import type { MedicalCenter } from '../../medical-centers/entities/medical-center.entity.js';
import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';
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
import { decimalTransformer } from '../../../database/decimal.transformer.js';
import { Salutation } from '@portal/shared-types';

import { BiologicalSex } from '../biological-sex.js';

export { BiologicalSex };

/**
 * A patient belongs to one practice (medical_center_id). Removing the patient from the practice keeps
 * the record (medical_center_id becomes null, removed_from_medical_center_id remembers where it was);
 * everything that hangs on the patient (orders, fees, results) follows the patient, not the doctor.
 */
@ObjectType()
@Entity({ name: 'patients' })
@Index('patients_center_created_index', ['medical_center_id', 'created_at', 'id'])
// The admin's list of every practice's patients, newest first (docs/decisions/platform.md, issue 35).
@Index('patients_created_index', ['created_at', 'id'])
@Index('patients_center_last_name_index', ['medical_center_id', 'last_name', 'first_name', 'id'])
@Index('patients_center_email_index', ['medical_center_id', 'email', 'id'])
@Index('patients_search_trgm_index', { synchronize: false })
export class Patient {
  @Field(() => ID)
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Field()
  @Index('patients_guid_unique', { unique: true })
  @Column({ type: 'uuid' })
  @Generated('uuid')
  guid: string;

  // Patient number for accounting and the lab, e.g. P-1000042.
  @Field()
  @Index('patients_accounting_code_unique', { unique: true })
  @Column({ type: 'varchar', length: 16 })
  accounting_code: string;

  @Column({ type: 'bigint', nullable: true })
  medical_center_id: string | null;

  @ManyToOne('MedicalCenter', { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'medical_center_id' })
  medicalCenterRef?: MedicalCenter | null;

  @Column({ type: 'bigint', nullable: true })
  removed_from_medical_center_id: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  removed_at: Date | null;

  @Column({ type: 'bigint', nullable: true })
  created_by_user_id: string | null;

  @Field(() => Salutation)
  @Column({ type: 'enum', enum: Salutation, enumName: 'user_salutation' })
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
  @Column({ type: 'varchar', length: 255 })
  email: string;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 12, nullable: true })
  phone_number: string | null;

  @Field({ description: 'ISO code of the country whose dial code precedes the phone number (default AT).' })
  @Column({ type: 'char', length: 2, default: 'AT' })
  country_code: string;

  @Field()
  @Column({ type: 'varchar', length: 256 })
  address: string;

  @Field()
  @Column({ type: 'varchar', length: 10 })
  zip_code: string;

  @Field()
  @Column({ type: 'varchar', length: 256 })
  city: string;

  @Field({ description: 'ISO country code.' })
  @Column({ type: 'char', length: 2 })
  country: string;

  @Field({ description: 'YYYY-MM-DD' })
  @Column({ type: 'date' })
  date_of_birth: string;

  @Field(() => Int, { description: 'Centimetres.' })
  @Column({ type: 'smallint' })
  height: number;

  @Field(() => Float, { description: 'Kilograms.' })
  @Column({ type: 'numeric', precision: 5, scale: 2, transformer: decimalTransformer })
  weight: number;

  @Field(() => BiologicalSex)
  @Column({ type: 'enum', enum: BiologicalSex, enumName: 'biological_sex' })
  biological_sex: BiologicalSex;

  @Column({ type: 'varchar', length: 2, default: 'de' })
  locale: string;

  @Field(() => Date, { nullable: true })
  @Column({ type: 'timestamptz', nullable: true })
  micronutrients_last_updated_at: Date | null;

  @Field()
  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @Field()
  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;
}
