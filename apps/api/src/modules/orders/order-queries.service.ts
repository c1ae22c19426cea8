import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isRowId, SortOrder } from '@portal/shared-types';
import { DataSource, type EntityManager, In } from 'typeorm';
import type { Viewer } from '../../common/auth/viewer.js';
import { NotFoundError } from '../../common/errors/app-error.js';
import { paginate } from '../../common/pagination/paginate.js';
import type { Page } from '../../common/pagination/paginated.type.js';
import { escapeLike } from '../../common/sql/escape-like.js';
import { PATIENT_SEARCH_EXPRESSION } from '../patients/index.js';
import { type OrdersArgs, OrdersOrderByColumn } from './graphql/orders-list.types.js';
import { NoiOrder } from './noi-order.entity.js';
import { OrderAddress } from './order-address.entity.js';
import { scopeOrders } from './order-access.js';
import { OrderItem } from './order-item.entity.js';
import { Order } from './order.entity.js';
import { readAll } from '../../common/sql/read-all.js';

// The expression the trigram index orders_order_number_trgm_index is built on: keep both in step.
export const ORDER_NUMBER_SEARCH_EXPRESSION = 'lower(numbered.order_number)';
// The expression the trigram index samples_barcode_trgm_index is built on: keep both in step.
export const SAMPLE_BARCODE_SEARCH_EXPRESSION = 'lower(sample.barcode)';

/**
 * What the orders search matches: each a SELECT of the ids of matching orders, with the parameter
 * `:search` (a LIKE pattern, lower case), each on a trigram index. The list keeps
 * `ord.id IN (… UNION ALL …)`: every branch reads its own index and only the matching orders are
 * fetched. An `OR` of conditions on `ord` instead makes Postgres filter every visible order (a
 * sequential scan of the table: 350 ms for one barcode among 1,000,000 orders, bench/orders-list.mjs).
 */
export const ORDER_SEARCH_MATCHERS: readonly string[] = [
  `SELECT numbered.id FROM orders numbered WHERE ${ORDER_NUMBER_SEARCH_EXPRESSION} LIKE :search`,
  // The patients' own trigram index (patients_search_trgm_index): name and e-mail.
  `SELECT patientOrder.id FROM orders patientOrder WHERE patientOrder.patient_id IN
    (SELECT patient.id FROM patients patient WHERE ${PATIENT_SEARCH_EXPRESSION} LIKE :search)`,
  // Every barcode of the order, superseded (recalled) ones too: the lab may still name the old tube.
  `SELECT sample.order_id FROM samples sample WHERE ${SAMPLE_BARCODE_SEARCH_EXPRESSION} LIKE :search`,
];

/**
 * The admins' extra matcher ('Search by Doctor or email...'): orders placed by a practice whose doctor's
 * name or e-mail matches. A few hundred doctors are read whole; their orders come through
 * orders_medical_center_created_index.
 */
export const ORDER_DOCTOR_SEARCH_MATCHER = `SELECT practiceOrder.id FROM orders practiceOrder
  WHERE practiceOrder.medical_center_id IN (SELECT searchedDoctor.medical_center_id FROM users searchedDoctor
    JOIN doctors searchedDoctorRecord ON searchedDoctorRecord.user_id = searchedDoctor.id
    WHERE lower(concat_ws(' ', searchedDoctor.title, searchedDoctor.first_name, searchedDoctor.last_name, searchedDoctor.email)) LIKE :search)`;

// An order line of the product type, as a product or inside a (custom) bundle.
const HAS_PRODUCT_TYPE = `EXISTS (SELECT 1 FROM order_items line
  JOIN shop_items item ON item.id = line.resolved_item_id
  WHERE line.order_id = ord.id AND (item.type::text = :productType OR EXISTS (
    SELECT 1 FROM shop_bundle_products bundled JOIN shop_items product ON product.id = bundled.product_id
    WHERE bundled.bundle_id = item.id AND product.type::text = :productType)))`;

@Injectable()
export class OrderQueries {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** One order with its parts, if the viewer may see it. */
  async get(viewer: Viewer, id: string, manager: EntityManager = this.dataSource.manager): Promise<Order> {
    if (!isRowId(id)) throw new NotFoundError('Order');
    const order = await scopeOrders(
      manager
        .getRepository(Order)
        .createQueryBuilder('ord')
        .leftJoinAndMapMany('ord.parts', NoiOrder, 'part', 'part.order_id = ord.id'),
      viewer,
    )
      .andWhere('ord.id = :id', { id })
      .getOne();
    if (!order) throw new NotFoundError('Order');
    return order;
  }

  /**
   * A page of the orders the viewer may see (a doctor: their practice's patients'; an admin: all, and
   * the search also finds the doctor), drafts left out: a draft is the open order wizard, not an order yet. Two statements whatever
   * the page size: the page (with its total), then the parts of its orders.
   */
  async list(viewer: Viewer, args: OrdersArgs): Promise<Page<Order>> {
    const query = scopeOrders(
      this.dataSource.getRepository(Order).createQueryBuilder('ord'),
      viewer,
    ).andWhere('ord.placed_at IS NOT NULL');
    if (args.patient_id) query.andWhere('ord.patient_id = :patientId', { patientId: args.patient_id });
    if (args.productType) query.andWhere(HAS_PRODUCT_TYPE, { productType: args.productType });
    if (typeof args.is_autogenerated === 'boolean')
      query.andWhere('ord.is_autogenerated = :autogenerated', { autogenerated: args.is_autogenerated });
    const search = args.search?.trim().toLowerCase();
    if (search) {
      const matchers = viewer.isAdmin
        ? [...ORDER_SEARCH_MATCHERS, ORDER_DOCTOR_SEARCH_MATCHER]
        : ORDER_SEARCH_MATCHERS;
      query.andWhere(`ord.id IN (${matchers.join(' UNION ALL ')})`, { search: `%${escapeLike(search)}%` });
    }
    const page = await paginate(query, args, {
      columns: {
        [OrdersOrderByColumn.CREATED_AT]: 'ord.created_at',
        [OrdersOrderByColumn.PLACED_AT]: 'ord.placed_at',
        [OrdersOrderByColumn.ORDER_NUMBER]: 'ord.order_number',
        [OrdersOrderByColumn.STATUS]: 'ord.status',
        [OrdersOrderByColumn.PAYMENT_STATUS]: 'ord.payment_status',
        [OrdersOrderByColumn.TOTAL_PRICE]: 'ord.total_price_cents',
      },
      defaultOrder: [{ column: OrdersOrderByColumn.CREATED_AT, order: SortOrder.DESC }],
      tieBreaker: 'ord.id',
    });
    await this.attachParts(page.data);
    return page;
  }

  /** Loads the parts of a page of orders in one statement (paginate may not join to-many relations). */
  private async attachParts(orders: Order[]): Promise<void> {
    const parts = orders.length
      ? await this.dataSource
          .getRepository(NoiOrder)
          .find({ where: { order_id: In(orders.map((o) => o.id)) } })
      : [];
    for (const order of orders) order.parts = parts.filter((part) => part.order_id === order.id);
  }

  /** What the order confirmation states: lines and addresses (with countries). */
  async content(orderId: string, manager: EntityManager = this.dataSource.manager) {
    const [items, addresses] = await readAll(manager, [
      () =>
        manager.find(OrderItem, {
          where: { order_id: orderId },
          order: { position: 'ASC' },
          relations: { resolvedItem: true },
        }),
      () => manager.find(OrderAddress, { where: { order_id: orderId }, relations: { country: true } }),
    ] as const);
    return { items, addresses };
  }
}
