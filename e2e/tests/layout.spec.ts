import { THEME_STORAGE_KEY } from '@dealdraft/domain';
import { expect, test } from '@playwright/test';
import { createAccount, signIn, type Account } from './support/accounts';
import { screenshot } from './support/screens';

test.describe('the signed-in frame', () => {
  let account: Account;
  test.beforeAll(async () => {
    account = await createAccount('Ada Lovelace');
  });

  test('the first Tab reaches Skip to content, shown on focus; it jumps past the navigation', async ({
    page,
  }) => {
    await signIn(page, account, '/proposals');
    await expect(page.getByRole('heading', { name: 'Proposals', level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    const box = await skip.boundingBox();
    expect(box!.width).toBeGreaterThan(50);
    expect(box!.y).toBeGreaterThanOrEqual(0);

    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    await page.keyboard.press('Tab');
    // The next stop is in the page (its Create button), not the sidebar or the top bar.
    expect(
      await page.evaluate(() => document.querySelector('main')!.contains(document.activeElement)),
    ).toBe(true);
  });

  test('a collapsed sidebar stays collapsed after a reload, and names its links on hover', async ({
    page,
  }) => {
    await signIn(page, account, '/proposals');
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();

    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Invoices' }).hover();
    const tip = page.getByTestId('sidebar-tooltip');
    await expect(tip).toHaveText('Invoices');
    // Beside the 64 px sidebar, not cut off by it.
    expect((await tip.boundingBox())!.x).toBeGreaterThanOrEqual(64);

    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toBeVisible();
  });
});

test("the hero's overlapping avatars show every initial whole, at 1280 and 390 px", async ({
  page,
}) => {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    // The hero's avatars come first; the reviews further down reuse the same initials.
    await expect(page.getByText('TB', { exact: true }).first()).toBeVisible();
    const cut = await page.evaluate(() => {
      const avatars = ['MO', 'DR', 'PN', 'TB'].map((initials) =>
        Array.from(document.querySelectorAll('span')).find(
          (span) => span.textContent === initials && span.childElementCount === 0,
        )!,
      );
      return avatars.slice(0, -1).flatMap((avatar, index) => {
        const text = document.createRange();
        text.selectNodeContents(avatar);
        const next = avatars[index + 1];
        // The next avatar's ring (2 px) is drawn over this one too.
        const coveredFrom = next.getBoundingClientRect().left - 2;
        return text.getBoundingClientRect().right > coveredFrom ? [avatar.textContent] : [];
      });
    });
    expect(cut, `cut initials at ${width} px`).toEqual([]);
  }
});

test('in dark mode a focused primary button has a ring set off by a gap of page colour', async ({
  page,
}) => {
  await page.addInitScript((key) => localStorage.setItem(key, 'dark'), THEME_STORAGE_KEY);
  await page.goto('/login');
  const signIn = page.getByRole('button', { name: 'Sign In' });
  await page.getByLabel('Password', { exact: true }).focus();
  // By keyboard, so the ring shows as it does for keyboard users (:focus-visible).
  for (let step = 0; step < 3; step++) {
    if (await signIn.evaluate((button) => button === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(signIn).toBeFocused();
  // The 2 px gap, then the ring 2 px beyond it (ring-offset-2 and ring-2), once the ring's
  // transition has run.
  await expect
    .poll(() => signIn.evaluate((button) => getComputedStyle(button).boxShadow))
    .toMatch(/0px 0px 0px 2px.*0px 0px 0px 4px/);
  await screenshot(page, 'focus-ring-dark');
});
