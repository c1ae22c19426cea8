import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Opens a row's "Aktionen" menu and chooses an entry until the entry's dialog shows. Under a loaded
 * full run a click can land while the menu's popover is still opening (or the list re-renders after a
 * refetch) and be lost; the journey then waits for the dialog in vain. Trying again is what a user does.
 */
export async function chooseRowAction(
  page: Page,
  row: Locator,
  item: string,
  dialog: string,
): Promise<Locator> {
  const shown = page.getByRole('dialog', { name: dialog });
  await expect(async () => {
    if (await shown.isVisible()) return;
    const entry = page.getByRole('menuitem', { name: item });
    if (!(await entry.isVisible())) await row.getByRole('button', { name: 'Aktionen' }).click();
    await entry.click({ timeout: 3000 });
    await expect(shown).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 30_000 });
  return shown;
}
