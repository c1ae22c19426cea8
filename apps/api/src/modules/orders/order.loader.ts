import { Injectable } from '@nestjs/common';
import type DataLoader from 'dataloader';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type ObjectLiteral } from 'typeorm';
import type { Selection } from '../../common/graphql/selection.js';
import { type ColumnNeeds, columnsForSelection, qualified } from '../../common/sql/selected-columns.js';
import { entityFromJson, jsonRowExpression } from '../../common/sql/json-row.js';
import { byKeys, groupByKeys, type LoaderRegistry } from '../../common/dataloader/loader-registry.js';
import type { Viewer } from '../../common/auth/viewer.js';
import { NoiOrder } from './noi-order.entity.js';
import { scopeOrders } from './order-access.js';
import { Order } from './order.entity.js';

// The Order fields that read the joined parts.
const PART_FIELDS = ['noiOrders', 'bloodNoiOrder', 'dnaNoiOrder', 'supplementsNoiOrder'];

/** Whether a selection of orders shows one of their parts (nothing else reads `Order.parts`). */
export function showsParts(selection: Selection): boolean {
  return PART_FIELDS.some((field) => selection.fieldNames().has(field));
}

/** What an order row reads besides its selected columns (see columnsForSelection). */
const ORDER_ROW_NEEDS: ColumnNeeds = {
  always: ['id', 'patient_id'],
  fields: {
    total_price: ['total_price_cents'],
    original_price: ['original_price_cents'],
    tax_amount: ['tax_amount_cents'],
    discount_amount: ['discount_amount_cents'],
    isCancelable: ['status'],
    shipment_tracking_url: ['shipment_carrier', 'shipment_number'],
    ...Object.fromEntries(PART_FIELDS.map((field) => [field, []])),
  },
};

/** A part is found by its type (bloodNoiOrder …) and grouped under its order. */
const PART_ROW_NEEDS: ColumnNeeds = { always: ['id', 'order_id', 'type'] };

interface OrderColumns {
  order: string[];
  /** Null: no part is shown, so none is joined. */
  parts: string[] | null;
}

/** Batched order relations: one statement per relation for a whole page of patients or orders. */
@Injectable()
export class OrderLoader {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * The newest placed order of each patient with its parts, in one statement (orders_patient_placed_index).
   * With `selection`, only the columns it shows are read (the parts not at all when none is shown).
   */
  latestPlacedOrder(
    loaders: LoaderRegistry,
    viewer: Viewer,
    patientId: string,
    selection?: Selection,
  ): Order | null | Promise<Order | null> {
    return loaders.loadOrKnown(
      this.latestPlacedOrderName(selection),
      this.latestPlacedOrderBatch(viewer, selection),
      patientId,
    );
  }

  /**
   * The same newest placed order for the patients list's own statement (PatientListColumns): a scalar subquery
   * over the list's row `patientAlias` giving `{ order, parts }` as JSON with the columns `selection` shows, or
   * null when a column cannot travel as JSON (the field then loads through latestPlacedOrder).
   */
  latestPlacedOrderSubquery(
    patientAlias: string,
    viewer: Viewer,
    selection: Selection,
  ): { sql: string; parameters: ObjectLiteral } | null {
    const columns = this.selectedColumns(selection) ?? {
      order: this.propertiesOf(Order),
      parts: this.propertiesOf(NoiOrder),
    };
    const order = jsonRowExpression(this.dataSource, this.metadata(Order), 'latest_order', columns.order);
    const part =
      columns.parts &&
      jsonRowExpression(this.dataSource, this.metadata(NoiOrder), 'latest_part', columns.parts);
    if (!order || (columns.parts && !part)) return null;
    // The parts only when shown (the key then always holds a list), as the loader joins them only then.
    const parts = part
      ? `, 'parts', (SELECT coalesce(json_agg(${part} ORDER BY latest_part.id), '[]') FROM noi_orders latest_part
           WHERE latest_part.order_id = latest_order.id)`
      : '';
    const query = this.dataSource
      .getRepository(Order)
      .createQueryBuilder('latest_order')
      .select(`json_build_object('order', ${order}${parts})`, 'latest_placed_order')
      .where(`latest_order.patient_id = ${patientAlias}.id`)
      .andWhere('latest_order.placed_at IS NOT NULL');
    scopeOrders(query, viewer, 'latest_order')
      .orderBy('latest_order.placed_at', 'DESC')
      .addOrderBy('latest_order.id', 'DESC')
      .limit(1);
    return { sql: query.getQuery(), parameters: query.getParameters() };
  }

