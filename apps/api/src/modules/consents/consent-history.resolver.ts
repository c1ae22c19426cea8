import { Args, ID, Query, Resolver } from '@nestjs/graphql';
import { Permission } from '@portal/shared-types';
import { RequirePermissions } from '../../common/auth/auth.decorators.js';
import { ConsentHistory } from './consent-history.service.js';
import { ConsentRecord } from './consent-history.types.js';

@Resolver(() => ConsentRecord)
export class ConsentHistoryResolver {
  constructor(private readonly history: ConsentHistory) {}

  @RequirePermissions(Permission.ManageMedicalCenters)
  @Query(() => [ConsentRecord], {
    description:
      "Admins: a doctor's (userId) or a patient's (patientId) accepted consents with the wording, time, " +
      'account and address, newest first. Exactly one of the two.',
  })
  consentHistory(
    @Args('userId', { type: () => ID, nullable: true }) userId: string | null,
    @Args('patientId', { type: () => ID, nullable: true }) patientId: string | null,
  ): Promise<ConsentRecord[]> {
    return this.history.of({ userId, patientId });
  }
}
