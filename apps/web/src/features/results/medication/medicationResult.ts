import { Intent } from '@blueprintjs/core';
import { type IconName } from '@blueprintjs/icons';

// Doctor spec, section 9: the medication search starts at 2 characters and waits 500 ms for typing to settle.
export const MEDICATION_SEARCH_MIN_LENGTH = 2;
export const MEDICATION_SEARCH_DEBOUNCE_MS = 500;

/** The search to send: null below the threshold, so a short input shows the whole list. */
export function medicationSearchTerm(text: string): string | null {
  const trimmed = text.trim();
  return trimmed.length >= MEDICATION_SEARCH_MIN_LENGTH ? trimmed : null;
}

export interface ResultLook {
  intent: Intent;
  /** An icon beside the word: the colour is never the only signal. */
  icon: IconName;
}

// Spec section 9: result 0..3 → red, yellow, green, yellow.
const looks: readonly ResultLook[] = [
  { intent: Intent.DANGER, icon: 'error' },
  { intent: Intent.WARNING, icon: 'warning-sign' },
  { intent: Intent.SUCCESS, icon: 'tick-circle' },
  { intent: Intent.WARNING, icon: 'warning-sign' },
];

/** The colour (and icon) of a medication result by its index; an unknown index is neutral. */
export function resultLook(result: number): ResultLook {
  return looks[result] ?? { intent: Intent.NONE, icon: 'help' };
}

/** The literature of the shown medications, each reference once, in the order they first appear. */
export function literatureOf(
  results: readonly { medication: { literature: readonly string[] } }[],
): string[] {
  const seen = new Set<string>();
  for (const { medication } of results)
    for (const reference of medication.literature) {
      const trimmed = reference.trim();
      if (trimmed) seen.add(trimmed);
    }
  return [...seen];
}
