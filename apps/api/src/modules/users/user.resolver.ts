import { Query, ResolveField, Resolver } from '@nestjs/graphql';
import type { GraphqlContext } from '../../common/graphql/graphql-context.js';
import { AllowedDuringTwoFactorSetup, CurrentViewer, Public } from '../../common/auth/auth.decorators.js';
import type { Viewer } from '../../common/auth/viewer.js';
import { PartnershipModel } from '../catalog/index.js';
import { AppConfig } from '../../config/app-config.js';
import { Doctor } from './entities/doctor.entity.js';
import { Permission } from '@portal/shared-types';
import { User } from './entities/user.entity.js';
import { UserRelationsLoader } from './user-relations.loader.js';
import { type NoArgs, viewerOf } from '../../common/graphql/field-resolver.js';

@Resolver(() => User)
export class UserResolver {
  constructor(
    private readonly relations: UserRelationsLoader,
    private readonly config: AppConfig,
  ) {}

  @AllowedDuringTwoFactorSetup()
  @Query(() => User, { description: 'The logged-in user (the doctor while an admin impersonates).' })
  me(@CurrentViewer() viewer: Viewer): User {
    return viewer.user;
  }

  @Public()
  @Query(() => Boolean, { description: 'Whether one-time codes by e-mail are offered as a second factor.' })
  otpEmailEnabled(): boolean {
    return this.config.otpEmailEnabled;
  }

  @Public()
  @Query(() => Boolean, { description: 'Whether every user must set up two-factor authentication.' })
  enforceTwoFactor(): boolean {
    return this.config.enforceTwoFactor;
  }

  @ResolveField(() => Doctor, { nullable: true })
  doctor(user: User, _args: NoArgs, ctx: GraphqlContext): Promise<Doctor | null> {
    return this.relations.doctorOf(ctx.loaders, user.id);
  }

  @ResolveField(() => PartnershipModel, { nullable: true })
  partnershipModel(user: User, _args: NoArgs, ctx: GraphqlContext): Promise<PartnershipModel | null> {
    return this.relations.partnershipModel(ctx.loaders, user.partnership_model_id);
  }

  // Permissions of the session: none while impersonating, so the admin area stays closed.
  @ResolveField(() => [Permission])
  getAllPermissions(user: User, _args: NoArgs, ctx: GraphqlContext): Permission[] {
    const viewer = viewerOf(ctx);
    return viewer.user.id === user.id ? viewer.permissions : user.permissions;
  }
}
