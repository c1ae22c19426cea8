import { ProductType, holdsBloodAnalysis, holdsDnaAnalysis } from '@portal/shared-types';
import { NoiOrderType } from './order-status.js';

/** What placing needs to know of an ordered item: the concrete product or bundle it resolved to. */
export interface ResolvedContent {
  kind: string;
  type: string;
}

/** The lab and production parts a set of ordered items needs. */
export function partTypesOf(items: readonly ResolvedContent[]): Set<NoiOrderType> {
  const types = new Set<NoiOrderType>();
  for (const item of items) {
    if (holdsBloodAnalysis(item)) types.add(NoiOrderType.blood);
    if (holdsDnaAnalysis(item)) types.add(NoiOrderType.dna);
    if (item.type === ProductType.Supplements) types.add(NoiOrderType.supplements);
  }
  return types;
}

/** True when the items hold a DNA analysis (alone or in a bundle). */
export const holdsDna = (items: readonly ResolvedContent[]): boolean => items.some(holdsDnaAnalysis);
