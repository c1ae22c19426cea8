import { Context, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { CurrentViewer } from '../../common/auth/auth.decorators.js';
import type { Viewer } from '../../common/auth/viewer.js';
import type { GraphqlContext } from '../../common/graphql/graphql-context.js';
import { User, UserRelationsLoader } from '../users/index.js';
import { MedicalCenter } from './entities/medical-center.entity.js';

/** MedicalCenter.user: the practice's doctor, batched; admins see every practice's, others only their own. */
@Resolver(() => MedicalCenter)
export class MedicalCenterUserResolver {
  constructor(private readonly relations: UserRelationsLoader) {}

  @ResolveField(() => User, {
    nullable: true,
    description: "The practice's doctor; null for another practice unless the viewer is an admin.",
  })
  user(
    @Parent() center: MedicalCenter,
    @CurrentViewer() viewer: Viewer,
    @Context() ctx: GraphqlContext,
  ): Promise<User | null> {
    if (!viewer.isAdmin && viewer.user.medical_center_id !== center.id) return Promise.resolve(null);
    return this.relations.doctorOfPractice(ctx.loaders, center.id);
  }
}
