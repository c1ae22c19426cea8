import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { byKeys, groupByKeys, type LoaderRegistry } from '../../common/dataloader/loader-registry.js';
import type { Viewer } from '../../common/auth/viewer.js';
import { NoiOrder } from './noi-order.entity.js';
import { scopeOrders } from './order-access.js';
import { Order } from './order.entity.js';

/** Batched order relations: one statement per relation for a whole page of patients or orders. */
@Injectable()
export class OrderLoader {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The newest placed order of each patient with its parts, in one statement (orders_patient_placed_index). */
  latestPlacedOrder(loaders: LoaderRegistry, viewer: Viewer, patientId: string): Promise<Order | null> {
    return loaders
      .get<string, Order | null>('patientLatestPlacedOrder', async (ids) => {
        const query = this.ordersWithParts().where(
          `ord.id IN (SELECT DISTINCT ON (o.patient_id) o.id FROM orders o
             WHERE o.patient_id IN (:...ids) AND o.placed_at IS NOT NULL
             ORDER BY o.patient_id DESC, o.placed_at DESC, o.id DESC)`,
          { ids: [...ids] },
        );
        return byKeys(ids, await scopeOrders(query, viewer).getMany(), (o) => o.patient_id);
      })
      .load(patientId);
  }

  /** Each patient's newest `first` orders (drafts included) with their parts, newest first. */
  ordersOfPatient(
    loaders: LoaderRegistry,
    viewer: Viewer,
    patientId: string,
    first: number,
  ): Promise<Order[]> {
    return loaders
      .get<string, Order[]>(`patientOrders:${first}`, async (ids) => {
        const query = this.ordersWithParts().where(
          `ord.id IN (SELECT ranked.id FROM (
               SELECT o.id, row_number() OVER (PARTITION BY o.patient_id ORDER BY o.created_at DESC, o.id DESC) AS position
               FROM orders o WHERE o.patient_id IN (:...ids)) ranked
           WHERE ranked.position <= :first)`,
          { ids: [...ids], first },
        );
        const rows = await scopeOrders(query, viewer)
          .orderBy('ord.created_at', 'DESC')
          .addOrderBy('ord.id', 'DESC')
          .getMany();
        return groupByKeys(ids, rows, (o) => o.patient_id);
      })
      .load(patientId);
  }

  // Parts are joined, not batched separately: a list row's order and its parts cost one statement.
  private ordersWithParts() {
    return this.dataSource
      .getRepository(Order)
      .createQueryBuilder('ord')
      .leftJoinAndMapMany('ord.parts', NoiOrder, 'part', 'part.order_id = ord.id');
  }
}
