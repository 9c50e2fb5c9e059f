import { CatalogueMessages, Copy, THEME_STORAGE_KEY } from '@dealdraft/domain';
import { expect, test, type Page } from '@playwright/test';
import {
  createAccount,
  graphql,
  setWorkspaceProfile,
  signIn,
  toast,
  type Account,
} from './support/accounts';
import { screenshot } from './support/screens';

/** Reloads the page in the dark theme, or back in the light one. */
async function theme(page: Page, name: 'dark' | 'light'): Promise<void> {
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key, value),
    [THEME_STORAGE_KEY, name],
  );
  await page.reload();
}

/**
 * The catalogue: an item made on /catalogue is offered while typing a proposal's
 * service line, and choosing it fills the line; editing the item later leaves the proposal alone.
 */
test.describe('the catalogue', () => {
  test.describe.configure({ mode: 'serial' });

  let account: Account;
  test.beforeAll(async () => {
    account = await createAccount('Grace Hopper');
    await setWorkspaceProfile(account.token, {
      name: 'Hopper Consulting',
      email: 'hello@hopper.example',
      address: '2 Compiler Street, Arlington',
    });
    // A euro workspace: every price the catalogue shows is in euros, none in dollars.
    await graphql(
      account.token,
      'mutation ($input: UpdateWorkspaceInput!) { updateWorkspace(input: $input) { id } }',
      { input: { name: 'Hopper Consulting', currency: 'EUR' } },
    );
  });

  test('an item is created on the catalogue screen and listed', async ({ page }) => {
    await signIn(page, account, '/catalogue');
    await expect(page.getByRole('heading', { name: 'Catalogue', level: 1 })).toBeVisible();

    await page.getByRole('button', { name: 'New item' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('Café workshop');
    await dialog.getByLabel('Description', { exact: false }).fill('Half a day, on site');
    await dialog.getByLabel('Unit price (EUR)').fill('850');
    await dialog.getByLabel('Default quantity').fill('2');
    await screenshot(page, 'catalogue-item-dialog');
    await dialog.getByRole('button', { name: 'Create item' }).click();
    await expect(toast(page, 'Item created')).toBeVisible();
    await expect(dialog).toBeHidden();

    // Accent- and case-insensitive search.
    await page.getByLabel('Search items').fill('cafe');
    await expect(page.getByText('Café workshop').first()).toBeVisible();
    await page.getByLabel('Search items').fill('');
    const table = page.getByRole('table');
    await expect(table).toContainText('€850.00');
    await expect(table).not.toContainText('$');
    await screenshot(page, 'catalogue-list');
    await theme(page, 'dark');
    await expect(page.getByRole('table')).toContainText('€850.00');
    await screenshot(page, 'catalogue-list-dark');
    await page.getByRole('button', { name: 'Edit Café workshop' }).click();
    await expect(page.getByRole('dialog').getByLabel('Unit price (EUR)')).toHaveValue('850');
    await screenshot(page, 'catalogue-item-dialog-dark');
    await page.keyboard.press('Escape');
    await theme(page, 'light');
    expect(CatalogueMessages.notFound).toBe('Item not found');
  });

  test('typing a service line offers the item; choosing it fills the line', async ({ page }) => {
    await signIn(page, account, '/proposals');
    await page.getByRole('button', { name: 'Create Your First Proposal' }).click();
    const dialog = page.getByRole('dialog', { name: Copy.proposals.createTitle });

    const description = dialog.getByLabel('Description').first();
    await description.fill('caf');
    const option = dialog.getByRole('option', { name: /Café workshop/ });
    await expect(option).toBeVisible();
    await expect(option).toHaveText(/^Café workshop€850\.00 \/ \w+$/);
    await screenshot(page, 'catalogue-suggestions');
    await option.click();

    await expect(description).toHaveValue('Café workshop');
    await expect(dialog.getByLabel('Price').first()).toHaveValue('850');
    await expect(dialog.getByLabel('Quantity').first()).toHaveValue('2');
    await expect(dialog.getByRole('status', { name: 'Total', exact: true })).toHaveText(
      '€1,700.00',
    );
    await theme(page, 'dark');
    await page.getByRole('button', { name: 'Create Your First Proposal' }).click();
    const again = page.getByRole('dialog', { name: Copy.proposals.createTitle });
    await again.getByLabel('Description').first().fill('caf');
    await expect(again.getByRole('option', { name: /Café workshop/ })).toHaveText(
      /^Café workshop€850\.00 \/ \w+$/,
    );
    await screenshot(page, 'catalogue-suggestions-dark');
    await theme(page, 'light');
  });
});
