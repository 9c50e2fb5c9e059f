import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

const SCREENSHOT_DIR = join(__dirname, '..', '..', '..', 'docs', 'screenshots');
const WIDTHS = [1280, 390] as const;
const HEIGHT = 800;

/**
 * Saves full-page screenshots of the current page at desktop and phone widths, as
 * docs/screenshots/<name>-<width>.png, then restores the original viewport.
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
