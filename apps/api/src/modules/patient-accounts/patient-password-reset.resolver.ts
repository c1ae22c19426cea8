import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { Public } from '../../common/auth/auth.decorators.js';
import { PatientPasswordResetService } from './services/patient-password-reset.service.js';
import { RequestPatientPasswordResetArgs } from './inputs/patient-password-reset.types.js';

@Resolver()
export class PatientPasswordResetResolver {
  constructor(private readonly passwordReset: PatientPasswordResetService) {}

  @Public()
  @Mutation(() => Boolean, {
    description:
      'Mails a patient portal reset link; always true for well-formed input (no account enumeration). The link is used with resetPassword.',
  })
  requestPatientPasswordReset(@Args() args: RequestPatientPasswordResetArgs): Promise<boolean> {
    return this.passwordReset.request(args);
  }
}
