import { Context, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import type { GraphqlContext } from '../../common/graphql/graphql-context.js';
import { MedicalCenter } from '../medical-centers/entities/medical-center.entity.js';
import { User } from './entities/user.entity.js';
import { UserRelationsLoader } from './user-relations.loader.js';

/** The practice's doctor (spec: `medicalCenter.user`), as the admin lists name it; batched. */
@Resolver(() => MedicalCenter)
export class MedicalCenterDoctorResolver {
  constructor(private readonly loader: UserRelationsLoader) {}

  @ResolveField(() => User, { nullable: true, description: "The practice's doctor." })
  user(@Parent() center: MedicalCenter, @Context() ctx: GraphqlContext): Promise<User | null> {
    return this.loader.doctorOfPractice(ctx.loaders, center.id);
  }
}
