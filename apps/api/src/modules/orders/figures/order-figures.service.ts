import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { PaymentStatus } from '@portal/shared-types';
import { DataSource } from 'typeorm';
import { practicePatientCountSql } from '../../patients/index.js';
import { OrderStatus } from '../order-status.js';

/** One Berlin day of orders: placed ones (cancelled left out) and the gross total of those paid. */
export interface OrderDayFigure {
  date: string;
  thisMonth: boolean;
  orders: number;
  paidTotalCents: number;
}

/** A practice's row on the therapist list: its patients, placed orders and the paid ones' gross total. */
export interface PracticeFigures {
  medicalCenterId: string;
  patientCount: number;
  orderCount: number;
  paidTotalCents: number;
}

export interface ItemSold {
  itemId: string;
  quantity: number;
}

// Closed days (before today in Berlin) come from the figures the triggers keep (migration OrderFigures);
// today's orders, placed until `now`, are summed from orders: at most a day of them, on the placed_at index.
const TODAY_START = `(($1::timestamptz AT TIME ZONE 'Europe/Berlin')::date)::timestamp AT TIME ZONE 'Europe/Berlin'`;

/**
 * The admin dashboard's order figures, each one statement whatever the number of orders
 * (docs/decisions/admin-dashboard.md, "Figures kept by the database").
 */
@Injectable()
export class OrderFigures {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Every day (Berlin) from the first of last month to today; today until `now`. */
  async perDay(now: Date): Promise<OrderDayFigure[]> {
    const rows = await this.dataSource.query<
      { date: string; this_month: boolean; orders: number; paid_total_cents: string }[]
    >(
      `WITH bounds AS (
         SELECT date_trunc('month', $1::timestamptz AT TIME ZONE 'Europe/Berlin')::date AS month_start,
                ($1::timestamptz AT TIME ZONE 'Europe/Berlin')::date AS today),
       days AS (
         SELECT d::date AS day, d::date >= bounds.month_start AS this_month FROM bounds,
           generate_series(bounds.month_start - interval '1 month', bounds.today, interval '1 day') AS d),
       today AS (
         SELECT count(*)::int AS orders,
                coalesce(sum(o.total_price_cents) FILTER (WHERE o.payment_status = $2), 0) AS paid_total_cents
         FROM orders o
         WHERE o.placed_at >= ${TODAY_START} AND o.placed_at <= $1::timestamptz AND o.status <> $3)
       SELECT to_char(days.day, 'YYYY-MM-DD') AS date, days.this_month,
              CASE WHEN days.day = bounds.today THEN today.orders ELSE coalesce(f.placed_orders, 0) END AS orders,
              CASE WHEN days.day = bounds.today THEN today.paid_total_cents ELSE coalesce(f.paid_total_cents, 0) END
                AS paid_total_cents
       FROM bounds CROSS JOIN today CROSS JOIN days
       LEFT JOIN order_day_figures f ON f.day = days.day AND days.day < bounds.today
       ORDER BY days.day`,
      [now.toISOString(), PaymentStatus.Success, OrderStatus.Canceled],
    );
    return rows.map((row) => ({
      date: row.date,
      thisMonth: row.this_month,
      orders: row.orders,
      paidTotalCents: Number(row.paid_total_cents),
    }));
  }

  /**
   * The items of paid, not cancelled orders placed since the first of the month (Berlin) until `now`,
   * quantities summed per item as the doctor chose it, most first, then by id.
   */
  async bestSellers(now: Date, first: number): Promise<ItemSold[]> {
    const rows = await this.dataSource.query<{ item_id: string; quantity: number }[]>(
      `WITH bounds AS (
         SELECT date_trunc('month', $1::timestamptz AT TIME ZONE 'Europe/Berlin')::date AS month_start,
                ($1::timestamptz AT TIME ZONE 'Europe/Berlin')::date AS today),
       sold AS (
         SELECT f.item_id, f.paid_quantity AS quantity, f.paid_lines AS lines
         FROM bounds JOIN order_item_day_figures f ON f.day >= bounds.month_start AND f.day < bounds.today
         UNION ALL
         SELECT i.item_id, i.quantity, 1
         FROM orders o JOIN order_items i ON i.order_id = o.id
         WHERE o.placed_at >= ${TODAY_START} AND o.placed_at <= $1::timestamptz
           AND o.payment_status = $2 AND o.status <> $3)
       SELECT item_id, sum(quantity)::int AS quantity FROM sold
       GROUP BY item_id HAVING sum(lines) > 0
       ORDER BY quantity DESC, item_id
       LIMIT $4`,
      [now.toISOString(), PaymentStatus.Success, OrderStatus.Canceled, first],
    );
    return rows.map((row) => ({ itemId: row.item_id, quantity: row.quantity }));
  }

  /** The figures of each practice asked for, from the kept figures: one statement for a page. */
  async ofPractices(medicalCenterIds: readonly string[]): Promise<PracticeFigures[]> {
    const rows = await this.dataSource.query<
      { id: string; patients: number; orders: number; paid_total_cents: string }[]
    >(
      `SELECT center.id::text AS id, ${practicePatientCountSql('center.id')} AS patients,
              coalesce(f.placed_orders, 0) AS orders, coalesce(f.paid_total_cents, 0) AS paid_total_cents
       FROM unnest($1::bigint[]) AS center(id)
       LEFT JOIN practice_order_figures f ON f.medical_center_id = center.id`,
      [[...medicalCenterIds]],
    );
    return rows.map((row) => ({
      medicalCenterId: row.id,
      patientCount: row.patients,
      orderCount: row.orders,
      paidTotalCents: Number(row.paid_total_cents),
    }));
  }
}
