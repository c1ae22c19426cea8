import { Args, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Permission } from '@portal/shared-types';
import { RequirePermissions } from '../../common/auth/auth.decorators.js';
import type { GraphqlContext } from '../../common/graphql/graphql-context.js';
import { Page } from '../../common/pagination/paginated.type.js';
import { OnboardingType as AccountOrigin, User } from '../users/index.js';
import { OnboardingType, onboardingTypeOf } from './onboarding-type.js';
import { TherapistsQueries } from './therapists-queries.service.js';
import { UserPaginator, UsersArgs } from './therapists.types.js';
import { type NoArgs, viewerOf } from '../../common/graphql/field-resolver.js';

/** The admin's therapist list, and the user fields it reads beyond the account's own. */
@Resolver(() => User)
export class TherapistsResolver {
  constructor(private readonly queries: TherapistsQueries) {}

  @RequirePermissions(Permission.ManageMedicalCenters)
  @Query(() => UserPaginator, {
    description:
      'Admins: the therapists (users with a doctor record), newest first unless orderBy says otherwise.',
  })
  users(@Args() args: UsersArgs): Promise<Page<User>> {
    return this.queries.list(args);
  }

  @ResolveField(() => OnboardingType)
  async onboardingType(user: User, _args: NoArgs, ctx: GraphqlContext): Promise<OnboardingType> {
    // Only an invited account that is not active can have an open invitation: nothing to read otherwise.
    if (user.onboardingType !== AccountOrigin.INVITATION || user.is_active)
      return onboardingTypeOf(user.onboardingType, null);
    return onboardingTypeOf(user.onboardingType, await this.queries.invitationOf(ctx.loaders, user.id));
  }

  @ResolveField(() => [Permission], { description: "The account's permissions (admins and the user only)." })
  permissions(user: User, _args: NoArgs, ctx: GraphqlContext): Permission[] {
    const viewer = viewerOf(ctx);
    return viewer.isAdmin || viewer.user.id === user.id ? user.permissions : [];
  }
}
