import { CatalogueMessages, Copy } from '@dealdraft/domain';
import { expect, test } from '@playwright/test';
import {
  createAccount,
  setWorkspaceProfile,
  signIn,
  toast,
  type Account,
} from './support/accounts';
import { screenshot } from './support/screens';

/**
 * The catalogue (issue 16): an item made on /catalogue is offered while typing a proposal's
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
  });

  test('an item is created on the catalogue screen and listed', async ({ page }) => {
    await signIn(page, account, '/catalogue');
    await expect(page.getByRole('heading', { name: 'Catalogue', level: 1 })).toBeVisible();

    await page.getByRole('button', { name: 'New item' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('Café workshop');
    await dialog.getByLabel('Description', { exact: false }).fill('Half a day, on site');
    await dialog.getByLabel('Unit price').fill('850');
    await dialog.getByLabel('Default quantity').fill('2');
    await screenshot(page, 'catalogue-item-dialog');
    await dialog.getByRole('button', { name: 'Create item' }).click();
    await expect(toast(page, 'Item created')).toBeVisible();
    await expect(dialog).toBeHidden();

    // Accent- and case-insensitive search.
    await page.getByLabel('Search items').fill('cafe');
    await expect(page.getByText('Café workshop').first()).toBeVisible();
    await page.getByLabel('Search items').fill('');
    await screenshot(page, 'catalogue-list');
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
    await option.click();

    await expect(description).toHaveValue('Café workshop');
    await expect(dialog.getByLabel('Price').first()).toHaveValue('850');
    await expect(dialog.getByLabel('Quantity').first()).toHaveValue('2');
    await expect(dialog.getByRole('status', { name: 'Total', exact: true })).toHaveText(
      '$1,700.00',
    );
  });
});
