import { FeeBasis } from '../catalog/index.js';

/**
 * A partnership model's fee rule: what the fee is paid for and how much (docs/decisions/consulting-fees.md,
 * "Issue 31, point 6"). NetShare: basis points of the order's net amount per product kind; PerOrder and
 * PerConsultation: a fixed amount in cents.
 */
export interface FeeRule {
  fee_basis: FeeBasis;
  fee_analyses_bp: number;
  fee_supplements_bp: number;
  fee_fixed_cents: number;
}

export interface NetByCategory {
  analyses_net_cents: number;
  supplements_net_cents: number;
}

// Half up per category, so a fee never depends on the order of the lines.
const share = (netCents: number, basisPoints: number): number =>
  Math.max(0, Math.round((netCents * basisPoints) / 10_000));

/** The fee an order earns under a rule when it is paid, in cents (0: none at payment). */
export function feeOf(rule: FeeRule, net: NetByCategory): number {
  switch (rule.fee_basis) {
    case FeeBasis.PerOrder:
      return Math.max(0, rule.fee_fixed_cents);
    case FeeBasis.PerConsultation:
      // Earned when the practice documents the consultation, not by the payment.
      return 0;
    case FeeBasis.NetShare:
      return (
        share(net.analyses_net_cents, rule.fee_analyses_bp) +
        share(net.supplements_net_cents, rule.fee_supplements_bp)
      );
  }
}

/** The fee a documented consultation earns under a rule, in cents; null when the rule does not pay for one. */
export function consultationFeeOf(rule: FeeRule): number | null {
  return rule.fee_basis === FeeBasis.PerConsultation ? Math.max(0, rule.fee_fixed_cents) : null;
}
