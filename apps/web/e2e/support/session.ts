import { expect, type Page } from '@playwright/test';
import { generate } from 'otplib';

export async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort').fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
}

export async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Benutzermenü' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

const step = () => Math.floor(Date.now() / 30_000);

/**
 * A TOTP code of a time step after `afterStep`: the server refuses a code whose step it has seen (no replays), so a
 * second login waits for the next 30-second step.
 */
export async function totpAfter(
  secret: string,
  afterStep: number | null,
): Promise<{ code: string; step: number }> {
  while (afterStep !== null && step() <= afterStep) await new Promise((resolve) => setTimeout(resolve, 1000));
  const now = step();
  return { code: await generate({ secret }), step: now };
}
