import { expect, type Page } from '@playwright/test';

/** The header's links and buttons stay inside the header and the page does not scroll sideways. */
export async function expectHeaderFits(page: Page) {
  const header = page.locator('.app-header');
  await expect(header.getByRole('button').last()).toBeVisible();
  const problems = await header.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const outside = [...element.querySelectorAll('a, button')]
      .filter((control) => {
        const rect = control.getBoundingClientRect();
        return rect.left < box.left - 1 || rect.right > box.right + 1 || rect.bottom > box.bottom + 1;
      })
      .map((control) => control.textContent ?? '');
    const root = document.documentElement;
    return { outside, scrollsSideways: root.scrollWidth > root.clientWidth };
  });
  expect(problems).toEqual({ outside: [], scrollsSideways: false });
}
