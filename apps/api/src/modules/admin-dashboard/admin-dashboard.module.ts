import { Module } from '@nestjs/common';
import { OrderFiguresModule } from '../orders/index.js';
import { ShopModule } from '../shop/index.js';
import { SubscriptionsModule } from '../subscriptions/index.js';
import { AdminDashboardResolver } from './admin-dashboard.resolver.js';
import { BestSellersService } from './best-sellers.service.js';
import { OrdersPerDayService } from './orders-per-day.service.js';

/** The admin dashboard's own reads; its lists (latest orders, therapists) are the areas' own queries. */
@Module({
  imports: [OrderFiguresModule, ShopModule, SubscriptionsModule],
  providers: [BestSellersService, OrdersPerDayService, AdminDashboardResolver],
})
export class AdminDashboardModule {}
