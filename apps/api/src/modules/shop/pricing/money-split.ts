/**
 * Splits `total` cents over lines in proportion to their weights (largest remainder; ties go to the
 * earlier line), so the shares are whole cents and add up to `total` exactly.
 */
export function allocateByWeight(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((acc, weight) => acc + weight, 0);
  if (total === 0 || sum === 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (total * weight) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((acc, share) => acc + share, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    shares[index] += 1;
    left -= 1;
  }
  return shares;
}

/** The VAT contained in a gross amount at `rateBp` basis points, rounded half up to the cent. */
export function grossToTax(grossCents: number, rateBp: number): number {
  const net = Math.floor((grossCents * 10000 * 2 + (10000 + rateBp)) / (2 * (10000 + rateBp)));
  return grossCents - net;
}
