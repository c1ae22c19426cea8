import { Field, Float, ID, ObjectType } from '@nestjs/graphql';
import { NamedEntry, ValueInterval } from '../../../../common/results/result.types.js';

@ObjectType({ description: 'A genotype at one variant; name = gene (+ rs id).' })
export class GeneticEntry {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;

  @Field()
  genotype: string;

  @Field({ description: 'The gene (HGNC symbol).' })
  gene: string;

  @Field({ description: 'The variant in dbSNP.' })
  rsId: string;

  @Field(() => String, { nullable: true, description: 'HGVS notation on the reference transcript.' })
  hgvs: string | null;

  @Field(() => String, { nullable: true, description: 'Share of Europeans with this genotype.' })
  population: string | null;

  @Field(() => String, { nullable: true })
  function: string | null;
}

@ObjectType()
export class DnaInterpretation {
  @Field(() => Float, { description: 'Position on the summary scale (0..100).' })
  current_value: number;

  @Field()
  current_value_color: string;

  @Field()
  value_text: string;

  @Field()
  value_description: string;

  @Field()
  value_color: string;

  @Field()
  value_bg_color: string;

  @Field()
  updated_at: Date;
}

@ObjectType('DnaMarker')
export class DnaMarkerView {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;

  @Field()
  code: string;

  @Field({ description: 'Nutrigenetics | WeightGenetics | GeneticRisk | Fertility | PharmacoGenetics' })
  category: string;

  @Field()
  scalebar_title: string;

  @Field()
  description: string;

  @Field(() => String, { nullable: true })
  docinfo: string | null;

  @Field(() => String, { nullable: true })
  video_url: string | null;

  @Field(() => [NamedEntry])
  symptoms: NamedEntry[];

  @Field(() => [NamedEntry])
  indications: NamedEntry[];

  @Field(() => [NamedEntry])
  micronutrients: NamedEntry[];

  @Field(() => [String])
  bibliography: string[];

  @Field(() => [GeneticEntry])
  desired_genetic_profile: GeneticEntry[];

  @Field(() => [GeneticEntry], { description: 'Empty when not analysed.' })
  genetic_result: GeneticEntry[];

  @Field(() => [ValueInterval])
  intervals: ValueInterval[];

  @Field(() => DnaInterpretation, { nullable: true, description: 'Null when not analysed.' })
  interpretation: DnaInterpretation | null;

  @Field(() => String, { nullable: true, description: 'Date (YYYY-MM-DD) of the genotype result.' })
  valueDate: string | null;
}

/** A DNA parameter as analysisParameters(analysis_type: Dna) lists it. */
export interface DnaParameterRow {
  id: string;
  name: string;
  code: string;
}
