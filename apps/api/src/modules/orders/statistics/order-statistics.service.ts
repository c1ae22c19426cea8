import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { centsToEuros } from '@portal/shared-types';
import { DataSource } from 'typeorm';
import { Clock } from '../../../common/clock/clock.js';
import { OrderStatus } from '../order-status.js';
import type { OrderStatistics } from './order-statistics.types.js';

interface StatisticsRow {
  period_start: Date;
  previous_start: Date;
  previous_end: Date;
  count: string;
  sum_cents: string;
  previous_count: string;
  previous_sum_cents: string;
}

/**
 * The periods in Berlin wall-clock time: this month from its first midnight until now; the previous
 * month from its first midnight for as long as this month has run (capped at its end, so the 31st
 * compares with the whole of a shorter month). Whole days come from order_day_figures (kept by the
 * triggers of migration OrderFigures); the two started days, today until now and the compared span's
 * last day until its end, are summed from orders on orders_placed_at_statistics_index: at most two
 * days of orders, whatever the table holds.
 */
const STATISTICS_SQL = `
  WITH clock AS (SELECT $1::timestamptz AS now, $1::timestamptz AT TIME ZONE 'Europe/Berlin' AS local_now),
  bounds AS (
    SELECT now, local_now, date_trunc('month', local_now) AS month_start,
      local_now - date_trunc('month', local_now) AS elapsed
    FROM clock),
  periods AS (
    SELECT now,
      month_start AT TIME ZONE 'Europe/Berlin' AS period_start,
      (month_start - interval '1 month') AT TIME ZONE 'Europe/Berlin' AS previous_start,
      least(month_start - interval '1 month' + elapsed, month_start) AT TIME ZONE 'Europe/Berlin' AS previous_end,
      month_start::date AS first_day, local_now::date AS today,
      (month_start - interval '1 month')::date AS previous_first_day,
      least(month_start - interval '1 month' + elapsed, month_start)::date AS previous_last_day
    FROM bounds),
  whole_days AS (
    SELECT coalesce(sum(f.placed_orders) FILTER (WHERE f.day >= p.first_day), 0) AS count,
      coalesce(sum(f.placed_total_cents) FILTER (WHERE f.day >= p.first_day), 0) AS sum_cents,
      coalesce(sum(f.placed_orders) FILTER (WHERE f.day < p.previous_last_day), 0) AS previous_count,
      coalesce(sum(f.placed_total_cents) FILTER (WHERE f.day < p.previous_last_day), 0) AS previous_sum_cents
    FROM periods p LEFT JOIN order_day_figures f ON f.day >= p.previous_first_day AND f.day < p.today),
  started_days AS (
    SELECT count(o.id) FILTER (WHERE o.placed_at >= p.period_start) AS count,
      coalesce(sum(o.total_price_cents) FILTER (WHERE o.placed_at >= p.period_start), 0) AS sum_cents,
      count(o.id) FILTER (WHERE o.placed_at < p.previous_end) AS previous_count,
      coalesce(sum(o.total_price_cents) FILTER (WHERE o.placed_at < p.previous_end), 0) AS previous_sum_cents
    FROM periods p
    LEFT JOIN orders o ON o.placed_at IS NOT NULL AND o.status <> $2 AND (
      (o.placed_at >= p.today::timestamp AT TIME ZONE 'Europe/Berlin' AND o.placed_at <= p.now)
      OR (o.placed_at >= p.previous_last_day::timestamp AT TIME ZONE 'Europe/Berlin' AND o.placed_at < p.previous_end)))
  SELECT p.period_start, p.previous_start, p.previous_end,
    w.count + s.count AS count, w.sum_cents + s.sum_cents AS sum_cents,
    w.previous_count + s.previous_count AS previous_count,
    w.previous_sum_cents + s.previous_sum_cents AS previous_sum_cents
  FROM periods p CROSS JOIN whole_days w CROSS JOIN started_days s`;

/** Percent change from `previous` to `current`, one decimal; null without a previous figure to compare with. */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

@Injectable()
export class OrderStatisticsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  /** orderStatistics (admins; the resolver checks the permission): one statement. */
  async current(): Promise<OrderStatistics> {
    const now = this.clock.now();
    const [row] = await this.dataSource.query<StatisticsRow[]>(STATISTICS_SQL, [now, OrderStatus.Canceled]);
    const count = Number(row.count);
    const sumCents = Number(row.sum_cents);
    const previousCount = Number(row.previous_count);
    const figures = {
      placedOrdersCount: count,
      placedOrdersSum: centsToEuros(sumCents),
      placedOrdersAverage: count ? centsToEuros(Math.round(sumCents / count)) : 0,
      placedOrdersCountComparison: percentChange(count, previousCount),
      placedOrdersSumComparison: previousCount
        ? percentChange(sumCents, Number(row.previous_sum_cents))
        : null,
      periodStart: row.period_start,
      previousPeriodStart: row.previous_start,
      previousPeriodEnd: row.previous_end,
    };
    const hash = createHash('sha256').update(JSON.stringify(figures)).digest('hex').slice(0, 16);
    return { ...figures, hash, periodEnd: now };
  }
}
