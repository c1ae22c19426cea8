import { Args, ArgsType, Context, Field, ID, Int, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { IsEnum, IsInt, IsOptional, Max, Min } from 'class-validator';
import type { GraphqlContext } from '../../../common/graphql/graphql-context.js';
import { Paginated } from '../../../common/pagination/paginated.type.js';
import { AlsoForPatients, CurrentPatient, CurrentViewer } from '../../../common/auth/auth.decorators.js';
import { PatientSessionKind, type PatientViewer } from '../../../common/auth/patient-viewer.js';
import type { Viewer } from '../../../common/auth/viewer.js';
import { BiologicalSex } from '../entities/patient.entity.js';
import { LifestyleQuestion } from './lifestyle-question.entity.js';
import { LifestyleQuestionsService } from './lifestyle-questions.service.js';
import { PatientLifestyleAnswer } from './patient-lifestyle-answer.entity.js';

@ObjectType()
export class LifestyleQuestionPaginator extends Paginated(LifestyleQuestion) {}

@ArgsType()
export class LifestyleQuestionsArgs {
  @Field(() => BiologicalSex, { nullable: true, description: 'Without it, only the questions for everyone.' })
  @IsOptional()
  @IsEnum(BiologicalSex)
  biologicalSex?: BiologicalSex | null;

  @Field(() => Int, { defaultValue: 1 })
  @IsInt()
  @Min(1, { message: 'The page must be at least 1.' })
  @Max(1000, { message: 'The page may not be greater than 1000.' })
  page: number = 1;
}

@Resolver()
export class LifestyleResolver {
  constructor(private readonly questions: LifestyleQuestionsService) {}

  // A questionnaire session reads the questions too (they are no patient's data: not audited).
  @AlsoForPatients(PatientSessionKind.Questionnaire)
  @Query(() => LifestyleQuestionPaginator, {
    description: 'The lifestyle questionnaire, 25 questions per page.',
  })
  lifestyleQuestions(@Args() args: LifestyleQuestionsArgs): Promise<LifestyleQuestionPaginator> {
    return this.questions.page(args.biologicalSex ?? null, args.page);
  }

  @AlsoForPatients(PatientSessionKind.Questionnaire)
  @Query(() => [PatientLifestyleAnswer], {
    description:
      "A patient's current answers (the newest per question). A questionnaire session reads only its own patient's (audited).",
  })
  patientLifestyleAnswers(
    @CurrentViewer() viewer: Viewer | null,
    @CurrentPatient() patient: PatientViewer | null | undefined,
    @Args('id', { type: () => ID }) id: string,
    @Context() ctx: GraphqlContext,
  ): Promise<PatientLifestyleAnswer[]> {
    if (patient) return this.questions.ownAnswers(patient, ctx.loaders, id, ctx.req);
    return this.questions.latestAnswers(viewer!, ctx.loaders, id);
  }
}
