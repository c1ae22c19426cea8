import { Context, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { CurrentViewer } from '../../common/auth/auth.decorators.js';
import type { Viewer } from '../../common/auth/viewer.js';
import type { GraphqlContext } from '../../common/graphql/graphql-context.js';
import { MedicalCenter, MedicalCenterLoader } from '../medical-centers/index.js';
import { Order } from './order.entity.js';

/** Order.medicalCenter: the practice that placed the order (fees and invoices follow it), batched. */
@Resolver(() => Order)
export class OrderPracticeResolver {
  constructor(private readonly practices: MedicalCenterLoader) {}

  @ResolveField(() => MedicalCenter, {
    nullable: true,
    description:
      'The practice that placed the order. Admins see every one; a doctor only their own (a relocated patient’s older orders name no other practice).',
  })
  medicalCenter(
    @Parent() order: Order,
    @CurrentViewer() viewer: Viewer,
    @Context() ctx: GraphqlContext,
  ): Promise<MedicalCenter | null> {
    if (!viewer.isAdmin && viewer.user.medical_center_id !== order.medical_center_id)
      return Promise.resolve(null);
    return this.practices.byId(ctx.loaders, order.medical_center_id);
  }
}
