import { type EntityManager, In } from 'typeorm';
import { AnalysisType } from '../../common/results/result.types.js';
import { AnalysisParameter } from './blood-analysis/entities/analysis-parameter.entity.js';
import { DnaMarker } from './dna-analysis/entities/dna-marker.entity.js';
import { Micronutrient } from './micronutrients/micronutrient.entity.js';

// Reads of the results' catalogues (micronutrients, blood parameters, DNA markers) that other areas
// (formulas) ask for; they never read these tables themselves.

/** Every micronutrient. */
export function allMicronutrients(manager: EntityManager): Promise<Micronutrient[]> {
  return manager.find(Micronutrient);
}

/** The micronutrient, or null when there is none. */
export function findMicronutrient(manager: EntityManager, id: string): Promise<Micronutrient | null> {
  return manager.findOneBy(Micronutrient, { id });
}

/** The micronutrients with these ids (one statement). */
export function micronutrientsByIds(
  manager: EntityManager,
  ids: readonly string[],
): Promise<Micronutrient[]> {
  return manager.findBy(Micronutrient, { id: In([...ids]) });
}

/** The blood parameters in the catalogue's order. */
export function bloodParameters(manager: EntityManager): Promise<AnalysisParameter[]> {
  return manager.find(AnalysisParameter, {
    where: { analysis_type: AnalysisType.Blood },
    order: { sort_order: 'ASC', id: 'ASC' },
  });
}

/** The DNA markers in the catalogue's order. */
export function dnaMarkers(manager: EntityManager): Promise<DnaMarker[]> {
  return manager.find(DnaMarker, { order: { sort_order: 'ASC', id: 'ASC' } });
}
