import { ArgsType, Field, Float, ID, InputType, Int, ObjectType } from '@nestjs/graphql';
import { Paginated } from '../../../../common/pagination/paginated.type.js';
import {
  AnalysisParameter,
  AnalysisType,
  BloodMarkerCategory,
} from '../entities/analysis-parameter.entity.js';
import { AnalysisResultSource } from '../entities/analysis-result.entity.js';
import { NamedEntry, ValueInterval } from '../../../../common/results/result.types.js';

export { NamedEntry, ValueInterval };

/** The values a marker's trend (sparkline) shows at most. */
export const TREND_MAX = 12;
import { IsEnum, IsInt, Max, Min } from 'class-validator';
import { MAX_PAGE_SIZE } from '@portal/shared-types';

@ObjectType()
export class ValueBound {
  @Field(() => Float, { nullable: true }) value: number | null;
  @Field() color: string;
}

@ObjectType()
export class ValueIntervals {
  @Field(() => ValueBound) minValue: ValueBound;
  @Field(() => ValueBound) maxValue: ValueBound;
  @Field(() => [ValueInterval]) intervals: ValueInterval[];
}

@ObjectType({
  description:
    "A stored value's date and id, for the entry form's 'younger data exists' rule. created_at = the value's date (start of that day, Europe/Berlin).",
})
export class AnalysisResultRef {
  @Field(() => ID) id: string;
  @Field() created_at: Date;
  @Field() valueDate: string;
}

@ObjectType({
  description:
    "A unit a lab may report the marker in, and the factor to the marker's unit (value_in_marker_unit = value * factor).",
})
export class UnitAlternative {
  @Field() unit: string;
  @Field(() => Float) factor: number;
}

@ObjectType()
export class AnalysisParameterPaginator extends Paginated(AnalysisParameter) {}

@ObjectType({
  description:
    "The range a value is judged by: the catalogue's row for the patient's sex and age (completed years) at the value's date, or the marker's one adult range where it has no rows by sex and age.",
})
export class ReferenceRange {
  @Field({ description: '"YYYY-MM-DD" the range was picked for: the value\'s date (no value: today).' })
  date: string;
  @Field(() => Float, { nullable: true }) min_optimal_value: number | null;
  @Field(() => Float, { nullable: true }) max_optimal_value: number | null;
  @Field(() => Float, { nullable: true }) lab_min_value: number | null;
  @Field(() => Float, { nullable: true }) lab_max_value: number | null;
  @Field(() => String, { nullable: true, description: 'female | male; null: the row is for both.' })
  sex: string | null;
  @Field(() => Int, { nullable: true, description: 'Age band in years, inclusive; null: open.' })
  ageFrom: number | null;
  @Field(() => Int, { nullable: true, description: 'Age band in years, exclusive; null: open.' })
  ageTo: number | null;
  @Field(() => [String], { description: 'The sources of this range.' }) sources: string[];
  @Field({ description: "Not taken from a guideline: awaits a lab physician's sign-off." })
  needsSignOff: boolean;
}

@ObjectType({ description: "One value of a marker's trend (the list's sparkline)." })
export class BloodMarkerTrendPoint {
  @Field({ description: '"YYYY-MM-DD".' }) valueDate: string;
  @Field(() => Float) value: number;
}

