import { Query, Resolver } from '@nestjs/graphql';
import { Permission } from '@portal/shared-types';
import { RequirePermissions } from '../../../common/auth/auth.decorators.js';
import { OrderStatisticsService } from './order-statistics.service.js';
import { OrderStatistics } from './order-statistics.types.js';

@Resolver(() => OrderStatistics)
export class OrderStatisticsResolver {
  constructor(private readonly statistics: OrderStatisticsService) {}

  @RequirePermissions(Permission.ManageMedicalCenters)
  @Query(() => OrderStatistics, {
    description: 'Admins: orders placed this month (Berlin) until now, against the same span of last month.',
  })
  orderStatistics(): Promise<OrderStatistics> {
    return this.statistics.current();
  }
}
