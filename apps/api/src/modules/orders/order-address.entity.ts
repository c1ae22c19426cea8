import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import type { Country } from '../catalog/entities/country.entity.js';
import type { Order } from './order.entity.js';

export enum OrderAddressKind {
  delivery = 'delivery',
  billing = 'billing',
}

/** The delivery or billing address of an order, copied from the patient when the draft is made. */
@Entity({ name: 'order_addresses' })
export class OrderAddress {
  @PrimaryColumn({ type: 'bigint' })
  order_id: string;

  @ManyToOne('Order', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id' })
  order?: Order;

  @PrimaryColumn({ type: 'enum', enum: OrderAddressKind, enumName: 'order_address_kind' })
  kind: OrderAddressKind;

  @Column({ type: 'varchar', length: 256 })
  address: string;

  @Column({ type: 'varchar', length: 10 })
  zip_code: string;

  @Column({ type: 'varchar', length: 256 })
  city: string;

  @Column({ type: 'varchar', length: 128, nullable: true })
  state: string | null;

  @Column({ type: 'bigint' })
  country_id: string;

  @ManyToOne('Country', { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'country_id' })
  country?: Country;
}
