import { isRowId } from '@portal/shared-types';
import type { EntityManager } from 'typeorm';
import { NoiOrder } from './noi-order.entity.js';
import { OrderItem } from './order-item.entity.js';
import { NoiOrderType } from './order-status.js';
import { Order } from './order.entity.js';

// Reads of a patient's own orders for the patient portal (issue 34): placed orders only (a draft is the
// doctor's work in progress), scoped by the patient id the session carries, never by a viewer.

/** An order of the patient with the names of what was ordered, in the order's line order. */
export interface PatientOrderWithItems {
  order: Order;
  itemNames: string[];
}

/** The patient's placed orders, newest first, each with its item names: two statements however many orders. */
export async function placedOrdersOfPatient(
  manager: EntityManager,
  patientId: string,
): Promise<PatientOrderWithItems[]> {
  const orders = await manager
    .getRepository(Order)
    .createQueryBuilder('ord')
    .where('ord.patient_id = :patientId AND ord.placed_at IS NOT NULL', { patientId })
    .orderBy('ord.placed_at', 'DESC')
    .addOrderBy('ord.id', 'DESC')
    .getMany();
  if (!orders.length) return [];
  const items = await manager
    .getRepository(OrderItem)
    .createQueryBuilder('line')
    .innerJoinAndSelect('line.item', 'item')
    .where('line.order_id IN (:...ids)', { ids: orders.map((order) => order.id) })
    .orderBy('line.order_id')
    .addOrderBy('line.position')
    .getMany();
  return orders.map((order) => ({
    order,
    itemNames: items.filter((line) => line.order_id === order.id).map((line) => line.item!.name_de),
  }));
}

/** Whether the order is a placed order of the patient (an id that is no row id is no order). */
export async function isPlacedOrderOfPatient(
  manager: EntityManager,
  patientId: string,
  orderId: string,
): Promise<boolean> {
  return (
    isRowId(orderId) &&
    manager
      .getRepository(Order)
      .createQueryBuilder('ord')
      .where('ord.id = :orderId AND ord.patient_id = :patientId AND ord.placed_at IS NOT NULL', {
        orderId,
        patientId,
      })
      .getExists()
  );
}

/** The blood and DNA parts of the patient's placed orders, with their orders, oldest order first: one statement. */
export function labPartsOfPatient(manager: EntityManager, patientId: string): Promise<NoiOrder[]> {
  return manager
    .getRepository(NoiOrder)
    .createQueryBuilder('part')
    .innerJoinAndSelect('part.order', 'ord')
    .where('ord.patient_id = :patientId AND ord.placed_at IS NOT NULL', { patientId })
    .andWhere('part.type IN (:...types)', { types: [NoiOrderType.blood, NoiOrderType.dna] })
    .orderBy('ord.placed_at', 'ASC')
    .addOrderBy('part.id', 'ASC')
    .getMany();
}
