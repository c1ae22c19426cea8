import { Args, Context, Mutation, Resolver } from '@nestjs/graphql';
import type { GraphqlContext } from '../../common/graphql/graphql-context.js';
import { CurrentViewer, Public } from '../auth/auth.decorators.js';
import type { Viewer } from '../auth/viewer.js';
import { ChangeEmailArgs, RequestPasswordResetArgs, ResetPasswordArgs } from './account-links.types.js';
import { EmailChangeService } from './email-change.service.js';
import { PasswordResetService } from './password-reset.service.js';

@Resolver()
export class AccountLinksResolver {
  constructor(
    private readonly passwordReset: PasswordResetService,
    private readonly emailChange: EmailChangeService,
  ) {}

  @Public()
  @Mutation(() => Boolean, { description: 'Always true for a well-formed address (no account enumeration).' })
  requestPasswordReset(@Args() args: RequestPasswordResetArgs): Promise<boolean> {
    return this.passwordReset.request(args);
  }

  @Public()
  @Mutation(() => Boolean, {
    description:
      'Sets a new password with the token of a reset mail (staff and doctors, or the patient portal).',
  })
  resetPassword(@Args() args: ResetPasswordArgs, @Context() ctx: GraphqlContext): Promise<boolean> {
    return this.passwordReset.reset(args, ctx.req);
  }

  @Mutation(() => Boolean, { description: 'Mails a confirmation link to the new address.' })
  changeEmail(
    @CurrentViewer() viewer: Viewer,
    @Args() args: ChangeEmailArgs,
    @Context() ctx: GraphqlContext,
  ): Promise<boolean> {
    return this.emailChange.request(viewer, args, ctx.req);
  }
}
