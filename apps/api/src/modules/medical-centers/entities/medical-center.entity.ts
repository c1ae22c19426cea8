import { Field, ID, ObjectType } from '@nestjs/graphql';
import {
  Column,
  CreateDateColumn,
  Entity,
  JoinTable,
  ManyToMany,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { Certification } from '../../catalog/entities/certification.entity.js';
import type { Specialization } from '../../catalog/entities/specialization.entity.js';

export class BillingDetailsColumns {
  @Column({ type: 'varchar', length: 64, nullable: true })
  account_holder: string | null;

  @Column({ type: 'varchar', length: 34, nullable: true })
  iban: string | null;

  @Column({ type: 'varchar', length: 16, nullable: true })
  bic: string | null;

  @Column({ type: 'varchar', length: 16, nullable: true })
  vat_no: string | null;
}

export class ContactDetailsColumns {
  @Column({ type: 'varchar', length: 255, nullable: true })
  email: string | null;

  // ISO code of the country whose dial code precedes the number (default AT).
  @Column({ type: 'char', length: 2, nullable: true })
  country_code: string | null;

  @Column({ type: 'varchar', length: 12, nullable: true })
  phone_number: string | null;
}

// A practice: one per doctor today; orders, patients and fees belong to it.
@ObjectType()
@Entity({ name: 'medical_centers' })
export class MedicalCenter {
  @Field(() => ID)
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Field()
  @Column({ type: 'varchar', length: 256 })
  name: string;

  @Column(() => BillingDetailsColumns, { prefix: 'billing' })
  billing: BillingDetailsColumns;

  @Column(() => ContactDetailsColumns, { prefix: 'contact' })
  contact: ContactDetailsColumns;

  @ManyToMany('Specialization')
  @JoinTable({
    name: 'medical_center_specializations',
    joinColumn: { name: 'medical_center_id' },
    inverseJoinColumn: { name: 'specialization_id' },
  })
  specializations?: Specialization[];

  @ManyToMany('Certification')
  @JoinTable({
    name: 'medical_center_certifications',
    joinColumn: { name: 'medical_center_id' },
    inverseJoinColumn: { name: 'certification_id' },
  })
  certifications?: Certification[];

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;
}
