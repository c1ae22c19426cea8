import { Args, Query, Resolver } from '@nestjs/graphql';
import { Permission } from '@portal/shared-types';
import { CurrentViewer, RequirePermissions } from '../../common/auth/auth.decorators.js';
import type { Viewer } from '../../common/auth/viewer.js';
import { LifeCyclePhase } from '../patients/index.js';
import { Clock } from '../../common/clock/clock.js';
import { SubscriptionQueries } from '../subscriptions/index.js';
import {
  AdminDashboard,
  AdminOrdersPerDay,
  BestSeller,
  BestSellersArgs,
  SubscriptionWeek,
} from './admin-dashboard.types.js';
import { BestSellersService } from './best-sellers.service.js';
import { OrdersPerDayService } from './orders-per-day.service.js';

/** The admin dashboard: subscriber and customer totals, the month's best sellers, and its charts' series. */
@Resolver()
export class AdminDashboardResolver {
  constructor(
    private readonly bestSellersService: BestSellersService,
    private readonly subscriptions: SubscriptionQueries,
    private readonly ordersPerDay: OrdersPerDayService,
    private readonly clock: Clock,
  ) {}

  @RequirePermissions(Permission.ManageMedicalCenters)
  @Query(() => AdminOrdersPerDay, {
    description:
      "Admins: orders placed per day (Berlin) of this month up to today and of last month, cancelled ones not counted, with the paid ones' gross revenue.",
  })
  adminOrdersPerDay(): Promise<AdminOrdersPerDay> {
    return this.ordersPerDay.perDay();
  }

  @RequirePermissions(Permission.ManageMedicalCenters)
  @Query(() => [SubscriptionWeek], {
    description:
      'Admins: subscriptions active and paused at the end of each of the last 12 weeks (Berlin, Monday to Sunday; this week: now), oldest first.',
  })
  adminSubscriptionsPerWeek(): Promise<SubscriptionWeek[]> {
    return this.subscriptions.perWeek(this.clock.now());
  }

  @RequirePermissions(Permission.ManageMedicalCenters)
  @Query(() => [BestSeller], {
    description:
      'Admins: the items sold most since the first day of the current month (Berlin), paid orders only, by quantity.',
  })
  bestSellers(@Args() { first }: BestSellersArgs): Promise<BestSeller[]> {
    return this.bestSellersService.list(first);
  }

  @RequirePermissions(Permission.ManageMedicalCenters)
  @Query(() => AdminDashboard, {
    description: 'Admins: active and paused subscriptions, and customers per lifecycle phase.',
  })
  async adminDashboard(@CurrentViewer() viewer: Viewer): Promise<AdminDashboard> {
    const [subscriptions, phases] = await Promise.all([
      this.subscriptions.statistics(viewer),
      this.subscriptions.customersPerPhase(),
    ]);
    const customers = Object.values(LifeCyclePhase).map((lifeCyclePhase) => ({
      lifeCyclePhase,
      total: phases[lifeCyclePhase],
    }));
    return {
      activeSubscriptions: subscriptions.active,
      pausedSubscriptions: subscriptions.paused,
      totalCustomers: customers.reduce((sum, phase) => sum + phase.total, 0),
      customers,
    };
  }
}
