import { describe, expect, it } from 'vitest';
import { nextStatus } from './lab.js';

describe('nextStatus', () => {
  it('walks the blood and DNA flow to ResultsReady and stops there', () => {
    expect(nextStatus('dna', [])).toBe('SentToLab');
    expect(nextStatus('blood', ['SentToLab'])).toBe('ArrivedInLab');
    expect(nextStatus('blood', ['SentToLab', 'ArrivedInLab', 'AnalysisStarted'])).toBe('AnalysisFinished');
    expect(
      nextStatus('blood', [
        'SentToLab',
        'ArrivedInLab',
        'AnalysisStarted',
        'AnalysisFinished',
        'ResultsSaved',
        'ResultsReady',
      ]),
    ).toBeNull();
  });

  it('ends at Recall, NotEnoughData and Canceled', () => {
    expect(nextStatus('blood', ['SentToLab', 'Recall'])).toBeNull();
    expect(nextStatus('dna', ['SentToLab', 'NotEnoughData'])).toBeNull();
    expect(nextStatus('supplements', ['OrderPlaced', 'Canceled'])).toBeNull();
  });

  it('resumes the supplement flow after Delayed, Paused or SupplementsRegistered', () => {
    expect(nextStatus('supplements', ['OrderPlaced', 'Paused'])).toBe('WaitingForResults');
    expect(
      nextStatus('supplements', ['OrderPlaced', 'WaitingForResults', 'ProductionStarted', 'Delayed']),
    ).toBe('OrderShipped');
    expect(nextStatus('supplements', ['OrderPlaced', 'SupplementsRegistered'])).toBe('WaitingForResults');
  });
});
