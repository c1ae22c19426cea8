import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../../common/clock/clock.js';
import { OrderStatus, PaymentStatus } from '../orders/order-status.js';
import { ShopService } from '../shop/index.js';
import type { BestSeller } from './admin-dashboard.types.js';

/** The first moment of the current calendar month in Berlin, as SQL of a timestamptz parameter. */
export const BERLIN_MONTH_START = (parameter: string) =>
  `date_trunc('month', ${parameter}::timestamptz AT TIME ZONE 'Europe/Berlin') AT TIME ZONE 'Europe/Berlin'`;

/**
 * The month's best sellers: the items of orders placed since the first day of the current month at
 * midnight (Berlin) that are paid and not cancelled, quantities summed per item as the doctor chose
 * it (a bundle counts as the bundle), most first (docs/decisions/admin-dashboard.md, "Admin patients and dashboard").
 */
@Injectable()
export class BestSellersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly shop: ShopService,
    private readonly clock: Clock,
  ) {}

  async list(first: number): Promise<BestSeller[]> {
    const rows = await this.dataSource.query<{ item_id: string; quantity: number }[]>(
      `SELECT i.item_id, sum(i.quantity)::int AS quantity
       FROM orders o JOIN order_items i ON i.order_id = o.id
       WHERE o.placed_at >= ${BERLIN_MONTH_START('$1')} AND o.placed_at <= $1::timestamptz
         AND o.payment_status = $2 AND o.status <> $3
       GROUP BY i.item_id
       ORDER BY quantity DESC, i.item_id
       LIMIT $4`,
      [this.clock.now().toISOString(), PaymentStatus.Success, OrderStatus.Canceled, first],
    );
    if (!rows.length) return [];
    const views = await this.shop.views();
    return rows.map((row) => ({ item: views.view(String(row.item_id)), quantity: row.quantity }));
  }
}
