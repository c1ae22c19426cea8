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
import { showsParts } from './order.loader.js';
import type { Selection } from '../../common/graphql/selection.js';
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
const RELATED_ORDER_MATCHERS: readonly string[] = [
  // The patients' own trigram index (patients_search_trgm_index): name and e-mail.
  `SELECT patientOrder.id FROM orders patientOrder WHERE patientOrder.patient_id IN
    (SELECT patient.id FROM patients patient WHERE ${PATIENT_SEARCH_EXPRESSION} LIKE :search)`,
  // Every barcode of the order, superseded (recalled) ones too: the lab may still name the old tube.
  `SELECT sample.order_id FROM samples sample WHERE ${SAMPLE_BARCODE_SEARCH_EXPRESSION} LIKE :search`,
];

export const ORDER_SEARCH_MATCHERS: readonly string[] = [
  `SELECT numbered.id FROM orders numbered WHERE ${ORDER_NUMBER_SEARCH_EXPRESSION} LIKE :search`,
  ...RELATED_ORDER_MATCHERS,
];

/**
 * A search that starts as every order number does ('b-2026-05…') can only match at a number's start, so
 * for the numbers it is a prefix search, which the btree orders_order_number_prefix_index answers in
 * ~0.1 ms; the trigram index took ~22 ms at a million orders, since every order shares 'b-2', '-20', '202' …
 * The patients' and barcodes' matchers stay.
 */
const ORDER_NUMBER_START = 'b-';
const ORDER_NUMBER_START_MATCHERS: readonly string[] = [
  `SELECT numbered.id FROM orders numbered WHERE ${ORDER_NUMBER_SEARCH_EXPRESSION} LIKE :numberPrefix`,
  ...RELATED_ORDER_MATCHERS,
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
   * the page size: the page (with its total), then the parts of its orders, which are left out when `selection`
   * (the page's `data`) shows none (the dashboard's latest orders).
   */
  async list(viewer: Viewer, args: OrdersArgs, selection?: Selection): Promise<Page<Order>> {
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
      const byNumber = search.startsWith(ORDER_NUMBER_START)
        ? ORDER_NUMBER_START_MATCHERS
        : ORDER_SEARCH_MATCHERS;
      const matchers = viewer.isAdmin ? [...byNumber, ORDER_DOCTOR_SEARCH_MATCHER] : byNumber;
      // Found once for the page and its count (materialised): a search matching 3,400 orders took
      // 34 ms with the matchers run twice, 27 ms once (bench/admin-lists.mjs, "weber-12").
      query
        .addCommonTableExpression(matchers.join(' UNION ALL '), 'order_search_matches', {
          columnNames: ['id'],
          materialized: true,
        })
        .andWhere('ord.id IN (SELECT order_search_matches.id FROM order_search_matches)')
        .setParameters({ search: `%${escapeLike(search)}%`, numberPrefix: `${escapeLike(search)}%` });
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
      // A whole list reads page 1 from an index: the admin's every order (orders_placed_created_index,
      // ~4 ms where sorting a million took ~280 ms), a doctor's their practice's
      // (orders_patient_practice_created_index, where sorting a big practice's 400,000 took ~600 ms). A
      // search's orders are a small, scattered share of the index: those are sorted
      // (docs/decisions/platform.md, "Speed at a million orders").
      indexOrder: !args.patient_id && !search,
    });
    if (!selection || showsParts(selection)) await this.attachParts(page.data);
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
