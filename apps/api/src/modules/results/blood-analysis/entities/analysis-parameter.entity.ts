import { Field, Float, ID, ObjectType, registerEnumType } from '@nestjs/graphql';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { decimalTransformer } from '../../../../database/decimal.transformer.js';

import { AnalysisType } from '../../../../common/results/result.types.js';

export { AnalysisType };

/**
 * The section of a lab report a blood marker belongs to, in the order the blood list shows them
 * (docs/decisions/screens.md, issue 33 point 4). Other: markers outside the ten usual sections.
 */
export enum BloodMarkerCategory {
  Vitamins = 'Vitamins',
  Minerals = 'Minerals',
  Iron = 'Iron',
  Thyroid = 'Thyroid',
  Lipids = 'Lipids',
  Inflammation = 'Inflammation',
  Kidney = 'Kidney',
  Liver = 'Liver',
  BloodCount = 'BloodCount',
  Hormones = 'Hormones',
  Other = 'Other',
}
registerEnumType(BloodMarkerCategory, {
  name: 'BloodMarkerCategory',
  description: "The lab report's section of a blood marker; Other: outside the ten usual sections.",
});

export interface NamedEntryData {
  id: string;
  name: string;
}

export interface UnitAlternativeData {
  /** The lab's spelling. */
  unit: string;
  /** Its UCUM code: values are converted from it by @lhncbc/ucum-lhc (ucum-units.ts). */
  ucum: string;
  /** value_in_marker_unit = value * factor: the library's factor (for display), or the conventional one. */
  factor: number;
  /** A factor by convention, where UCUM cannot convert (an arbitrary unit to moles): used as it is. */
  by_convention?: boolean;
}

/** One band of the marker's scale, from the previous band's upper bound to `upper` (null: open end). */
export interface ValueBandData {
  state: 'tooLow' | 'low' | 'optimal' | 'high' | 'tooHigh';
  upper: number | null;
  color: string;
  bg_color: string;
  text: string;
  description: string;
  length_percent: number;
}

/**
 * One reference range of a marker for a sex ('any': both) and an age band in completed years at the
 * value's date (age_from inclusive, age_to exclusive, null: open). optimal null: judged by the lab's
 * range alone. Every row names its sources (docs/decisions/results.md, issue 28).
 */
export interface ReferenceRangeData {
  sex: 'female' | 'male' | 'any';
  age_from: number | null;
  age_to: number | null;
  lab: [number | null, number | null];
  optimal: [number | null, number | null] | null;
  sources: string[];
  /** The optimal band (or the row) is not taken from a guideline: a lab physician signs it off. */
  needs_sign_off: boolean;
}

export interface ValueScaleData {
  min: number;
  max: number;
  bands: ValueBandData[];
}

/**
 * A parameter of an analysis (reference data, seeded): blood markers here; DNA markers share the
 * common columns (the blood-only ones stay null for them).
 */
@ObjectType()
@Entity({ name: 'analysis_parameters' })
@Index('analysis_parameters_type_sort_index', ['analysis_type', 'sort_order', 'id'])
export class AnalysisParameter {
  @Field(() => ID)
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Field(() => AnalysisType)
  @Column({ type: 'varchar', length: 8 })
  analysis_type: AnalysisType;

  @Field()
  @Index('analysis_parameters_code_unique', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  code: string;

  @Field()
  @Column({ type: 'varchar', length: 160 })
  name: string;

  @Column({ type: 'text', default: '' })
  description: string;

  @Column({ type: 'jsonb', default: () => `'[]'` })
  bibliography: string[];

  @Column({ type: 'varchar', length: 255, nullable: true })
  docinfo_lt: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  docinfo_url: string | null;

  @Column({ type: 'jsonb', default: () => `'[]'` })
  symptoms: NamedEntryData[];

  @Column({ type: 'jsonb', default: () => `'[]'` })
  indications: NamedEntryData[];

  @Column({ type: 'int' })
  sort_order: number;

  // Blood only from here on.
  /** Set by the catalogue's seed; null reads as Other. */
  @Column({ type: 'varchar', length: 16, nullable: true })
  category: BloodMarkerCategory | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 32, nullable: true })
  unit: string | null;

  @Field(() => String, { nullable: true, name: 'formattedUnit' })
  @Column({ type: 'varchar', length: 32, nullable: true })
  formatted_unit: string | null;

  @Field(() => Float, { nullable: true })
  @Column({ type: 'numeric', precision: 12, scale: 4, nullable: true, transformer: decimalTransformer })
  min_optimal_value: number | null;

  @Field(() => Float, { nullable: true })
  @Column({ type: 'numeric', precision: 12, scale: 4, nullable: true, transformer: decimalTransformer })
  max_optimal_value: number | null;

  @Column({ type: 'numeric', precision: 12, scale: 4, nullable: true, transformer: decimalTransformer })
  lab_min_value: number | null;

  @Column({ type: 'numeric', precision: 12, scale: 4, nullable: true, transformer: decimalTransformer })
  lab_max_value: number | null;

  /** Both 0: the entry form checks no bounds. */
  @Field(() => Float, { nullable: true })
  @Column({ type: 'numeric', precision: 12, scale: 4, nullable: true, transformer: decimalTransformer })
  lower_input_limit_value: number | null;

  @Field(() => Float, { nullable: true })
  @Column({ type: 'numeric', precision: 12, scale: 4, nullable: true, transformer: decimalTransformer })
  upper_input_limit_value: number | null;

  /** LOINC codes of the marker as labs report it, the first for its own unit (blood-marker-loinc.data.ts). */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  loinc_codes: string[];

  /**
   * The UCUM unit the first LOINC code is exchanged in, where that code is not for the marker's own unit (a mass
   * code for a molar unit): values go out converted to it, or a receiver trusting the code would misread them.
   */
  @Column({ type: 'varchar', length: 40, nullable: true })
  loinc_unit: string | null;

  /** The unit as a UCUM code (`unit` is how the portal writes it). */
  @Column({ type: 'varchar', length: 40, nullable: true })
  ucum_unit: string | null;

  /** The ion's charge, when a conversion from equivalents goes through it. */
  @Column({ type: 'smallint', nullable: true })
  charge: number | null;

  /** g/mol, when the conversion between units goes through it. */
  @Column({ type: 'numeric', precision: 12, scale: 4, nullable: true, transformer: decimalTransformer })
  molar_mass: number | null;

  @Column({ type: 'jsonb', nullable: true })
  unit_alternatives: UnitAlternativeData[] | null;

  /** The scale of the default columns above (the adult range for any sex). */
  @Column({ type: 'jsonb', nullable: true })
  value_scale: ValueScaleData | null;

  /** Ranges by sex and age; the columns above hold where no row matches. */
  @Column({ type: 'jsonb', default: () => `'[]'` })
  reference_ranges: ReferenceRangeData[];
}
