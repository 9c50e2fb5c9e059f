import {
  Copy,
  NUMBER_ASSIGNED_ON_SAVE,
  TaxRateMessages,
  WorkspaceMessages,
} from '@dealdraft/domain';
import { expect, test } from '@playwright/test';
import { createAccount, signIn, toast } from './support/accounts';
import { createInvoice, invoiceInput } from './support/documents';
import { screenshot } from './support/screens';

/**
 * Number patterns (issue 17): set on /workspace with an example of the first number; a new
 * invoice then says its number is given on save, and the api numbers it by the pattern.
 */
test('an invoice number pattern and a tax rate set on the workspace; the pattern numbers the next invoices', async ({
  page,
}) => {
  const year = new Date().toISOString().slice(0, 4);
  const account = await createAccount('Mary Somerville');
  await signIn(page, account, '/workspace');
  const pattern = page.getByLabel(/Invoice numbers/);
  await expect(page.getByText('Numbered INV-{timestamp} (the default).')).toBeVisible();
  await pattern.fill('INV-{YYYY}-{SEQ:4}');
  await expect(page.getByText(`The first one reads INV-${year}-0001.`)).toBeVisible();
  await screenshot(page, 'workspace-numbering');

  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, WorkspaceMessages.updated)).toBeVisible();

  // Tax rates live beside the numbering: QST keeps its three decimals.
  await page.getByLabel('Tax name').fill('QST');
  await page.getByLabel('Percent').fill('9.975');
  await page.getByRole('button', { name: 'Add rate' }).click();
  await expect(toast(page, TaxRateMessages.created)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Tax rates' })).toContainText('QST 9.975%');
  await expect(toast(page, TaxRateMessages.created)).toBeHidden({ timeout: 10_000 });
  await screenshot(page, 'workspace-tax-rates');

  await page.goto('/invoices');
  await page.getByRole('button', { name: 'Create Your First Invoice' }).click();
  const form = page.getByRole('dialog', { name: Copy.invoices.createTitle });
  await expect(form.getByLabel('Invoice Number')).toHaveValue(NUMBER_ASSIGNED_ON_SAVE);
  await form.getByRole('button', { name: 'Cancel' }).click();

  // Two invoices made through the API get the next numbers in order.
  const first = await createInvoice(account.token, invoiceInput());
  const second = await createInvoice(account.token, invoiceInput());
  expect([first.invoiceNumber, second.invoiceNumber]).toEqual([
    `INV-${year}-0001`,
    `INV-${year}-0002`,
  ]);
  await page.reload();
  await expect(
    page
      .getByRole('table', { name: Copy.invoices.title, exact: true })
      .getByText(`INV-${year}-0002`),
  ).toBeVisible();
});
