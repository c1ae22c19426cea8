import { Args, Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentPatient, PatientOnly } from '../../common/auth/auth.decorators.js';
import { PatientSessionKind, type PatientViewer } from '../../common/auth/patient-viewer.js';
import type { GraphqlContext } from '../../common/graphql/graphql-context.js';
import {
  PatientInfo,
  UpdateAuthPatientAnswersArgs,
  UpdateAuthPatientArgs,
} from './inputs/patient-info.types.js';
import { PatientQuestionnaire } from './services/patient-questionnaire.service.js';

/** The patient session's own calls (never reachable by a doctor's or an admin's session). */
@Resolver(() => PatientInfo)
export class PatientQuestionnaireResolver {
  constructor(private readonly questionnaire: PatientQuestionnaire) {}

  @PatientOnly(PatientSessionKind.Questionnaire, PatientSessionKind.Portal)
  @Query(() => PatientInfo, { description: "Patient sessions: the patient's own data; the read is audited." })
  patientInfo(
    @CurrentPatient() patient: PatientViewer,
    @Context() ctx: GraphqlContext,
  ): Promise<PatientInfo> {
    return this.questionnaire.info(patient, ctx.req);
  }

  @PatientOnly(PatientSessionKind.Questionnaire)
  @Mutation(() => PatientInfo, {
    description: 'Questionnaire sessions, while the link is open: sets height (cm) and weight (kg); audited.',
  })
  updateAuthPatient(
    @CurrentPatient() patient: PatientViewer,
    @Args() args: UpdateAuthPatientArgs,
    @Context() ctx: GraphqlContext,
  ): Promise<PatientInfo> {
    return this.questionnaire.updateBody(patient, args, ctx.req);
  }

  @PatientOnly(PatientSessionKind.Questionnaire)
  @Mutation(() => PatientInfo, {
    description:
      "Questionnaire sessions, while the link is open: saves the patient's answers, submits the link and ends the session; audited.",
  })
  updateAuthPatientAnswers(
    @CurrentPatient() patient: PatientViewer,
    @Args() args: UpdateAuthPatientAnswersArgs,
    @Context() ctx: GraphqlContext,
  ): Promise<PatientInfo> {
    return this.questionnaire.submitAnswers(patient, args.answers, ctx.req);
  }
}
