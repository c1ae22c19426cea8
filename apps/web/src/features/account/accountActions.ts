export const accountActions = ['change_email', 'change_password', 'two_factor', 'delete_account'] as const;
export type AccountAction = (typeof accountActions)[number];

export const accountForms = ['account', 'office', 'additional'] as const;
export type AccountForm = (typeof accountForms)[number];

/** The `form` search parameter; anything else shows the account tab (the default). */
export const accountFormOf = (value: string | null): AccountForm =>
  (accountForms as readonly string[]).includes(value ?? '') ? (value as AccountForm) : 'account';
