import { Args, Query, Resolver } from '@nestjs/graphql';
import { Permission } from '@portal/shared-types';
import { CurrentViewer, RequirePermissions } from '../../common/auth/auth.decorators.js';
import type { Viewer } from '../../common/auth/viewer.js';
import { LifeCyclePhase } from '../patients/index.js';
import { SubscriptionQueries } from '../subscriptions/subscription-queries.service.js';
import { AdminDashboard, BestSeller, BestSellersArgs } from './admin-dashboard.types.js';
import { BestSellersService } from './best-sellers.service.js';

/** The admin dashboard's sidebar: subscriber and customer totals, and the month's best sellers. */
@Resolver()
export class AdminDashboardResolver {
  constructor(
    private readonly bestSellersService: BestSellersService,
    private readonly subscriptions: SubscriptionQueries,
  ) {}

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
