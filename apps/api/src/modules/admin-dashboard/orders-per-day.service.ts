import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { centsToEuros, PaymentStatus } from '@portal/shared-types';
import { DataSource } from 'typeorm';
import { Clock } from '../../common/clock/clock.js';
import { OrderStatus } from '../orders/index.js';
import type { AdminOrdersPerDay } from './admin-dashboard.types.js';

interface DayRow {
  date: string;
  this_month: boolean;
  orders: number;
  revenue_cents: string;
}

/**
 * Orders and revenue per day (Berlin) of this month up to today and of the whole last month, in one
 * statement: every day from generate_series, a day without orders as 0. An order counts on the day it
 * was placed unless it is cancelled; revenue is the gross total of those paid
 * (docs/decisions/screens.md, issue 33 point 5).
 */
@Injectable()
export class OrdersPerDayService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async perDay(): Promise<AdminOrdersPerDay> {
    const rows = await this.dataSource.query<DayRow[]>(
      `WITH bounds AS (
         SELECT date_trunc('month', $1::timestamptz AT TIME ZONE 'Europe/Berlin')::date AS month_start,
                ($1::timestamptz AT TIME ZONE 'Europe/Berlin')::date AS today),
       days AS (
         SELECT d::date AS day, d::date >= bounds.month_start AS this_month FROM bounds,
           generate_series(bounds.month_start - interval '1 month', bounds.today, interval '1 day') AS d)
       SELECT to_char(days.day, 'YYYY-MM-DD') AS date, days.this_month,
              count(o.id)::int AS orders,
              coalesce(sum(o.total_price_cents) FILTER (WHERE o.payment_status = $2), 0) AS revenue_cents
       FROM days LEFT JOIN orders o
         ON o.placed_at >= days.day::timestamp AT TIME ZONE 'Europe/Berlin'
        AND o.placed_at < (days.day + 1)::timestamp AT TIME ZONE 'Europe/Berlin'
        AND o.placed_at <= $1::timestamptz
        AND o.status <> $3
       GROUP BY days.day, days.this_month
       ORDER BY days.day`,
      [this.clock.now().toISOString(), PaymentStatus.Success, OrderStatus.Canceled],
    );
    const day = (row: DayRow) => ({
      date: row.date,
      day: Number(row.date.slice(8, 10)),
      orders: row.orders,
      revenue: centsToEuros(Number(row.revenue_cents)),
    });
    return {
      thisMonth: rows.filter((row) => row.this_month).map(day),
      lastMonth: rows.filter((row) => !row.this_month).map(day),
    };
  }
}
