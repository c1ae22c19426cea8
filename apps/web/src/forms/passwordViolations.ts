import { PASSWORD_MAX, PASSWORD_MIN, PASSWORD_SYMBOLS } from '@portal/shared-types';

// The same rules as passwordProblems, as codes instead of German sentences, so a client can show them in any language.
export type PasswordViolation =
  | { rule: 'required' | 'length' | 'lowercase' | 'uppercase' | 'digit' | 'symbol' }
  | { rule: 'unsupported'; characters: string[] };

const isAllowed = (c: string) => /[A-Za-z0-9]/.test(c) || PASSWORD_SYMBOLS.includes(c);

export function passwordViolations(password: string): PasswordViolation[] {
  if (!password) return [{ rule: 'required' }];
  const violations: PasswordViolation[] = [];
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) violations.push({ rule: 'length' });
  if (!/[a-z]/.test(password)) violations.push({ rule: 'lowercase' });
  if (!/[A-Z]/.test(password)) violations.push({ rule: 'uppercase' });
  if (!/[0-9]/.test(password)) violations.push({ rule: 'digit' });
  if (![...password].some((c) => PASSWORD_SYMBOLS.includes(c))) violations.push({ rule: 'symbol' });
  const unsupported = [...new Set([...password].filter((c) => !isAllowed(c)))];
  if (unsupported.length) violations.push({ rule: 'unsupported', characters: unsupported });
  return violations;
}
