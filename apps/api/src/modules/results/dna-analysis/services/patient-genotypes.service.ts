import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, IsNull, Repository } from 'typeorm';
import type { GenotypeCall } from '../../medication/catalogue/phenotype.js';
import { GenotypeResult } from '../entities/genotype-result.entity.js';

export interface GenotypeSet {
  calls: GenotypeCall[];
  /** rs id → the current row (its date and when it was stored). */
  rows: Map<string, GenotypeResult>;
}

/** The patient's current genotypes (not superseded, not refused), one statement; `manager` for a caller's transaction. */
export async function currentGenotypes(manager: EntityManager, patientId: string): Promise<GenotypeSet> {
  const rows = await manager.find(GenotypeResult, {
    where: { patient_id: patientId, superseded_at: IsNull(), refusal: IsNull() },
    order: { created_at: 'ASC', id: 'ASC' },
  });
  // Two lab orders may both report an rs id: the newer row counts.
  const byRs = new Map(rows.map((row) => [row.rs_id, row]));
  return {
    calls: [...byRs.values()].map((row) => ({
      gene: row.gene,
      rsId: row.rs_id,
      genotype: row.genotype,
      orientation: row.orientation,
    })),
    rows: byRs,
  };
}

/** The patient's current genotypes, for the DNA and medication reads. */
@Injectable()
export class PatientGenotypes {
  constructor(@InjectRepository(GenotypeResult) private readonly results: Repository<GenotypeResult>) {}

  current(patientId: string): Promise<GenotypeSet> {
    return currentGenotypes(this.results.manager, patientId);
  }
}
