import { describe, expect, it } from 'vitest';
import { parseAction } from './parseAction';

const accountActions = ['change_email', 'change_password', 'two_factor', 'delete_account'] as const;

describe('parseAction', () => {
  it('returns a known action as it is', () => {
    expect(parseAction('change_password', accountActions)).toBe('change_password');
  });

  it('maps unknown values to invalid', () => {
    expect(parseAction('drop_tables', accountActions)).toBe('invalid');
    expect(parseAction('CHANGE_PASSWORD', accountActions)).toBe('invalid');
    expect(parseAction('invalid', accountActions)).toBe('invalid');
  });

  it('returns null without an action', () => {
    expect(parseAction(null, accountActions)).toBeNull();
    expect(parseAction('', accountActions)).toBeNull();
  });
});
