import { registerEnumType } from '@nestjs/graphql';
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import type { Order } from '../orders/order.entity.js';

export enum SampleType {
  Blood = 'Blood',
  Dna = 'Dna',
}
registerEnumType(SampleType, { name: 'SampleType' });

export enum SampleStatus {
  NotRegistered = 'NotRegistered',
  Registered = 'Registered',
}
registerEnumType(SampleStatus, { name: 'SampleStatus' });

/**
 * A registered sample barcode of an order's blood or DNA part. Rows are written on registration; a part
 * without a current row is "not registered". A recall supersedes the row and a new one is registered.
 */
@Entity({ name: 'samples' })
// A barcode names one tube forever: a superseded (recalled) barcode is never given out again.
@Index('samples_barcode_unique', ['barcode'], { unique: true })
// One current sample per order and type; the second of two concurrent registrations fails here too.
@Index('samples_order_type_current_unique', ['order_id', 'type'], {
  unique: true,
  where: '"superseded_at" IS NULL',
})
// gin trigram on lower(barcode) for the orders search, written by hand in the OrdersSampleBarcodeSearch migration.
@Index('samples_barcode_trgm_index', { synchronize: false })
export class Sample {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ type: 'bigint' })
  order_id: string;

  @ManyToOne('Order', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id' })
  order?: Order;

  @Column({ type: 'enum', enum: SampleType, enumName: 'sample_type' })
  type: SampleType;

  @Column({ type: 'varchar', length: 64, nullable: true })
  barcode: string | null;

  @Column({
    type: 'enum',
    enum: SampleStatus,
    enumName: 'sample_status',
    default: SampleStatus.NotRegistered,
  })
  status: SampleStatus;

  @Column({ type: 'timestamptz', nullable: true })
  registered_at: Date | null;

  @Column({ type: 'bigint', nullable: true })
  registered_by_user_id: string | null;

  // Set when the lab recalls the sample; the old barcode stays for the record.
  @Column({ type: 'timestamptz', nullable: true })
  superseded_at: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
