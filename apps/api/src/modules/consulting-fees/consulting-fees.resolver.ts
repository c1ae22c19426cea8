import { Args, Float, ID, Mutation, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { centsToEuros, Permission } from '@portal/shared-types';
import { CurrentViewer, RequirePermissions } from '../../common/auth/auth.decorators.js';
import type { Viewer } from '../../common/auth/viewer.js';
import type { GraphqlContext } from '../../common/graphql/graphql-context.js';
import { BillingDetails } from '../medical-centers/medical-centers.types.js';
import { Order } from '../orders/index.js';
import { User } from '../users/index.js';
import { ConsultingFeesCommands } from './consulting-fees-commands.service.js';
import { ConsultingFeesQueries } from './consulting-fees-queries.service.js';
import {
  ConsultingFeePaginator,
  ConsultingFeesArgs,
  ConsultingFeesScopeArgs,
  ConsultingFeeView,
  FeeMonth,
  FeeOrderView,
  FinancialStatistics,
} from './consulting-fees.types.js';
import { type NoArgs, viewerOf } from '../../common/graphql/field-resolver.js';

/** The financial page's reads and the admin's fee edit. */
@Resolver(() => ConsultingFeeView)
export class ConsultingFeesResolver {
  constructor(
    private readonly queries: ConsultingFeesQueries,
    private readonly commands: ConsultingFeesCommands,
  ) {}

  @Query(() => ConsultingFeePaginator, {
    description: "The fees owed to the viewer's practice (admins: any).",
  })
  consultingFees(
    @CurrentViewer() viewer: Viewer,
    @Args() args: ConsultingFeesArgs,
  ): Promise<ConsultingFeePaginator> {
    return this.queries.list(viewer, args);
  }

  @Query(() => FinancialStatistics)
  financialStatistics(
    @CurrentViewer() viewer: Viewer,
    @Args() { doctorId }: ConsultingFeesScopeArgs,
  ): Promise<FinancialStatistics> {
    return this.queries.statistics(viewer, doctorId);
  }

  @Query(() => [FeeMonth], {
    description:
      "The fees owed to the viewer's practice (admins: any, or one doctor's) per month of the 12 months up to this one (Berlin), oldest first; cancelled ones not counted.",
  })
  consultingFeesPerMonth(
    @CurrentViewer() viewer: Viewer,
    @Args() { doctorId }: ConsultingFeesScopeArgs,
  ): Promise<FeeMonth[]> {
    return this.queries.perMonth(viewer, doctorId);
  }

  @Query(() => BillingDetails, {
    nullable: true,
    description:
      "The practice's bank details; the financial page asks for IBAN and account holder while missing.",
  })
  getBillingDetails(@CurrentViewer() viewer: Viewer): Promise<BillingDetails | null> {
    return this.queries.billingDetails(viewer);
  }

  @RequirePermissions(Permission.ManageMedicalCenters)
  @Mutation(() => Order, {
    description: 'Changes the amount of an order’s consulting fee while it is editable.',
  })
  async updateConsultingFee(
    @CurrentViewer() viewer: Viewer,
    @Args('orderId', { type: () => ID }) orderId: string,
    @Args('amount', { type: () => Float, description: 'In euros: not negative, at most two decimals.' })
    amount: number,
  ): Promise<Order> {
    const id = await this.commands.updateAmount(viewer, orderId, amount);
    return this.queries.order(viewer, id);
  }

  @Mutation(() => Order, {
    description:
      "Documents the consultation of a paid order whose partnership model pays per documented consultation: the practice's fee for it.",
  })
  async documentConsultation(
    @CurrentViewer() viewer: Viewer,
    @Args('orderId', { type: () => ID }) orderId: string,
    @Args('consultedOn', { description: 'The day of the consultation, YYYY-MM-DD; not in the future.' })
    consultedOn: string,
    @Args('note', { type: () => String, nullable: true, description: 'At most 1000 characters.' })
    note?: string | null,
  ): Promise<Order> {
    const id = await this.commands.documentConsultation(viewer, orderId, consultedOn, note ?? null);
    return this.queries.order(viewer, id);
  }

  @ResolveField(() => FeeOrderView)
  order(fee: ConsultingFeeView, _args: NoArgs, ctx: GraphqlContext): Promise<FeeOrderView | null> {
    return this.queries.feeOrderOf(ctx.loaders, fee.order_id);
  }
}

/** Order.consultingFee, batched per request. */
@Resolver(() => Order)
export class OrderConsultingFeeResolver {
  constructor(private readonly queries: ConsultingFeesQueries) {}

  @ResolveField(() => ConsultingFeeView, {
    nullable: true,
    description: 'Earned when the payment succeeded.',
  })
  consultingFee(order: Order, _args: NoArgs, ctx: GraphqlContext): Promise<ConsultingFeeView | null> {
    return this.queries.ofOrder(ctx.loaders, order.id);
  }

  @ResolveField(() => Boolean, {
    description:
      "Paid under a partnership model that pays per documented consultation, and no consultation documented yet: the practice's to do.",
  })
  consultationDue(order: Order, _args: NoArgs, ctx: GraphqlContext): Promise<boolean> {
    return this.queries.consultationDue(ctx.loaders, order);
  }
}

/** User.openConsultingFeeAmount: what a credit note for the doctor would collect now. */
@Resolver(() => User)
export class UserConsultingFeesResolver {
  constructor(private readonly queries: ConsultingFeesQueries) {}

  @ResolveField(() => Float, {
    nullable: true,
    description:
      "Unpaid fees of the user's practice that no credit note holds yet, in euros; for admins and the user only.",
  })
  async openConsultingFeeAmount(user: User, _args: NoArgs, ctx: GraphqlContext): Promise<number | null> {
    const viewer = viewerOf(ctx);
    if (!viewer.isAdmin && viewer.user.id !== user.id) return null;
    if (!user.medical_center_id) return 0;
    return centsToEuros(await this.queries.uncollectedOf(ctx.loaders, user.medical_center_id));
  }
}
