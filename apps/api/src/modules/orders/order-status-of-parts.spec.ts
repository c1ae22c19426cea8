import { NoiOrderStatus as S, NoiOrderType as T, OrderStatus as O } from './order-status.js';
import { isFullySupplied, orderStatusOfParts } from './order-status-of-parts.js';

const blood = (status: S) => ({ type: T.blood, status });
const dna = (status: S) => ({ type: T.dna, status });
const supplements = (status: S) => ({ type: T.supplements, status });

describe('orderStatusOfParts', () => {
  it.each([
    [
      'no samples registered',
      [blood(S.SampleNotRegistered), dna(S.SampleNotRegistered)],
      O.SampleNotRegistered,
    ],
    ['blood registered', [blood(S.SampleRegistered), dna(S.SampleNotRegistered)], O.BloodSampleRegistered],
    ['DNA registered', [blood(S.SampleNotRegistered), dna(S.SampleRegistered)], O.DnaSampleRegistered],
    ['both registered', [blood(S.SampleRegistered), dna(S.SampleRegistered)], O.SampleRegistered],
    ['blood sent, DNA pending', [blood(S.SentToLab), dna(S.SampleNotRegistered)], O.BloodSampleRegistered],
    ['blood at the lab, DNA pending', [blood(S.ArrivedInLab), dna(S.SampleNotRegistered)], O.ArrivedInLab],
    ['the only sample registered', [dna(S.SampleRegistered)], O.SampleRegistered],
    ['both sent', [blood(S.SentToLab), dna(S.SentToLab)], O.SentToLab],
    ['one of two at the lab', [blood(S.SentToLab), dna(S.ArrivedInLab)], O.ArrivedInLab],
    ['the slower part counts', [blood(S.ResultsReady), dna(S.AnalysisStarted)], O.AnalysisStarted],
    ['both done', [blood(S.ResultsReady), dna(S.ResultsReady)], O.ResultsReady],
    ['a recall wins', [blood(S.Recall), dna(S.ResultsReady)], O.Recall],
    ['too little material', [blood(S.NotEnoughData), dna(S.AnalysisStarted)], O.NotEnoughData],
    [
      'results, waiting production',
      [blood(S.ResultsReady), supplements(S.WaitingForResults)],
      O.ResultsReady,
    ],
    [
      'results, production started',
      [blood(S.ResultsReady), supplements(S.ProductionStarted)],
      O.ProductionStarted,
    ],
    [
      'analysis, supplements waiting',
      [blood(S.AnalysisStarted), supplements(S.WaitingForResults)],
      O.AnalysisStarted,
    ],
    ['supplements only, accepted', [supplements(S.SupplementsRegistered)], O.OrderPlaced],
    ['supplements only, shipped', [supplements(S.OrderShipped)], O.OrderShipped],
    ['all canceled', [blood(S.Canceled), supplements(S.Canceled)], O.Canceled],
  ])('%s', (_name, parts, expected) => {
    expect(orderStatusOfParts(parts)).toBe(expected);
  });
});

describe('isFullySupplied (the final invoice is due)', () => {
  it.each([
    ['both analyses done', [blood(S.ResultsReady), dna(S.ResultsReady)], true],
    ['one analysis still running', [blood(S.ResultsReady), dna(S.AnalysisStarted)], false],
    ['results, supplements in production', [blood(S.ResultsReady), supplements(S.ProductionStarted)], false],
    ['results and supplements shipped', [blood(S.ResultsReady), supplements(S.OrderShipped)], true],
    ['supplements only, shipped', [supplements(S.OrderShipped)], true],
    ['supplements only, accepted', [supplements(S.SupplementsRegistered)], false],
    ['all canceled', [blood(S.Canceled), supplements(S.Canceled)], false],
    ['no parts', [] as { type: T; status: S }[], false],
  ])('%s', (_name, parts, expected) => {
    expect(isFullySupplied(orderStatusOfParts(parts), parts)).toBe(expected);
  });
});
