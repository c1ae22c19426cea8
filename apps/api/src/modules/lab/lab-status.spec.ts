import { NoiOrderStatus as S, NoiOrderType as T } from '../orders/order-status.js';
import { labTransitionAllowed } from './lab-status.js';

describe('labTransitionAllowed', () => {
  it.each([
    [T.blood, S.SentToLab, S.ArrivedInLab, true],
    [T.blood, S.SentToLab, S.AnalysisFinished, true], // lost callbacks in between
    [T.dna, S.AnalysisStarted, S.ArrivedInLab, false], // backwards
    [T.dna, S.AnalysisStarted, S.AnalysisStarted, false], // replay
    [T.blood, S.ArrivedInLab, S.Recall, true],
    [T.blood, S.ResultsSaved, S.Recall, false],
    [T.blood, S.AnalysisFinished, S.NotEnoughData, true],
    [T.blood, S.ResultsReady, S.NotEnoughData, false],
    [T.blood, S.Recall, S.ArrivedInLab, false], // a new barcode is registered first
    [T.blood, S.SampleRegistered, S.ArrivedInLab, false], // not sent yet
    [T.blood, S.Canceled, S.ArrivedInLab, false],
    [T.blood, S.SentToLab, S.ProductionStarted, false], // not a sample status
    [T.supplements, S.SupplementsRegistered, S.WaitingForResults, true],
    [T.supplements, S.WaitingForResults, S.ProductionStarted, true],
    [T.supplements, S.ProductionStarted, S.WaitingForResults, false],
    [T.supplements, S.ProductionStarted, S.Delayed, true],
    [T.supplements, S.Delayed, S.ProductionStarted, true],
    [T.supplements, S.Paused, S.WaitingForResults, true],
    [T.supplements, S.Paused, S.SupplementsRegistered, false],
    [T.supplements, S.OrderShipped, S.Paused, false],
    [T.supplements, S.OrderShipped, S.Canceled, false],
    [T.supplements, S.WaitingForResults, S.Canceled, true],
    [T.supplements, S.WaitingForResults, S.ArrivedInLab, false],
  ])('%s: %s -> %s is %s', (type, from, to, allowed) => {
    expect(labTransitionAllowed(type, from, to)).toBe(allowed);
  });
});
