// The lab exchange's rules as pure functions: which part statuses the lab may move a part to, and the
// order's overall status derived from its parts. No I/O here; lab-status.spec.ts covers every rule.
import { NoiOrderStatus as S, NoiOrderType, OrderStatus } from '../orders/order-status.js';

/** Blood and DNA parts after registration at the lab, in the order the lab goes through them. */
const SAMPLE_FLOW: readonly S[] = [
  S.SentToLab,
  S.ArrivedInLab,
  S.AnalysisStarted,
  S.AnalysisFinished,
  S.ResultsSaved,
  S.ResultsReady,
];
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

/** Part statuses from which the order counts as arrived in the lab (no cancel any more). */
const AT_THE_LAB: readonly S[] = SAMPLE_FLOW.slice(1);

const SAMPLE_STATUS_OF: Partial<Record<S, OrderStatus>> = {
  [S.SentToLab]: OrderStatus.SentToLab,
  [S.ArrivedInLab]: OrderStatus.ArrivedInLab,
  [S.AnalysisStarted]: OrderStatus.AnalysisStarted,
  [S.AnalysisFinished]: OrderStatus.AnalysisFinished,
  [S.ResultsSaved]: OrderStatus.ResultsSaved,
  [S.ResultsReady]: OrderStatus.ResultsReady,
};

const registered = (status: S) =>
  status !== S.OrderPlaced && status !== S.SampleNotRegistered && status !== S.Recall;

interface PartState {
  readonly type: NoiOrderType;
  readonly status: S;
}

/**
 * The order's overall status from its parts (docs/decisions/lab.md, "Order lifecycle"): a recall or too
 * little material wins; while samples are being registered, which of them are; then the slowest
 * sample's lab status, except that one sample at the lab makes the order "arrived in lab"; once the
 * analyses are done (or there are none), production's progress.
 */
export function orderStatusOfParts(parts: readonly PartState[]): OrderStatus {
  if (parts.length === 0) return OrderStatus.OrderPlaced;
  if (parts.every((part) => part.status === S.Canceled)) return OrderStatus.Canceled;
  const samples = parts.filter((part) => isSampleType(part.type));
  const supplements = parts.find((part) => part.type === NoiOrderType.supplements);

  if (samples.some((part) => part.status === S.Recall)) return OrderStatus.Recall;
  if (parts.some((part) => part.status === S.NotEnoughData)) return OrderStatus.NotEnoughData;

  if (samples.length > 0) {
    const atTheLab = samples.filter((part) => SAMPLE_FLOW.includes(part.status));
    if (atTheLab.length < samples.length) {
      if (atTheLab.some((part) => AT_THE_LAB.includes(part.status))) return OrderStatus.ArrivedInLab;
      return registrationStatus(samples);
    }
    const slowest = Math.min(...samples.map((part) => SAMPLE_FLOW.indexOf(part.status)));
    const oneArrived = slowest === 0 && samples.some((part) => AT_THE_LAB.includes(part.status));
    const analyses = oneArrived ? OrderStatus.ArrivedInLab : SAMPLE_STATUS_OF[SAMPLE_FLOW[slowest]]!;
    if (analyses !== OrderStatus.ResultsReady || !supplements) return analyses;
  }
  if (!supplements) return OrderStatus.OrderPlaced;
  if (supplements.status === S.OrderShipped) return OrderStatus.OrderShipped;
  if (supplements.status === S.ProductionStarted) return OrderStatus.ProductionStarted;
  return samples.length > 0 ? OrderStatus.ResultsReady : OrderStatus.OrderPlaced;
}

function registrationStatus(samples: readonly PartState[]): OrderStatus {
  const blood = samples.find((part) => part.type === NoiOrderType.blood);
  const dna = samples.find((part) => part.type === NoiOrderType.dna);
  if (blood && dna) {
    if (registered(blood.status) && registered(dna.status)) return OrderStatus.SampleRegistered;
    if (registered(blood.status)) return OrderStatus.BloodSampleRegistered;
    if (registered(dna.status)) return OrderStatus.DnaSampleRegistered;
    return OrderStatus.SampleNotRegistered;
  }
  return registered((blood ?? dna)!.status) ? OrderStatus.SampleRegistered : OrderStatus.SampleNotRegistered;
}
