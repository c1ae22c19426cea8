import { splitGross } from '../../src/modules/credit-notes/credit-note-issuer.service.js';

describe('splitGross', () => {
  it('keeps VAT = net x rate rounded (EN 16931 BR-CO-17) and misses the gross by at most a cent', () => {
    for (let gross = 1; gross <= 50_000; gross++) {
      const { net, tax } = splitGross(gross, 1900);
      expect(tax).toBe(Math.round((net * 1900) / 10_000));
      expect(Math.abs(gross - net - tax)).toBeLessThanOrEqual(1);
    }
  });

  it('splits 25.00 € into 21.01 € net and 3.99 € VAT, and leaves a Kleinunternehmer amount whole', () => {
    expect(splitGross(2500, 1900)).toEqual({ net: 2101, tax: 399 });
    expect(splitGross(2500, 0)).toEqual({ net: 2500, tax: 0 });
  });
});
