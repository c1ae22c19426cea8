import { Injectable } from '@nestjs/common';
import type { SelectQueryBuilder } from 'typeorm';
import type { Patient } from '../entities/patient.entity.js';
import type { PatientsArgs } from '../inputs/patients.types.js';

/** Arguments of `patients` whose answer lies in another area's data (orders, subscriptions). */
export const AREA_FILTER_ARGUMENTS = ['hasOrders', 'inLifeCyclePhase'] as const;
export type AreaFilterArgument = (typeof AREA_FILTER_ARGUMENTS)[number];

export interface PatientListFilter<Argument extends AreaFilterArgument = AreaFilterArgument> {
  readonly argument: Argument;
  /**
   * Narrows the list query to the patients matching `value`, with a where-clause on `query.alias`
   * (a subquery, never a join or a statement of its own: the list keeps one statement per page).
   */
  apply(query: SelectQueryBuilder<Patient>, value: NonNullable<PatientsArgs[Argument]>): void;
}

/**
 * The patient list's filters that other areas answer. Each area registers its filter in its module's
 * onModuleInit, as with PatientDeletionBlockers; the patients module refuses to start when an
 * argument has none, since an unanswered filter would silently list every patient.
 */
@Injectable()
export class PatientListFilters {
  private readonly filters = new Map<AreaFilterArgument, PatientListFilter>();

  register<Argument extends AreaFilterArgument>(filter: PatientListFilter<Argument>): void {
    if (this.filters.has(filter.argument))
      throw new Error(`The patient list filter ${filter.argument} is registered twice`);
    this.filters.set(filter.argument, filter);
  }

  apply(query: SelectQueryBuilder<Patient>, args: PatientsArgs): void {
    for (const filter of this.filters.values()) {
      const value = args[filter.argument];
      if (value !== null && value !== undefined) filter.apply(query, value);
    }
  }

  assertComplete(): void {
    const missing = AREA_FILTER_ARGUMENTS.filter((argument) => !this.filters.has(argument));
    if (missing.length) throw new Error(`No area answers the patient list filter(s): ${missing.join(', ')}`);
  }
}