@ObjectType()
export class BloodMarker {
  @Field(() => ID, { description: "The analysis parameter's id." }) id: string;
  @Field() name: string;
  @Field() code: string;
  @Field(() => BloodMarkerCategory, { description: "The lab report's section the list groups it in." })
  category: BloodMarkerCategory;
  @Field() description: string;
  @Field(() => [String]) bibliography: string[];
  @Field(() => String, { nullable: true, description: 'Link text of the documentation link.' })
  docinfo_lt: string | null;
  @Field(() => String, { nullable: true }) docinfo_url: string | null;
  @Field() unit: string;
  @Field() formattedUnit: string;
  @Field(() => String, { nullable: true, description: 'The unit as a UCUM code (unitsofmeasure.org).' })
  ucumUnit: string | null;
  @Field(() => [String], {
    description: "LOINC codes as labs report the marker, the first for the marker's unit.",
  })
  loincCodes: string[];
  @Field(() => Float, { nullable: true, description: "The patient's optimal range (see referenceRange)." })
  min_optimal_value: number | null;
  @Field(() => Float, { nullable: true }) max_optimal_value: number | null;
  @Field(() => Float, {
    nullable: true,
    description: "The lab's reference range for the patient's sex and age at the value's date.",
  })
  lab_min_value: number | null;
  @Field(() => Float, { nullable: true }) lab_max_value: number | null;
  @Field(() => ReferenceRange) referenceRange: ReferenceRange;
  @Field(() => [UnitAlternative]) unitAlternatives: UnitAlternative[];
  @Field(() => Float, { nullable: true, description: 'g/mol, when the conversion goes through it.' })
  molar_mass: number | null;
  @Field(() => Float, { nullable: true, description: 'Null = no value yet.' }) currentValue: number | null;
  @Field(() => String, { nullable: true }) currentValueColor: string | null;
  @Field(() => String, { nullable: true, description: '"YYYY-MM-DD" of currentValue.' }) valueDate:
    string | null;
  @Field(() => AnalysisResultSource, { nullable: true }) currentSource: AnalysisResultSource | null;
  @Field(() => ValueIntervals) valueIntervals: ValueIntervals;
  @Field(() => String, { nullable: true }) value_text: string | null;
  @Field(() => String, { nullable: true }) value_color: string | null;
  @Field(() => String, { nullable: true }) value_bg_color: string | null;
  @Field(() => String, { nullable: true }) value_description: string | null;
  @Field(() => [NamedEntry]) symptoms: NamedEntry[];
  @Field(() => [NamedEntry]) indications: NamedEntry[];
  @Field(() => [NamedEntry], { description: 'id = micronutrient id.' }) micronutrients: NamedEntry[];
  @Field(() => [BloodMarkerTrendPoint], {
    description: `The newest values (at most ${TREND_MAX}), oldest first; read with the list, no statement per marker.`,
  })
  trend: BloodMarkerTrendPoint[];
}

@ObjectType()
export class BloodMarkerHistoryEntry {
  @Field(() => ID, {
    description: "The value's id (updateBloodAnalysisResult / deleteAnalysisResult take it).",
  })
  id: string;
  @Field(() => ID) analysis_result_id: string;
  @Field() name: string;
  @Field(() => Float) currentValue: number;
  @Field() valueDate: string;
  @Field(() => AnalysisResultSource) source: AnalysisResultSource;
  @Field() formattedUnit: string;
  @Field({ description: 'False for Noi.' }) isDeletable: boolean;
  @Field(() => ReferenceRange, { description: "The patient's range at this value's date." })
  referenceRange: ReferenceRange;
  @Field(() => String, { nullable: true, description: 'The band of the value in that range.' })
  value_text: string | null;
  @Field(() => String, { nullable: true }) value_color: string | null;
}

@ObjectType()
export class AnalysisResult {
  @Field(() => ID) id: string;
  @Field() valueDate: string;
  @Field(() => AnalysisResultSource) source: AnalysisResultSource;
  @Field(() => [BloodMarkerHistoryEntry]) values: BloodMarkerHistoryEntry[];
}

@ObjectType()
export class DeletedAnalysisResult {
  @Field(() => ID) id: string;
  @Field() message: string;
}

@InputType()
export class BloodResultValueInput {
  @Field(() => ID) analysisParameterId: string;
  @Field({ description: 'Digits and a dot, checked on the server.' }) value: string;
}

@ArgsType()
export class AnalysisParametersArgs {
  @Field(() => AnalysisType, { defaultValue: AnalysisType.Blood })
  @IsEnum(AnalysisType)
  analysis_type: AnalysisType = AnalysisType.Blood;

  @Field(() => Int, { defaultValue: 100, description: `Page size, 1 to ${MAX_PAGE_SIZE}.` })
  @IsInt()
  @Min(1, { message: 'The page size (first) must be at least 1.' })
  @Max(MAX_PAGE_SIZE, { message: `The page size (first) may not be greater than ${MAX_PAGE_SIZE}.` })
  first: number = 100;

  @Field(() => Int, { defaultValue: 1 })
  @IsInt()
  @Min(1, { message: 'The page must be at least 1.' })
  @Max(1_000_000, { message: 'The page may not be greater than 1000000.' })
  page: number = 1;
}
