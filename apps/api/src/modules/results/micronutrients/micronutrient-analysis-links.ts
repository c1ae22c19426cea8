import { Injectable } from '@nestjs/common';
import type { LinkedAnalysisParameter } from './graphql/result-types.js';

/** A blood or DNA parameter that tells about a micronutrient's status. */
export interface MicronutrientAnalysisLink extends LinkedAnalysisParameter {
  micronutrientId: string;
}

/** One area's links for a batch of micronutrients: one statement for the whole batch. */
export type MicronutrientAnalysisSource = (
  micronutrientIds: readonly string[],
) => Promise<MicronutrientAnalysisLink[]>;

/**
 * Which analysis parameters belong to a micronutrient. The parameters are other areas' data (blood
 * parameters, DNA markers): each registers a source in its module's onModuleInit, as with
 * PatientListFilters, so the catalogue reads none of their tables. With no source it links nothing.
 */
@Injectable()
export class MicronutrientAnalysisLinks {
  private readonly sources = new Map<string, MicronutrientAnalysisSource>();

  register(name: string, source: MicronutrientAnalysisSource): void {
    if (this.sources.has(name))
      throw new Error(`The micronutrient analysis source ${name} is registered twice`);
    this.sources.set(name, source);
  }

  /** The parameters per micronutrient, in the order of the ids: blood before DNA, then by name. */
  async forMicronutrients(micronutrientIds: readonly string[]): Promise<LinkedAnalysisParameter[][]> {
    const batches = await Promise.all([...this.sources.values()].map((source) => source(micronutrientIds)));
    const byMicronutrient = new Map<string, LinkedAnalysisParameter[]>(
      micronutrientIds.map((id) => [id, []]),
    );
    for (const { micronutrientId, id, name, code, analysis_type } of batches.flat())
      byMicronutrient.get(micronutrientId)?.push({ id, name, code, analysis_type });
    return micronutrientIds.map((id) =>
      (byMicronutrient.get(id) ?? []).sort(
        (a, b) => a.analysis_type.localeCompare(b.analysis_type) || a.name.localeCompare(b.name, 'de'),
      ),
    );
  }
}
