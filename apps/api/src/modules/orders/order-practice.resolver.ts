import { ResolveField, Resolver } from '@nestjs/graphql';
import type { GraphqlContext } from '../../common/graphql/graphql-context.js';
import { MedicalCenter, MedicalCenterLoader } from '../medical-centers/index.js';
import { Order } from './order.entity.js';
import { type NoArgs, viewerOf } from '../../common/graphql/field-resolver.js';

/** Order.medicalCenter: the practice that placed the order (fees and invoices follow it), batched. */
@Resolver(() => Order)
export class OrderPracticeResolver {
  constructor(private readonly practices: MedicalCenterLoader) {}

  @ResolveField(() => MedicalCenter, {
    nullable: true,
    description:
      'The practice that placed the order. Admins see every one; a doctor only their own (a relocated patient’s older orders name no other practice).',
  })
  medicalCenter(order: Order, _args: NoArgs, ctx: GraphqlContext): Promise<MedicalCenter | null> {
    const viewer = viewerOf(ctx);
    if (!viewer.isAdmin && viewer.user.medical_center_id !== order.medical_center_id)
      return Promise.resolve(null);
    return this.practices.byId(ctx.loaders, order.medical_center_id);
  }
}
