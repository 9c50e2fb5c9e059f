import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Where the suite writes its screenshots: tmp/screenshots, which git ignores. They are re-rendered
 * (with today's dates) on every run; the few that README and docs show are copied to
 * docs/screenshots by hand when their screen changes.
 */
export const SCREENSHOT_DIR = join(__dirname, '..', '..', '..', 'tmp', 'screenshots');
const WIDTHS = [1280, 390] as const;
const HEIGHT = 800;

/**
 * Saves full-page screenshots of the current page at desktop and phone widths, as
 * tmp/screenshots/<name>-<width>.png, then restores the original viewport.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const original = page.viewportSize();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT });
    await page.waitForLoadState('networkidle');
    // A full-page capture of a scrolled page draws the fixed top bar and toasts where the
    // scroll left them, in the middle of the page.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}-${width}.png`), fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}

/** axe-core on the page as it stands: no serious or critical violation. */
export async function expectAccessible(page: Page, label = page.url()): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    blocking.map(
      (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    ),
    `axe on ${label}`,
  ).toEqual([]);
}
