import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

// WCAG 2.1 A and AA; only what axe calls critical or serious fails a journey.
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const failingImpacts = new Set(['critical', 'serious']);

// Legacy mode runs axe inside the page: the default opens a second page per scan, which is slow and hung
// under load. Our screens have no cross-origin frames to reach.
/** Runs axe on the page as it is now and returns one readable line per failing rule. */
export async function axeFindings(page: Page): Promise<string[]> {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page }).withTags(tags).setLegacyMode().analyze();
  return results.violations
    .filter((violation) => failingImpacts.has(violation.impact ?? ''))
    .map((violation) => {
      const targets = violation.nodes.slice(0, 5).map((node) => {
        const why = node.any[0]?.message ?? node.all[0]?.message ?? node.none[0]?.message;
        return `${node.target.join(' ')} ${node.html.slice(0, 160)}${why ? ` (${why})` : ''}`;
      });
      const more = violation.nodes.length > 5 ? ` and ${violation.nodes.length - 5} more` : '';
      return `${violation.impact} ${violation.id}: ${violation.help}\n      at ${targets.join('\n      at ')}${more}`;
    });
}

// A dialog or toast still fading in fails colour contrast for a few frames; wait for finite animations to end.
async function settleAnimations(page: Page) {
  await page
    .evaluate(() =>
      Promise.race([
        Promise.all(
          document
            .getAnimations()
            .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
            .map((animation) => animation.finished.catch(() => undefined)),
        ),
        // A paused animation never finishes.
        new Promise((resolve) => setTimeout(resolve, 1000)),
      ]),
    )
    .catch(() => undefined);
}
