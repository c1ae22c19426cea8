import { Args, Float, Int, Mutation, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { centsToEuros } from '@portal/shared-types';
import { translationOf } from '@portal/i18n';
import { CurrentViewer } from '../../common/auth/auth.decorators.js';
import type { Viewer } from '../../common/auth/viewer.js';
import type { GraphqlContext } from '../../common/graphql/graphql-context.js';
import { Order } from '../orders/index.js';
import { Patient } from '../patients/index.js';
import {
  SubscriptionChangeRequestIdArgs,
  SubscriptionIdArgs,
  SubscriptionPaginator,
  SubscriptionsArgs,
  SubscriptionPending,
  SubscriptionStatistics,
} from './graphql/subscriptions.types.js';
import { SubscriptionChangeRequest } from './subscription-change-request.entity.js';
import { SubscriptionChangeRequests } from './subscription-change-requests.service.js';
import { SubscriptionCommands } from './subscription-commands.service.js';
import { nextProductionStartOf, pendingOf } from './subscription-labels.js';
import { SubscriptionQueries } from './subscription-queries.service.js';
import { SubscriptionStatus } from './subscription-status.js';
import { SubscriptionLoader } from './subscription.loader.js';
import { Subscription } from './subscription.entity.js';
import { type NoArgs } from '../../common/graphql/field-resolver.js';

const TEXTS = translationOf('de').subscriptions;

@Resolver(() => Subscription)
export class SubscriptionsResolver {
  constructor(
    private readonly commands: SubscriptionCommands,
    private readonly queries: SubscriptionQueries,
    private readonly loader: SubscriptionLoader,
    private readonly changeRequests: SubscriptionChangeRequests,
  ) {}

  @Query(() => SubscriptionPaginator, {
    description: 'Subscriptions the viewer sees, newest first by default.',
  })
  subscriptions(@CurrentViewer() viewer: Viewer, @Args() args: SubscriptionsArgs) {
    return this.queries.list(viewer, args);
  }

  @Query(() => SubscriptionStatistics, { description: 'Active, paused and canceled totals (admin list).' })
  subscriptionStatistics(@CurrentViewer() viewer: Viewer): Promise<SubscriptionStatistics> {
    return this.queries.statistics(viewer);
  }

  @Mutation(() => Subscription, {
    description: 'active → paused: production and payments halt; resumes after 60 days.',
  })
  pauseSubscription(@CurrentViewer() viewer: Viewer, @Args() { id }: SubscriptionIdArgs) {
    return this.commands.pause(viewer, id);
  }

  @Mutation(() => Subscription, { description: 'paused → active: a new 90-day period starts now.' })
  resumeSubscription(@CurrentViewer() viewer: Viewer, @Args() { id }: SubscriptionIdArgs) {
    return this.commands.resume(viewer, id);
  }

  @Mutation(() => Subscription, { description: 'active or paused → canceled: no further cycles.' })
  cancelSubscription(@CurrentViewer() viewer: Viewer, @Args() { id }: SubscriptionIdArgs) {
    return this.commands.cancel(viewer, id);
  }

  @Mutation(() => SubscriptionChangeRequest, {
    description:
      "Confirms the patient's pause or cancel request: runs pauseSubscription or cancelSubscription as the viewer.",
  })
  confirmSubscriptionChangeRequest(
    @CurrentViewer() viewer: Viewer,
    @Args() { id }: SubscriptionChangeRequestIdArgs,
  ) {
    return this.changeRequests.confirm(viewer, id);
  }

  @Mutation(() => SubscriptionChangeRequest, {
    description: "Declines the patient's pause or cancel request: the plan stays as it is.",
  })
  declineSubscriptionChangeRequest(
    @CurrentViewer() viewer: Viewer,
    @Args() { id }: SubscriptionChangeRequestIdArgs,
  ) {
    return this.changeRequests.decline(viewer, id);
  }

  @ResolveField(() => SubscriptionChangeRequest, {
    nullable: true,
    description: "The patient's open request from the patient portal to pause or cancel the plan.",
  })
  openChangeRequest(
    subscription: Subscription,
    _args: NoArgs,
    ctx: GraphqlContext,
  ): Promise<SubscriptionChangeRequest | null> {
    return this.loader.openChangeRequest(ctx.loaders, subscription.id);
  }

  @ResolveField(() => [Order], { description: 'The orders of its cycles, newest first.' })
  orders(subscription: Subscription, _args: NoArgs, ctx: GraphqlContext): Promise<Order[]> {
    return this.loader.orders(ctx.loaders, subscription.id);
  }

  @ResolveField(() => Order, { nullable: true })
  latestOrder(subscription: Subscription, _args: NoArgs, ctx: GraphqlContext): Promise<Order | null> {
    return this.loader.latestOrder(ctx.loaders, subscription.id);
  }

  @ResolveField(() => Int)
  unpaid_orders_count(subscription: Subscription, _args: NoArgs, ctx: GraphqlContext): Promise<number> {
    return this.loader.unpaidOrdersCount(ctx.loaders, subscription.id);
  }

  @ResolveField(() => Patient, { nullable: true })
  patient(subscription: Subscription, _args: NoArgs, ctx: GraphqlContext): Promise<Patient | null> {
    return this.loader.patient(ctx.loaders, subscription.patient_id);
  }

  @ResolveField(() => SubscriptionPending, {
    nullable: true,
    description: "What an active plan waits for, shown beside its status ('(pending)', '(pending results)').",
  })
  async pending(
    subscription: Subscription,
    _args: NoArgs,
    ctx: GraphqlContext,
  ): Promise<SubscriptionPending | null> {
    if (subscription.status !== SubscriptionStatus.active) return null;
    return pendingOf(subscription, await this.loader.latestOrder(ctx.loaders, subscription.id));
  }

  @ResolveField(() => String, { description: 'The next production start as the subscriptions tab shows it.' })
  async next_production_start(
    subscription: Subscription,
    _args: NoArgs,
    ctx: GraphqlContext,
  ): Promise<string> {
    return nextProductionStartOf(subscription, await this.loader.latestOrder(ctx.loaders, subscription.id));
  }

  @ResolveField(() => String)
  interval_label(): string {
    return TEXTS.interval;
  }

  @ResolveField(() => Float, {
    nullable: true,
    description: 'The supplements price per 90 days (euros, gross).',
  })
  async price_per_period(
    subscription: Subscription,
    _args: NoArgs,
    ctx: GraphqlContext,
  ): Promise<number | null> {
    const latest = await this.loader.latestOrder(ctx.loaders, subscription.id);
    return latest ? centsToEuros(latest.total_price_cents) : null;
  }
}
