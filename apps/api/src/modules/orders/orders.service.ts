import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { berlinWallClock } from '@portal/shared-types';
import { nextInSeries } from '../numbering/number-series.js';
import { Order } from './order.entity.js';

/**
 * Order numbers read `B-<year>-<five digits>` (B for Bestellung), from a gapless series per calendar
 * year in Berlin time, issued when an order is placed, inside the placing transaction.
 */
export async function nextOrderNumber(manager: EntityManager, at = new Date()): Promise<string> {
  const { year } = berlinWallClock(at);
  const number = await nextInSeries(manager, `order:${year}`);
  return `B-${year}-${String(number).padStart(5, '0')}`;
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
    return (
      this.orders
        .createQueryBuilder('ord')
        // The users' accounts, joined by entity name: one statement for the account deletion check.
        .innerJoin('User', 'owner', 'owner.medical_center_id = ord.medical_center_id')
        .where('owner.id = :userId', { userId })
        .getCount()
    );
  }
}
