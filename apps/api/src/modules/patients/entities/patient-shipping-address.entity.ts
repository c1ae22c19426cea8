import type { Country } from '../../catalog/entities/country.entity.js';
import { Patient } from './patient.entity.js';
import { Field, ObjectType } from '@nestjs/graphql';
import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';

// A delivery address that differs from the patient's own address (optional).
@ObjectType()
@Entity({ name: 'patient_shipping_addresses' })
export class PatientShippingAddress {
  @PrimaryColumn({ type: 'bigint' })
  patient_id: string;

  @ManyToOne(() => Patient, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'patient_id' })
  patient?: Patient;

  @Field()
  @Column({ type: 'varchar', length: 256 })
  address: string;

  @Field()
  @Column({ type: 'varchar', length: 10 })
  zip_code: string;

  @Field()
  @Column({ type: 'varchar', length: 256 })
  city: string;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 128, nullable: true })
  state: string | null;

  @Column({ type: 'bigint' })
  country_id: string;

  @ManyToOne('Country', { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'country_id' })
  countryRef?: Country;
}
