import { FeeBasis } from '../../src/modules/catalog/entities/partnership-model.entity.js';
import { consultationFeeOf, feeOf, type FeeRule } from '../../src/modules/consulting-fees/fee-rule.js';
import { amountInCents } from '../../src/modules/consulting-fees/consulting-fees-commands.service.js';

describe('feeOf', () => {
  const rule = (values: Partial<FeeRule>): FeeRule => ({
    fee_basis: FeeBasis.NetShare,
    fee_analyses_bp: 0,
    fee_supplements_bp: 0,
    fee_fixed_cents: 0,
    ...values,
  });
  const consultingFee = rule({ fee_analyses_bp: 1000, fee_supplements_bp: 1500 });

  it('takes each category’s share of its net amount', () => {
    expect(feeOf(consultingFee, { analyses_net_cents: 10_000, supplements_net_cents: 10_000 })).toBe(2500);
    expect(feeOf(consultingFee, { analyses_net_cents: 0, supplements_net_cents: 8_972 })).toBe(1346);
  });

  it('rounds half up per category', () => {
    // 10 % of 0.05 € is 0.5 cent: 1 cent; 15 % of 0.03 € is 0.45 cent: 0 cents.
    expect(feeOf(consultingFee, { analyses_net_cents: 5, supplements_net_cents: 3 })).toBe(1);
  });

  it('is nothing for a model without fees or a negative net', () => {
    expect(feeOf(rule({}), { analyses_net_cents: 9_999, supplements_net_cents: 1 })).toBe(0);
    expect(feeOf(consultingFee, { analyses_net_cents: -500, supplements_net_cents: 0 })).toBe(0);
  });

  it('pays a fixed amount per order, and nothing at payment for a per-consultation rule', () => {
    const net = { analyses_net_cents: 10_000, supplements_net_cents: 10_000 };
    const fixed = { fee_analyses_bp: 1000, fee_supplements_bp: 1500, fee_fixed_cents: 1750 };
    expect(feeOf(rule({ ...fixed, fee_basis: FeeBasis.PerOrder }), net)).toBe(1750);
    expect(feeOf(rule({ ...fixed, fee_basis: FeeBasis.PerConsultation }), net)).toBe(0);
  });
});

describe('consultationFeeOf', () => {
  it('is the fixed amount under a per-consultation rule and none under the others', () => {
    const base = { fee_analyses_bp: 1000, fee_supplements_bp: 0, fee_fixed_cents: 2500 };
    expect(consultationFeeOf({ ...base, fee_basis: FeeBasis.PerConsultation })).toBe(2500);
    expect(consultationFeeOf({ ...base, fee_basis: FeeBasis.PerOrder })).toBeNull();
    expect(consultationFeeOf({ ...base, fee_basis: FeeBasis.NetShare })).toBeNull();
  });
});

describe('amountInCents', () => {
  it('takes euros with at most two decimals', () => {
    expect(amountInCents(0)).toBe(0);
    expect(amountInCents(19.99)).toBe(1999);
    expect(amountInCents(0.1 + 0.2)).toBe(30);
  });

  it('refuses negative amounts and a third decimal', () => {
    expect(() => amountInCents(-0.01)).toThrow('Validation failed.');
    expect(() => amountInCents(1.001)).toThrow('Validation failed.');
    expect(() => amountInCents(Number.NaN)).toThrow('Validation failed.');
  });
});
