import { ResolveField, Resolver } from '@nestjs/graphql';
import type { GraphqlContext } from '../../common/graphql/graphql-context.js';
import { User, UserRelationsLoader } from '../users/index.js';
import { MedicalCenter } from './entities/medical-center.entity.js';
import { type NoArgs, viewerOf } from '../../common/graphql/field-resolver.js';

/** MedicalCenter.user: the practice's doctor, batched; admins see every practice's, others only their own. */
@Resolver(() => MedicalCenter)
export class MedicalCenterUserResolver {
  constructor(private readonly relations: UserRelationsLoader) {}

  @ResolveField(() => User, {
    nullable: true,
    description: "The practice's doctor; null for another practice unless the viewer is an admin.",
  })
  user(center: MedicalCenter, _args: NoArgs, ctx: GraphqlContext): Promise<User | null> {
    const viewer = viewerOf(ctx);
    if (!viewer.isAdmin && viewer.user.medical_center_id !== center.id) return Promise.resolve(null);
    return this.relations.doctorOfPractice(ctx.loaders, center.id);
  }
}
