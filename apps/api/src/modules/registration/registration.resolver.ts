import { Args, Context, Mutation, Resolver } from '@nestjs/graphql';
import type { GraphqlContext } from '../../common/graphql/graphql-context.js';
import { Public } from '../../common/auth/auth.decorators.js';
import { User } from '../users/index.js';
import { ActivationService } from './services/activation.service.js';
import { RegistrationCodesService } from './services/registration-codes.service.js';
import { RegistrationService } from './services/registration.service.js';
import {
  AccountActivationArgs,
  RegisterDoctorInput,
  RegistrationCodeVerification,
  VerifyRegistrationCodeArgs,
} from './inputs/registration.types.js';

@Resolver()
export class RegistrationResolver {
  constructor(
    private readonly codes: RegistrationCodesService,
    private readonly registration: RegistrationService,
    private readonly activation: ActivationService,
  ) {}

  @Public()
  @Mutation(() => RegistrationCodeVerification)
  verifyRegistrationCode(
    @Args() args: VerifyRegistrationCodeArgs,
    @Context() ctx: GraphqlContext,
  ): Promise<RegistrationCodeVerification> {
    return this.codes.verify(args.token, ctx.req);
  }

  @Public()
  @Mutation(() => User, {
    description: "A doctor's self-registration with a registration code (admins invite with registerDoctor).",
  })
  register(@Args('input') input: RegisterDoctorInput, @Context() ctx: GraphqlContext): Promise<User> {
    return this.registration.registerDoctor(input, ctx.req);
  }

  @Public()
  @Mutation(() => Boolean)
  accountActivation(@Args() args: AccountActivationArgs, @Context() ctx: GraphqlContext): Promise<boolean> {
    return this.activation.activate(args, ctx.req);
  }
}
