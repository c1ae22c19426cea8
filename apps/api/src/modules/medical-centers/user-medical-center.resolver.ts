import { ResolveField, Resolver } from '@nestjs/graphql';
import type { GraphqlContext } from '../../common/graphql/graphql-context.js';
import { User } from '../users/index.js';
import { MedicalCenter } from './entities/medical-center.entity.js';
import { MedicalCenterLoader } from './medical-center.loader.js';
import { type NoArgs } from '../../common/graphql/field-resolver.js';

/** User.medicalCenter: the account's practice, batched (the practices area sits above users). */
@Resolver(() => User)
export class UserMedicalCenterResolver {
  constructor(private readonly loader: MedicalCenterLoader) {}

  @ResolveField(() => MedicalCenter, { nullable: true })
  medicalCenter(user: User, _args: NoArgs, ctx: GraphqlContext): Promise<MedicalCenter | null> {
    return this.loader.byId(ctx.loaders, user.medical_center_id);
  }
}
