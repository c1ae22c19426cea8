import { Field, ID, ObjectType } from '@nestjs/graphql';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { MedicalCenter } from './medical-center.entity.js';

export enum AddressType {
  OFFICE = 'OFFICE',
  BILLING = 'BILLING',
}

// The office address and, when it differs, the billing address of a practice.
@ObjectType('MedicalCenterAddress')
@Entity({ name: 'medical_center_addresses' })
@Index('medical_center_addresses_center_type_unique', ['medical_center_id', 'type'], { unique: true })
export class MedicalCenterAddress {
  @Field(() => ID)
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ type: 'bigint' })
  medical_center_id: string;

  @ManyToOne(() => MedicalCenter, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'medical_center_id' })
  medicalCenter?: MedicalCenter;

  @Column({ type: 'enum', enum: AddressType, enumName: 'address_type' })
  type: AddressType;

  @Field()
  @Column({ type: 'varchar', length: 256 })
  address: string;

  @Field()
  @Column({ type: 'varchar', length: 10 })
  zip_code: string;

  @Field()
  @Column({ type: 'varchar', length: 256 })
  city: string;

  @Field()
  @Column({ type: 'char', length: 2 })
  country_code: string;
}
