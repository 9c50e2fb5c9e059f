import { Messages, PRODUCT_NAME, THEME_STORAGE_KEY } from '@dealdraft/domain';
import { expect, test } from '@playwright/test';
import { screenshot } from './support/screens';

test('the status page reports that all systems are operational', async ({ page }) => {
  await page.goto('/status');

  await expect(page).toHaveTitle(PRODUCT_NAME);
  await expect(page.getByTestId('health-status')).toHaveText(Messages.system.healthy);
  await screenshot(page, 'status');
});

test('the chosen theme survives a reload', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);

  await page.getByRole('button', { name: 'Toggle theme' }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);

  await page.reload();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  expect(await page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)).toBe('dark');
});

test('an unknown route shows the not-found page', async ({ page }) => {
  await page.goto('/no-such-page');

  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await screenshot(page, 'not-found');
  await page.getByRole('link', { name: 'Go Home' }).click();
  await expect(page).toHaveURL('/');
});
