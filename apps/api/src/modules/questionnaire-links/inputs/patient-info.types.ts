import { ArgsType, Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import { IsArray, IsInt, IsNumber, Max, Min, ValidateNested } from 'class-validator';
import { AnswerInput, BiologicalSex, PatientLifestyleAnswer } from '../../patients/index.js';
import { QuestionnaireLinksError } from '../questionnaire-links.errors.js';
import {
  QUESTIONNAIRE_HEIGHT_MAX,
  QUESTIONNAIRE_HEIGHT_MIN,
  QUESTIONNAIRE_WEIGHT_MAX,
  QUESTIONNAIRE_WEIGHT_MIN,
} from '../questionnaire-links.limits.js';

/** What a patient session sees of its own record: enough for the questionnaire, nothing of the practice's. */
@ObjectType('PatientInfo')
export class PatientInfo {
  @Field(() => ID)
  id: string;

  @Field()
  first_name: string;

  @Field(() => BiologicalSex)
  biological_sex: BiologicalSex;

  @Field(() => Float, { nullable: true, description: 'Kilograms.' })
  weight: number | null;

  @Field(() => Int, { nullable: true, description: 'Centimetres.' })
  height: number | null;

  @Field({ description: 'YYYY-MM-DD' })
  date_of_birth: string;

  @Field({
    description:
      "True while the patient's current questionnaire link is open: sent, not expired and not yet submitted.",
  })
  isLifestyleQuestionnaireAvailable: boolean;

  @Field(() => [PatientLifestyleAnswer], { description: 'The current answer per question.' })
  latestAnswers: PatientLifestyleAnswer[];
}

const heightMin = { message: QuestionnaireLinksError.heightMin.message };
const heightMax = { message: QuestionnaireLinksError.heightMax.message };
const weightMin = { message: QuestionnaireLinksError.weightMin.message };
const weightMax = { message: QuestionnaireLinksError.weightMax.message };

@ArgsType()
export class UpdateAuthPatientArgs {
  @Field(() => Int, { description: 'Centimetres, 50-300.' })
  @IsInt(heightMin)
  @Min(QUESTIONNAIRE_HEIGHT_MIN, heightMin)
  @Max(QUESTIONNAIRE_HEIGHT_MAX, heightMax)
  height: number;

  @Field(() => Float, { description: 'Kilograms, 25-500 (two decimals at most).' })
  @IsNumber({ maxDecimalPlaces: 2 }, weightMin)
  @Min(QUESTIONNAIRE_WEIGHT_MIN, weightMin)
  @Max(QUESTIONNAIRE_WEIGHT_MAX, weightMax)
  weight: number;
}

@ArgsType()
export class UpdateAuthPatientAnswersArgs {
  @Field(() => [AnswerInput], { description: 'Only the answered questions; empty answers are dropped.' })
  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => AnswerInput)
  answers: AnswerInput[];
}