  /** Hands latestPlacedOrder for `selection` each patient's order as latestPlacedOrderSubquery gave it. */
  primeLatestPlacedOrder(
    loaders: LoaderRegistry,
    selection: Selection,
    values: ReadonlyMap<string, unknown>,
  ): void {
    const name = this.latestPlacedOrderName(selection);
    for (const [patientId, value] of values)
      loaders.prime(name, patientId, value ? this.orderFromJson(value) : null);
  }

  /** One loader per selection: two aliases that select differently never share a batch. */
  private latestPlacedOrderName(selection?: Selection): string {
    return `patientLatestPlacedOrder:${selection?.key() ?? '*'}`;
  }

  private latestPlacedOrderBatch(
    viewer: Viewer,
    selection?: Selection,
  ): DataLoader.BatchLoadFn<string, Order | null> {
    return async (ids) => {
      const columns = selection && this.selectedColumns(selection);
      const query = this.ordersWithParts(columns ?? undefined).where(
        `ord.id IN (SELECT DISTINCT ON (o.patient_id) o.id FROM orders o
           WHERE o.patient_id IN (:...ids) AND o.placed_at IS NOT NULL
           ORDER BY o.patient_id DESC, o.placed_at DESC, o.id DESC)`,
        { ids: [...ids] },
      );
      return byKeys(ids, await scopeOrders(query, viewer).getMany(), (o) => o.patient_id);
    };
  }

  private orderFromJson(value: unknown): Order {
    const { order, parts } = value as { order: Record<string, unknown>; parts?: Record<string, unknown>[] };
    const entity = entityFromJson<Order>(this.dataSource, this.metadata(Order), order);
    if (parts)
      entity.parts = parts.map((part) =>
        entityFromJson<NoiOrder>(this.dataSource, this.metadata(NoiOrder), part),
      );
    return entity;
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
  private ordersWithParts(columns?: OrderColumns) {
    const query = this.dataSource.getRepository(Order).createQueryBuilder('ord');
    if (columns && !columns.parts) return query.select(qualified('ord', columns.order));
    query.leftJoinAndMapMany('ord.parts', NoiOrder, 'part', 'part.order_id = ord.id');
    if (columns?.parts)
      query.select([...qualified('ord', columns.order), ...qualified('part', columns.parts)]);
    return query;
  }

  /** The order and part columns a selection of orders shows, or null for whole rows. */
  private selectedColumns(selection: Selection): OrderColumns | null {
    const order = columnsForSelection(this.metadata(Order), selection.fieldNames(), ORDER_ROW_NEEDS);
    if (!order) return null;
    const partFields = PART_FIELDS.flatMap((field) => [...selection.child(field).fieldNames()]);
    if (!showsParts(selection)) return { order, parts: null };
    const parts = columnsForSelection(this.metadata(NoiOrder), partFields, PART_ROW_NEEDS);
    return parts && { order, parts };
  }

  private metadata(entity: typeof Order | typeof NoiOrder) {
    return this.dataSource.getMetadata(entity);
  }

  private propertiesOf(entity: typeof Order | typeof NoiOrder): string[] {
    return this.metadata(entity)
      .columns.filter((column) => column.isSelect)
      .map((column) => column.propertyName);
  }
}
