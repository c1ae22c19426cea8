/** The largest consulting fee an admin may set, in cents (100,000.00 €). */
export const CONSULTING_FEE_MAX_CENTS = 10_000_000;
/** The input step of a consulting fee (admin spec, section 9). */
export const CONSULTING_FEE_STEP = 0.01;

export type ConsultingFeeAmountViolation = 'amountNegative' | 'amountStep' | 'amountTooLarge';

/** What is wrong with a consulting fee amount in euros (admin spec: a number, not negative, step 0.01), or null. */
export function consultingFeeAmountViolation(amount: number): ConsultingFeeAmountViolation | null {
  if (!Number.isFinite(amount) || amount < 0) return 'amountNegative';
  const cents = Math.round(amount * 100);
  if (Math.abs(amount * 100 - cents) > 1e-6) return 'amountStep';
  if (cents > CONSULTING_FEE_MAX_CENTS) return 'amountTooLarge';
  return null;
}
