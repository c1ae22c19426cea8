import { Args, Context, Mutation, Resolver } from '@nestjs/graphql';
import { Permission } from '@portal/shared-types';
import { CurrentViewer, RequirePermissions } from '../../common/auth/auth.decorators.js';
import type { Viewer } from '../../common/auth/viewer.js';
import type { GraphqlContext } from '../../common/graphql/graphql-context.js';
import { User } from '../users/index.js';
import { AccountService } from './account.service.js';
import {
  ChangeEmailArgs,
  ChangePasswordArgs,
  UpdatePartnershipModelArgs,
  UpsertUserInput,
} from './account.types.js';
import { EmailChangeService } from './email-change.service.js';

/** The viewer's own account: personal data, password, e-mail, deletion; and an admin's partnership-model change. */
@Resolver()
export class AccountResolver {
  constructor(
    private readonly account: AccountService,
    private readonly emailChange: EmailChangeService,
  ) {}

  @Mutation(() => User)
  upsertUser(@CurrentViewer() viewer: Viewer, @Args('input') input: UpsertUserInput): Promise<User> {
    return this.account.upsertUser(viewer, input);
  }

  @Mutation(() => Boolean)
  changePassword(@CurrentViewer() viewer: Viewer, @Args() args: ChangePasswordArgs): Promise<boolean> {
    return this.account.changePassword(viewer, args);
  }

  @Mutation(() => Boolean, { description: 'Mails a confirmation link to the new address.' })
  changeEmail(
    @CurrentViewer() viewer: Viewer,
    @Args() args: ChangeEmailArgs,
    @Context() ctx: GraphqlContext,
  ): Promise<boolean> {
    return this.emailChange.request(viewer, args, ctx.req);
  }

  @RequirePermissions(Permission.ManageMedicalCenters)
  @Mutation(() => User, {
    description: "Admins: sets a doctor's partnership model (who may order, which fees).",
  })
  updateUserPartnershipModel(
    @CurrentViewer() viewer: Viewer,
    @Args() args: UpdatePartnershipModelArgs,
  ): Promise<User> {
    return this.account.updatePartnershipModel(viewer, args);
  }

  @Mutation(() => Boolean)
  deleteMe(@CurrentViewer() viewer: Viewer, @Context() ctx: GraphqlContext): Promise<boolean> {
    return this.account.deleteMe(viewer, ctx.req);
  }
}
