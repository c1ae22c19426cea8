import { Args, ID, Mutation, ResolveField, Resolver } from '@nestjs/graphql';
import { CurrentViewer } from '../../common/auth/auth.decorators.js';
import type { Viewer } from '../../common/auth/viewer.js';
import type { GraphqlContext } from '../../common/graphql/graphql-context.js';
import { Patient } from '../patients/index.js';
import { PatientQuestionnaireLink } from './entities/patient-questionnaire-link.entity.js';
import { isLinkOpen, QuestionnaireLinkLoader } from './questionnaire-link.loader.js';
import { QuestionnaireLinkSending } from './services/questionnaire-link-sending.service.js';
import { type NoArgs } from '../../common/graphql/field-resolver.js';

/** The doctor's side: sending the link, and its state on the Patient type (batched). */
@Resolver(() => Patient)
export class QuestionnaireLinkResolver {
  constructor(
    private readonly sending: QuestionnaireLinkSending,
    private readonly links: QuestionnaireLinkLoader,
  ) {}

  @Mutation(() => Patient, {
    description:
      "The patient's doctor (or an admin): mails the patient a signed link to the lifestyle questionnaire (valid 14 days), replacing any earlier one; audited.",
  })
  sendLifestyleQuestionnaireLink(
    @CurrentViewer() viewer: Viewer,
    @Args('patientId', { type: () => ID }) patientId: string,
  ): Promise<Patient> {
    return this.sending.send(viewer, patientId);
  }

  @ResolveField(() => Boolean, {
    description:
      "True while the patient's current questionnaire link is open (sent, not expired, not yet submitted). Answers a doctor entered do not count.",
  })
  async isLifestyleQuestionnaireAvailable(patient: Patient, _args: NoArgs, ctx: GraphqlContext) {
    return isLinkOpen(await this.links.linkOf(ctx.loaders, patient.id));
  }

  @ResolveField(() => PatientQuestionnaireLink, {
    nullable: true,
    description: 'The newest questionnaire link mailed to the patient, null when none was sent.',
  })
  lifestyleQuestionnaireLink(patient: Patient, _args: NoArgs, ctx: GraphqlContext) {
    return this.links.linkOf(ctx.loaders, patient.id);
  }
}
