import { expect, type Page } from '@playwright/test';

/** A date `days` before today as the blood entry's date field takes it (DD.MM.YYYY). */
export const daysAgo = (days: number) => {
  const date = new Date(Date.now() - days * 24 * 60 * 60 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`;
};

/** Self-entry of blood values (upload dialog, uploadType BLOOD): date and values, then confirmation. */
export async function enterBloodValues(page: Page, date: string, values: Record<string, string>) {
  await page.getByRole('button', { name: 'Blutwerte eingeben' }).first().click();
  const entry = page.getByRole('dialog', { name: 'Blutwerte eingeben' });
  await entry.getByLabel('Datum der Blutabnahme').fill(date);
  for (const [name, value] of Object.entries(values)) {
    const field = entry.getByLabel(name, { exact: true });
    await expect(field).toBeEnabled();
    await field.fill(value);
  }
  await entry.getByRole('button', { name: 'Weiter' }).click();
  await entry.getByRole('button', { name: 'Blutwerte speichern' }).click();
  // The toast of an earlier entry may still show (10 s).
  await expect(page.getByText('Blutwerte erfolgreich hochgeladen!').last()).toBeVisible();
  await expect(entry).toBeHidden();
}
