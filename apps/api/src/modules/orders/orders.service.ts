import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { User } from '../users/entities/user.entity.js';
import { Order } from './order.entity.js';

/** Order numbers read 'B-' + a sequence from 1000001 on (B for Bestellung), unique and never reused. */
export async function nextOrderNumber(manager: EntityManager): Promise<string> {
  const [{ number }] = await manager.query<{ number: string }[]>(
    `SELECT 'B-' || nextval('orders_order_number_seq') AS number`,
  );
  return number;
}

@Injectable()
export class OrdersService {
  constructor(@InjectRepository(Order) private readonly orders: Repository<Order>) {}

  /** Orders of a patient, drafts included (patient deletion check). */
  countForPatient(patientId: string): Promise<number> {
    return this.orders.countBy({ patient_id: patientId });
  }

  /** Orders placed by a doctor's practice, wherever its patients went since (account deletion check). */
  countForUser(userId: string): Promise<number> {
    return this.orders
      .createQueryBuilder('ord')
      .innerJoin(User, 'owner', 'owner.medical_center_id = ord.medical_center_id')
      .where('owner.id = :userId', { userId })
      .getCount();
  }
}
