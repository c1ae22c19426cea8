import { Int, ResolveField, Resolver } from '@nestjs/graphql';
import type { GraphqlContext } from '../../common/graphql/graphql-context.js';
import { LifeCyclePhase, Patient, type PatientListFilter } from '../patients/index.js';
import { SubscriptionStatus } from './subscription-status.js';
import { SubscriptionLoader } from './subscription.loader.js';
import { Subscription } from './subscription.entity.js';
import { type NoArgs } from '../../common/graphql/field-resolver.js';

/** The phase a patient is in while their newest subscription has this status. */
export const PHASE_OF: Record<SubscriptionStatus, LifeCyclePhase> = {
  [SubscriptionStatus.active]: LifeCyclePhase.ActiveSubscriber,
  [SubscriptionStatus.paused]: LifeCyclePhase.PausedSubscriber,
  [SubscriptionStatus.canceled]: LifeCyclePhase.CanceledSubscriber,
};
const STATUS_OF: Record<LifeCyclePhase, SubscriptionStatus | null> = {
  [LifeCyclePhase.ActiveSubscriber]: SubscriptionStatus.active,
  [LifeCyclePhase.PausedSubscriber]: SubscriptionStatus.paused,
  [LifeCyclePhase.CanceledSubscriber]: SubscriptionStatus.canceled,
  [LifeCyclePhase.NonSubscriber]: null,
};

/** The patient list's inLifeCyclePhase: the status of each patient's newest subscription (none: NonSubscriber). */
export const patientLifeCycleFilter: PatientListFilter<'inLifeCyclePhase'> = {
  argument: 'inLifeCyclePhase',
  apply: (query, phase) => {
    const latest = `(SELECT s.status FROM subscriptions s WHERE s.patient_id = ${query.alias}.id
                     ORDER BY s.created_at DESC, s.id DESC LIMIT 1)`;
    const status = STATUS_OF[phase];
    if (status === null) query.andWhere(`${latest} IS NULL`);
    else query.andWhere(`${latest} = :lifeCycleStatus`, { lifeCycleStatus: status });
  },
};

/** When the patient entered the phase: the plan's start, pause or cancellation. */
function phaseDateOf(subscription: Subscription | null): Date | null {
  if (!subscription) return null;
  if (subscription.status === SubscriptionStatus.paused) return subscription.paused_at;
  if (subscription.status === SubscriptionStatus.canceled) return subscription.canceled_at;
  return subscription.start_date;
}

/** The subscriptions area's fields on Patient: the phase, the newest plan and the order counts. */
@Resolver(() => Patient)
export class PatientLifeCycleResolver {
  constructor(private readonly loader: SubscriptionLoader) {}

  @ResolveField(() => LifeCyclePhase, { description: "From the patient's newest subscription." })
  async lifeCyclePhase(patient: Patient, _args: NoArgs, ctx: GraphqlContext): Promise<LifeCyclePhase> {
    const latest = await this.loader.latestOfPatient(ctx.loaders, patient.id);
    return latest ? PHASE_OF[latest.status] : LifeCyclePhase.NonSubscriber;
  }

  @ResolveField(() => Date, { nullable: true })
  async lifeCyclePhaseDate(patient: Patient, _args: NoArgs, ctx: GraphqlContext): Promise<Date | null> {
    return phaseDateOf(await this.loader.latestOfPatient(ctx.loaders, patient.id));
  }

  @ResolveField(() => Subscription, {
    nullable: true,
    description: 'The newest subscription by creation date.',
  })
  latestSubscription(patient: Patient, _args: NoArgs, ctx: GraphqlContext): Promise<Subscription | null> {
    return this.loader.latestOfPatient(ctx.loaders, patient.id);
  }

  @ResolveField(() => Int)
  async shippedOrdersCount(patient: Patient, _args: NoArgs, ctx: GraphqlContext): Promise<number> {
    return (await this.loader.orderCounts(ctx.loaders, patient.id)).shipped;
  }

  @ResolveField(() => Int, {
    description: 'Orders placed for the patient (drafts not counted), canceled included.',
  })
  async placedOrders(patient: Patient, _args: NoArgs, ctx: GraphqlContext): Promise<number> {
    return (await this.loader.orderCounts(ctx.loaders, patient.id)).placed;
  }

  @ResolveField(() => Int)
  async totalPaidOrders(patient: Patient, _args: NoArgs, ctx: GraphqlContext): Promise<number> {
    return (await this.loader.orderCounts(ctx.loaders, patient.id)).paid;
  }
}
