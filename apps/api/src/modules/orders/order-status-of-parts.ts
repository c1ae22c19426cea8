// The order's overall status from its parts: a pure function, owned by the orders area (the one writer of
// orders.status, see deriveOrderStatus in order-writes.ts). No I/O here; its spec covers every rule.
import { NoiOrderStatus as S, NoiOrderType, OrderStatus } from './order-status.js';

/** Blood and DNA parts after registration at the lab, in the order the lab goes through them. */
export const SAMPLE_FLOW: readonly S[] = [
  S.SentToLab,
  S.ArrivedInLab,
  S.AnalysisStarted,
  S.AnalysisFinished,
  S.ResultsSaved,
  S.ResultsReady,
];
const isSampleType = (type: NoiOrderType) => type !== NoiOrderType.supplements;

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

export interface PartState {
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

/**
 * Whether an order in `status` with these parts is fully supplied (issue 31, point 3: its final invoice is due):
 * every analysis has its results and the supplements, if any, shipped. The status already says so, since it
 * reaches OrderShipped only after the analyses are ready (orderStatusOfParts).
 */
export function isFullySupplied(status: OrderStatus, parts: readonly PartState[]): boolean {
  const supplements = parts.some(
    (part) => part.type === NoiOrderType.supplements && part.status !== S.Canceled,
  );
  if (status === OrderStatus.OrderShipped) return true;
  return status === OrderStatus.ResultsReady && !supplements && parts.length > 0;
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
