/** '+43 6641234567'; the number alone when the dial code is unknown, and '' without a number. */
export function phoneWithDialCode(
  phoneNumber: string | null | undefined,
  dialCode: string | undefined,
): string {
  if (!phoneNumber) return '';
  return dialCode ? `${dialCode} ${phoneNumber}` : phoneNumber;
}
