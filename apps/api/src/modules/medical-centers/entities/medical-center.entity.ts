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
import { PRACTICE_TAX_STATUSES, type PracticeTaxStatus } from '@portal/shared-types';
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

  /** Steuernummer (issue 31, point 4): printed on the practice's Gutschriften beside or instead of the VAT id. */
  @Column({ type: 'varchar', length: 32, nullable: true })
  tax_number: string | null;
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

  /**
   * The practice's own statement of its VAT status (null until stated): decides the Gutschrift's treatment
   * (credit-notes/credit-note-treatment.ts). No credit note is generated without it.
   */
  @Column({
    type: 'enum',
    enum: PRACTICE_TAX_STATUSES,
    enumName: 'practice_tax_status',
    nullable: true,
  })
  tax_status: PracticeTaxStatus | null;

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
