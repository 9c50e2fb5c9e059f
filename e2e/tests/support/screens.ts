import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { THEME_STORAGE_KEY } from '@dealdraft/domain';
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
  // The screen's data and images, once: a width changes the layout, not what is fetched, and
  // waiting for the network to be quiet costs at least half a second each time.
  await page.waitForLoadState('networkidle');
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT });
    // A full-page capture of a scrolled page draws the fixed top bar and toasts where the
    // scroll left them, in the middle of the page.
    await page.evaluate(() => window.scrollTo(0, 0));
    await laidOut(page);
    await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}-${width}.png`), fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}

/** Fonts loaded and two frames painted: a new viewport's layout is on the screen. */
export async function laidOut(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted)));
  });
}

/**
 * The axe rules a colour theme can change: the rest read the page's structure, which is the same
 * in both themes, so a second theme is checked with these alone.
 */
export const THEME_RULES = ['color-contrast', 'link-in-text-block'] as const;

/**
 * axe-core on the page as it stands: no serious or critical violation. `rules` narrows the check
 * to those rules (THEME_RULES for a page already checked in full in the other theme).
 */
export async function expectAccessible(
  page: Page,
  label = page.url(),
  rules?: readonly string[],
): Promise<void> {
  // A toast or a theme still fading in is half transparent: axe would read its colours mid-way
  // (a toast's text failed colour-contrast so). Finite animations end first; spinners never do.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (each) =>
          each.playState !== 'running' || each.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
  const axe = new AxeBuilder({ page });
  if (rules) axe.withRules([...rules]);
  const { violations } = await axe.analyze();
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    blocking.map(
      (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    ),
    `axe on ${label}`,
  ).toEqual([]);
}

/**
 * Switches the page's theme in place, as the theme toggle does (no reload, so the screen keeps its
 * state), and waits for the colours' transitions to end: axe and screenshots read them after.
 */
export async function setTheme(page: Page, dark: boolean): Promise<void> {
  await page.evaluate(
    ([key, on]) => {
      localStorage.setItem(key as string, on ? 'dark' : 'light');
      document.documentElement.classList.toggle('dark', on as boolean);
    },
    [THEME_STORAGE_KEY, dark],
  );
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((each) => !(each instanceof CSSTransition) || each.playState !== 'running'),
  );
}

/**
 * Screenshots at both widths in the light theme, then in the dark one with axe's colour rules
 * (the light theme's structure was checked by the caller or needs no check), back to light.
 */
export async function screenshotsLightAndDark(page: Page, name: string): Promise<void> {
  await screenshot(page, name);
  await setTheme(page, true);
  await expectAccessible(page, `${name} (dark)`, THEME_RULES);
  await screenshot(page, `${name}-dark`);
  await setTheme(page, false);
}
