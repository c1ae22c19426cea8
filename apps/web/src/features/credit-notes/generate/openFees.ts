import { centsToEuros, eurosToCents } from '@portal/shared-types';

export interface FeeOnList {
  amount: number;
  /** The API's "unpaid and on no credit note": what generating a credit note collects. */
  isEditable: boolean;
}

/** The open fees of a list of unpaid fees, and their sum in euros. */
export function openFeesOf<F extends FeeOnList>(unpaidFees: readonly F[]): { fees: F[]; amount: number } {
  const fees = unpaidFees.filter((fee) => fee.isEditable);
  // Summed in cents, so 0.1 + 0.2 stays 0.30.
  const cents = fees.reduce((sum, fee) => sum + eurosToCents(fee.amount), 0);
  return { fees, amount: centsToEuros(cents) };
}
