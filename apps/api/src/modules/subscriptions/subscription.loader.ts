import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { byKeys, groupByKeys, type LoaderRegistry } from '../../common/dataloader/loader-registry.js';
import { type Order, ordersOfSubscriptions, OrderStatus } from '../orders/index.js';
import { type Patient, patientsByIds } from '../patients/index.js';
import { openRequestsOfSubscriptions } from './subscription-change-request-reads.js';
import type { SubscriptionChangeRequest } from './subscription-change-request.entity.js';
import { Subscription } from './subscription.entity.js';

export interface PatientOrderCounts {
  shipped: number;
  paid: number;
  placed: number;
}

/** Batched reads for a page of subscriptions or patients: one statement per relation. */
@Injectable()
export class SubscriptionLoader {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Each subscription's orders with their parts, newest cycle first. */
  orders(loaders: LoaderRegistry, subscriptionId: string): Promise<Order[]> {
    return loaders
      .get<string, Order[]>('subscriptionOrders', async (ids) => {
        const rows = await ordersOfSubscriptions(this.dataSource.manager, [...ids]);
        return groupByKeys(ids, rows, (order) => order.subscription_id!);
      })
      .load(subscriptionId);
  }

  /** Each plan's open change request from the patient portal, if any. */
  openChangeRequest(
    loaders: LoaderRegistry,
    subscriptionId: string,
  ): Promise<SubscriptionChangeRequest | null> {
    return loaders
      .get<string, SubscriptionChangeRequest | null>('subscriptionOpenChangeRequest', async (ids) =>
        byKeys(
          ids,
          await openRequestsOfSubscriptions(this.dataSource.manager, [...ids]),
          (row) => row.subscription_id,
        ),
      )
      .load(subscriptionId);
  }

  async latestOrder(loaders: LoaderRegistry, subscriptionId: string): Promise<Order | null> {
    return (await this.orders(loaders, subscriptionId))[0] ?? null;
  }

  /** Orders of the subscription whose payment is still open (link sent, not paid, not cancelled). */
  async unpaidOrdersCount(loaders: LoaderRegistry, subscriptionId: string): Promise<number> {
    const orders = await this.orders(loaders, subscriptionId);
    return orders.filter(
      (order) =>
        order.status !== OrderStatus.Canceled &&
        order.payment_status !== null &&
        ['Pending', 'Expired', 'Fail'].includes(order.payment_status),
    ).length;
  }

  /** Each patient's newest subscription by creation date (the one their status reads). */
  latestOfPatient(loaders: LoaderRegistry, patientId: string): Promise<Subscription | null> {
    return loaders
      .get<string, Subscription | null>('patientLatestSubscription', async (ids) => {
        const rows = await this.dataSource
          .getRepository(Subscription)
          .createQueryBuilder('subscription')
          .where(
            `subscription.id IN (SELECT DISTINCT ON (s.patient_id) s.id FROM subscriptions s
               WHERE s.patient_id IN (:...ids) ORDER BY s.patient_id, s.created_at DESC, s.id DESC)`,
            { ids: [...ids] },
          )
          .getMany();
        return byKeys(ids, rows, (row) => row.patient_id);
      })
      .load(patientId);
  }

  /** Each patient's placed orders, and of them the shipped (order or supplements part shipped) and paid ones. */
  orderCounts(loaders: LoaderRegistry, patientId: string): Promise<PatientOrderCounts> {
    return loaders
      .get<string, PatientOrderCounts>('patientOrderCounts', async (ids) => {
        const rows = await this.dataSource.query<
          { patient_id: string; shipped: string; paid: string; placed: string }[]
        >(
          `SELECT o.patient_id,
             count(*) FILTER (WHERE o.status = $2 OR EXISTS (SELECT 1 FROM noi_orders p
               WHERE p.order_id = o.id AND p.type = 'supplements' AND p.status = 'OrderShipped')) AS shipped,
             count(*) FILTER (WHERE o.payment_status = 'Success') AS paid,
             count(*) AS placed
           FROM orders o WHERE o.patient_id = ANY($1::bigint[]) AND o.placed_at IS NOT NULL
           GROUP BY o.patient_id`,
          [[...ids], OrderStatus.OrderShipped],
        );
        const counts = byKeys(ids, rows, (row) => String(row.patient_id));
        return counts.map((row) => ({
          shipped: Number(row?.shipped ?? 0),
          paid: Number(row?.paid ?? 0),
          placed: Number(row?.placed ?? 0),
        }));
      })
      .load(patientId);
  }

  /** The patients of a page of subscriptions (visible with their subscription). */
  patient(loaders: LoaderRegistry, patientId: string): Promise<Patient | null> {
    return loaders
      .get<string, Patient | null>('subscriptionPatient', async (ids) =>
        byKeys(ids, await patientsByIds(this.dataSource.manager, [...ids]), (patient) => patient.id),
      )
      .load(patientId);
  }
}
