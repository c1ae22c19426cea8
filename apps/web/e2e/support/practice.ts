import type { Page } from '@playwright/test';

/**
 * Takes the logged-in doctor's IBAN and account holder off the practice (the accounts tool gives every practice
 * both), as the office form's API allows: both blank together.
 */
export async function clearBankDetailsThroughApi(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await fetch('/sanctum/csrf-cookie', { credentials: 'same-origin' });
    const token = decodeURIComponent(/(?:^|; )XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? '');
    const response = await fetch('/graphql', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', 'x-xsrf-token': token, accept: 'application/json' },
      body: JSON.stringify({
        query: 'mutation ($input: UpsertMedicalCenterInput!) { upsertMedicalCenter(input: $input) { id } }',
        variables: { input: { medicalCenterBillingDetails: { account_holder: null, iban: null } } },
      }),
    });
    const body = (await response.json()) as { errors?: unknown[] };
    if (body.errors) throw new Error(JSON.stringify(body.errors));
  });
}
