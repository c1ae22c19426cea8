import { Injectable } from '@nestjs/common';
import { centsToEuros } from '@portal/shared-types';
import { Clock } from '../../common/clock/clock.js';
import { type OrderDayFigure, OrderFigures } from '../orders/index.js';
import type { AdminOrdersPerDay } from './admin-dashboard.types.js';

/**
 * Orders and revenue per day (Berlin) of this month up to today and of the whole last month, in one
 * statement: every day, a day without orders as 0. An order counts on the day it was placed unless it
 * is cancelled; revenue is the gross total of those paid (docs/decisions/screens.md, issue 33 point 5).
 */
@Injectable()
export class OrdersPerDayService {
  constructor(
    private readonly figures: OrderFigures,
    private readonly clock: Clock,
  ) {}

  async perDay(): Promise<AdminOrdersPerDay> {
    const days = await this.figures.perDay(this.clock.now());
    const day = (figure: OrderDayFigure) => ({
      date: figure.date,
      day: Number(figure.date.slice(8, 10)),
      orders: figure.orders,
      revenue: centsToEuros(figure.paidTotalCents),
    });
    return {
      thisMonth: days.filter((figure) => figure.thisMonth).map(day),
      lastMonth: days.filter((figure) => !figure.thisMonth).map(day),
    };
  }
}
