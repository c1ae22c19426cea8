import { passwordViolations } from '@portal/shared-types';

export const passwordRuleNames = ['length', 'lowercase', 'uppercase', 'digit', 'symbol'] as const;
export type PasswordRuleName = (typeof passwordRuleNames)[number];

/** Which of the new-password rules a password meets, for a list that updates as the user types. */
export function passwordRuleStates(password: string): Record<PasswordRuleName, boolean> {
  const broken = new Set(passwordViolations(password).map((violation) => violation.rule));
  // An empty password meets nothing (its only violation is 'required').
  const empty = password === '';
  return Object.fromEntries(passwordRuleNames.map((rule) => [rule, !empty && !broken.has(rule)])) as Record<
    PasswordRuleName,
    boolean
  >;
}
