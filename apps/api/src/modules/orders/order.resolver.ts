import { Args, ArgsType, Context, Field, Int, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import type { GraphQLResolveInfo } from 'graphql';
import { Selection } from '../../common/graphql/selection.js';
import { IsInt, Max, Min } from 'class-validator';
import type { GraphqlContext } from '../../common/graphql/graphql-context.js';
import { CurrentViewer } from '../../common/auth/auth.decorators.js';
import type { Viewer } from '../../common/auth/viewer.js';
import { Patient } from '../patients/index.js';
import { OrderLoader } from './order.loader.js';
import { Order } from './order.entity.js';
import { type NoArgs, viewerOf } from '../../common/graphql/field-resolver.js';

// The orders shown under a patient (~4 a year with a subscription): the newest 20 by default, 100 at
// most; the full history is the paged orders(patient_id) list of the orders area.
export const PATIENT_ORDERS_DEFAULT = 20;
export const PATIENT_ORDERS_MAX = 100;

const FIRST_MESSAGE = `The number of orders (first) must be between 1 and ${PATIENT_ORDERS_MAX}.`;

@ArgsType()
export class PatientOrdersArgs {
  @Field(() => Int, {
    defaultValue: PATIENT_ORDERS_DEFAULT,
    description: `How many of the newest orders, 1 to ${PATIENT_ORDERS_MAX}.`,
  })
  @IsInt({ message: FIRST_MESSAGE })
  @Min(1, { message: FIRST_MESSAGE })
  @Max(PATIENT_ORDERS_MAX, { message: FIRST_MESSAGE })
  first: number = PATIENT_ORDERS_DEFAULT;
}

/** The orders area's fields on Patient. */
@Resolver(() => Patient)
export class PatientOrdersResolver {
  constructor(private readonly loader: OrderLoader) {}

  @ResolveField(() => Order, { nullable: true, description: 'The newest order that has been placed.' })
  latestPlacedOrder(
    patient: Patient,
    _args: NoArgs,
    ctx: GraphqlContext,
    info: GraphQLResolveInfo,
  ): Order | null | Promise<Order | null> {
    return this.loader.latestPlacedOrder(ctx.loaders, viewerOf(ctx), patient.id, Selection.of(info));
  }

  @ResolveField(() => [Order], {
    description: `The patient's newest orders, drafts included, newest first.`,
  })
  orders(
    @Parent() patient: Patient,
    @CurrentViewer() viewer: Viewer,
    @Context() ctx: GraphqlContext,
    @Args() { first }: PatientOrdersArgs,
  ): Promise<Order[]> {
    return this.loader.ordersOfPatient(ctx.loaders, viewer, patient.id, first);
  }
}
