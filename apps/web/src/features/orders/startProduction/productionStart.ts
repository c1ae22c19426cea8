import { graphql, readInlineData } from 'react-relay';
import { type KnownValue } from '../../../relay/enumValues';
import {
  type NoiOrderStatus,
  type productionStart_part$key,
} from './__generated__/productionStart_part.graphql';

// Starting production now (doctor spec, section 4): the button shows for these statuses of the supplements part
// and is disabled for Paused and Canceled. Delayed approves the reviewed recipe; WaitingForResults asks for
// production as soon as the recipe is made.
const shownFor = new Set<string>([
  'Canceled',
  'Delayed',
  'Paused',
  'WaitingForResults',
] satisfies KnownValue<NoiOrderStatus>[]);

export interface SupplementsPart {
  readonly status: string;
  readonly recipe:
    | { readonly approved_at: string | null | undefined; readonly start_when_ready: boolean }
    | null
    | undefined;
}

export type ProductionStart =
  | { kind: 'hidden' }
  | {
      kind: 'blocked';
      reason: Extract<KnownValue<NoiOrderStatus>, 'Paused' | 'Canceled'> | 'approved' | 'startWhenReady';
    }
  | { kind: 'approveRecipe' }
  | { kind: 'startWhenReady' };

export function productionStartOf(part: SupplementsPart | null | undefined): ProductionStart {
  if (!part || !shownFor.has(part.status)) return { kind: 'hidden' };
  if (part.status === 'Paused' || part.status === 'Canceled') return { kind: 'blocked', reason: part.status };
  // Asking twice changes nothing: the button says it is done instead.
  if (part.recipe?.approved_at) return { kind: 'blocked', reason: 'approved' };
  if (part.recipe?.start_when_ready) return { kind: 'blocked', reason: 'startWhenReady' };
  return part.status === 'Delayed' ? { kind: 'approveRecipe' } : { kind: 'startWhenReady' };
}

/** What 'Produktion starten' does for a supplements part (the button, its confirmation and the recipe). */
export function productionStart(partRef: productionStart_part$key | null | undefined): ProductionStart {
  const part = readInlineData(
    graphql`
      fragment productionStart_part on NoiOrder @inline {
        status
        recipe {
          approved_at
          start_when_ready
        }
      }
    `,
    partRef,
  );
  return productionStartOf(part);
}
