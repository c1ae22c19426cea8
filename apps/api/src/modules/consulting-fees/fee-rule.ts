/** A partnership model's fee: basis points of the order's net amount, per VAT category of its lines. */
export interface FeeRule {
  fee_analyses_bp: number;
  fee_supplements_bp: number;
}

export interface NetByCategory {
  analyses_net_cents: number;
  supplements_net_cents: number;
}

// Half up per category, so a fee never depends on the order of the lines.
const share = (netCents: number, basisPoints: number): number =>
  Math.max(0, Math.round((netCents * basisPoints) / 10_000));

/** The fee an order earns under a rule, in cents (0: no fee). */
export function feeOf(rule: FeeRule, net: NetByCategory): number {
  return (
    share(net.analyses_net_cents, rule.fee_analyses_bp) +
    share(net.supplements_net_cents, rule.fee_supplements_bp)
  );
}
