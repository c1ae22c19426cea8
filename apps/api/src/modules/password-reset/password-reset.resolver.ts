import { Args, Context, Mutation, Resolver } from '@nestjs/graphql';
import type { GraphqlContext } from '../../common/graphql/graphql-context.js';
import { Public } from '../../common/auth/auth.decorators.js';
import { PasswordResetService } from './password-reset.service.js';
import { RequestPasswordResetArgs, ResetPasswordArgs } from './password-reset.types.js';

@Resolver()
export class PasswordResetResolver {
  constructor(private readonly passwordReset: PasswordResetService) {}

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
}
