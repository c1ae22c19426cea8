// The lab exchange's rules as pure functions: which part statuses the lab may move a part to (the
// order's overall status from its parts is the orders area's, order-status-of-parts.ts). No I/O here; lab-status.spec.ts covers every rule.
import { NoiOrderStatus as S, NoiOrderType, SAMPLE_FLOW } from '../orders/index.js';

/** Supplement production, in order (SupplementsRegistered: accepted by the production partner). */
const SUPPLEMENT_FLOW: readonly S[] = [
  S.OrderPlaced,
  S.SupplementsRegistered,
  S.WaitingForResults,
  S.ProductionStarted,
  S.OrderShipped,
];
/** Side statuses production may pass through and come back from. */
const SUPPLEMENT_DETOURS: readonly S[] = [S.Delayed, S.Paused];
/** Statuses nothing follows (a recalled sample is registered anew on our side, not by the lab). */
const FINAL: readonly S[] = [S.ResultsReady, S.OrderShipped, S.Canceled, S.NotEnoughData, S.Recall];

const isSampleType = (type: NoiOrderType) => type !== NoiOrderType.supplements;

/**
 * Whether a lab callback may move a part from `from` to `to`: forward along the flow (skipping steps
 * whose callbacks were lost is fine), into a side status, and for supplements back from a detour to
 * where production stood or later. Everything else, above all a step backwards, is refused.
 */
export function labTransitionAllowed(type: NoiOrderType, from: S, to: S): boolean {
  if (from === to || FINAL.includes(from)) return false;
  if (isSampleType(type)) {
    const at = SAMPLE_FLOW.indexOf(from);
    if (at < 0) return false; // not at the lab yet: only our own registration moves it
    if (to === S.Recall || to === S.NotEnoughData) return to === S.NotEnoughData || at < 4;
    return SAMPLE_FLOW.indexOf(to) > at;
  }
  if (to === S.Canceled || to === S.NotEnoughData) return true;
  if (SUPPLEMENT_DETOURS.includes(to)) return from !== S.OrderShipped;
  const target = SUPPLEMENT_FLOW.indexOf(to);
  if (target < 0) return false;
  // Back from a detour: production resumes at waiting for results or later.
  if (SUPPLEMENT_DETOURS.includes(from)) return target >= SUPPLEMENT_FLOW.indexOf(S.WaitingForResults);
  return target > SUPPLEMENT_FLOW.indexOf(from);
}
