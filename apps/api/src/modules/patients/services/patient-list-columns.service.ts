import { Injectable } from '@nestjs/common';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { LoaderRegistry } from '../../../common/dataloader/loader-registry.js';
import type { Selection } from '../../../common/graphql/selection.js';
import type { Viewer } from '../../../common/auth/viewer.js';
import type { Patient } from '../entities/patient.entity.js';

/** A Patient field of another area answered from the list's own statement. */
export interface PatientListColumn {
  /** The Patient field (another area's field resolver) it answers. */
  readonly field: string;
  /**
   * A scalar subquery over the list's row (`patientAlias`) giving the field's value for this selection of it,
   * or null to leave the field to its loader. PostgreSQL evaluates it after the page's LIMIT, once per row shown.
   */
  subquery(
    patientAlias: string,
    viewer: Viewer,
    selection: Selection,
  ): { sql: string; parameters: ObjectLiteral } | null;
  /** Hands the field's loader each shown patient's value (as the subquery gave it), before the field resolves. */
  prime(loaders: LoaderRegistry, selection: Selection, values: ReadonlyMap<string, unknown>): void;
}

/** What the page's raw rows are handed to once read: it primes the loaders of the columns added. */
export type PrimeListColumns = (raw: readonly Record<string, unknown>[]) => void;

/**
 * Patient fields of other areas that the patients list answers in its own statement (a page with each row's
 * latest order: one statement instead of two). Each area registers its column in its module's onModuleInit, as
 * with PatientListFilters; the patients area knows only this registry (the area order forbids it the others).
 */
@Injectable()
export class PatientListColumns {
  private readonly columns = new Map<string, PatientListColumn>();

  register(column: PatientListColumn): void {
    if (this.columns.has(column.field))
      throw new Error(`The patient list column ${column.field} is registered twice`);
    this.columns.set(column.field, column);
  }

  /**
   * Adds to the list `query` the registered columns `selection` (the page's rows) shows, and returns what primes
   * their loaders from the page's raw rows (keyed by `alias`_id).
   */
  select(
    query: SelectQueryBuilder<Patient>,
    viewer: Viewer,
    selection: Selection | undefined,
    loaders: LoaderRegistry | undefined,
  ): PrimeListColumns {
    if (!selection || !loaders) return () => undefined;
    const alias = query.alias;
    const added: { column: PatientListColumn; selection: Selection; name: string }[] = [];
    for (const column of this.columns.values()) {
      if (!selection.fieldNames().has(column.field)) continue;
      const below = selection.child(column.field);
      const subquery = column.subquery(alias, viewer, below);
      if (!subquery) continue;
      const name = `list_column_${added.length}`;
      query.addSelect(`(${subquery.sql})`, name).setParameters(subquery.parameters);
      added.push({ column, selection: below, name });
    }
    return (raw) => {
      for (const { column, selection: below, name } of added)
        column.prime(
          loaders,
          below,
          new Map(raw.map((row) => [String(row[`${alias}_id`]), row[name]] as const)),
        );
    };
  }
}
