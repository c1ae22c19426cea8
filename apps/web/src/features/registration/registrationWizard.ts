// Step rules of the doctor registration wizard (account spec, section 4).

export const registrationSteps = ['personal', 'office', 'additional', 'account'] as const;
export type RegistrationStep = (typeof registrationSteps)[number];

export const stepAt = (index: number): RegistrationStep => registrationSteps[index] ?? 'personal';
export const lastStep = registrationSteps.length - 1;

/** "Back allowed after step 1": from the second step on. */
export const canGoBack = (index: number) => index > 0;

/** Only the additional information can be skipped. */
export const canSkip = (index: number) => stepAt(index) === 'additional';

export interface AdditionalValues {
  specializations: string[];
  certifications: string[];
}

/** Skipping the additional step clears what it asked for. */
export const skippedAdditional = (): AdditionalValues => ({ specializations: [], certifications: [] });

/** 'Praxis Dr. {first} {last}' without the blanks of names not yet typed. */
export function officeNamePrefill(firstName: string, lastName: string): string {
  return ['Praxis Dr.', firstName.trim(), lastName.trim()].filter(Boolean).join(' ');
}

/**
 * The office name when the practice step opens: prefilled from the names, unless the doctor has typed one of their
 * own (anything other than an earlier prefill).
 */
export function officeNameOnEnter(
  current: string,
  firstName: string,
  lastName: string,
  earlierPrefill: string | null,
) {
  const untouched = current.trim() === '' || current === earlierPrefill;
  return untouched ? officeNamePrefill(firstName, lastName) : current;
}
