import { Field, ID, ObjectType } from '@nestjs/graphql';
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  OneToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { User } from './user.entity.js';

// The doctor role of a user: what orders, fees and credit notes hang on.
@ObjectType()
@Entity({ name: 'doctors' })
export class Doctor {
  @Field(() => ID)
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Index('doctors_user_id_unique', { unique: true })
  @Column({ type: 'bigint' })
  user_id: string;

  @OneToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  // Customer number in accounting and on credit notes, e.g. D-100042.
  @Field()
  @Index('doctors_accounting_code_unique', { unique: true })
  @Column({ type: 'varchar', length: 16 })
  accounting_code: string;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
