import { ArgsType, Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min, MinLength, ValidateIf } from 'class-validator';
import { Paginated } from '../../../../common/pagination/paginated.type.js';
import { ValidationText, maxLengthMessage } from '../../../../common/validation/validation-texts.js';

export const MEDICATION_SEARCH_MIN = 2;

@ObjectType()
export class MedicationInterpretation {
  @Field()
  chapter: string;

  @Field()
  chapter_text: string;

  @Field(() => Int, { description: '0..3 → colours red, yellow, green, yellow.' })
  result: number;

  @Field()
  result_text: string;

  @Field()
  text_de: string;

  @Field()
  text_en: string;
}

@ObjectType('Medication')
export class MedicationView {
  @Field(() => ID)
  id: string;

  @Field()
  name_de: string;

  @Field()
  name_en: string;

  @Field(() => String, { nullable: true, description: 'The WHO ATC code (atcddd.fhi.no).' })
  atcCode: string | null;

  @Field(() => [String])
  genes: string[];

  @Field(() => [String])
  literature: string[];
}

@ObjectType()
export class MedicationResult {
  @Field(() => ID, { description: "The medication's id." })
  id: string;

  @Field(() => MedicationView)
  medication: MedicationView;

  @Field(() => MedicationInterpretation, {
    nullable: true,
    description: "Null = not analysed ('Nicht analysiert!').",
  })
  effect: MedicationInterpretation | null;

  @Field(() => MedicationInterpretation, { nullable: true })
  breakdown: MedicationInterpretation | null;

  @Field(() => MedicationInterpretation, { nullable: true })
  dosis: MedicationInterpretation | null;
}

@ObjectType()
export class MedicationResultPaginator extends Paginated(MedicationResult) {}

@ArgsType()
export class PatientMedicationResultsArgs {
  @Field(() => ID)
  @IsString()
  patient_id: string;

  @Field(() => String, {
    nullable: true,
    description: 'Part of the German or English name; at least 2 characters.',
  })
  @IsOptional()
  @IsString()
  @ValidateIf((args: PatientMedicationResultsArgs) => !!args.search)
  @MinLength(MEDICATION_SEARCH_MIN, { message: ValidationText.medicationSearchMinLength })
  @MaxLength(100, { message: maxLengthMessage(100) })
  search?: string | null;

  @Field(() => Int, { defaultValue: 20, description: 'Page size, 1 to 100.' })
  @IsInt()
  @Min(1, { message: 'The page size (first) must be at least 1.' })
  @Max(100, { message: 'The page size (first) may not be greater than 100.' })
  first: number = 20;

  @Field(() => Int, { defaultValue: 1, description: 'The page, 1-based.' })
  @IsInt()
  @Min(1, { message: 'The page must be at least 1.' })
  @Max(1_000_000, { message: 'The page may not be greater than 1000000.' })
  page: number = 1;
}
