// Spec section 4: poll every second while a formula calculation runs, every five seconds otherwise.
export const pollIntervalMs = (isBeingProcessed: boolean): number => (isBeingProcessed ? 1_000 : 5_000);

/** True when a calculation that was running has just finished. */
export const processingFinished = (previous: boolean | undefined, current: boolean): boolean =>
  previous === true && !current;
