import { Copy, DocumentMessages, WorkspaceMessages } from '@dealdraft/domain';
import { expect, test, type Page } from '@playwright/test';
import { createAccount, signInThroughScreen, toast } from '../tests/support/accounts';
import { fill, firstDocumentForm, WEDDING_INVOICE, WEDDING_PROPOSAL } from './support';

/**
 * A Berlin photographer's workspace in euros and German: a catalogue item, a proposal from its
 * suggestion, the invoice made from it, and every screen on the way shows euros, never dollars.
 */
async function expectEurosOnly(page: Page, where: string) {
  const main = page.getByRole('main');
  await expect(main, `${where} shows euros`).toContainText('€');
  await expect(main, `${where} shows no dollars`).not.toContainText('$');
}

test('a German EUR workspace shows every amount in euros, on every screen it visits', async ({
  page,
}) => {
  const account = await createAccount('Anna Berger');
  await signInThroughScreen(page, account, '/workspace');
  await page.getByLabel('Currency of new documents').selectOption('EUR');
  await page.getByLabel('Language of new documents').selectOption('de');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, WorkspaceMessages.updated)).toBeVisible();

  await page.goto('/catalogue');
  await page.getByRole('button', { name: 'New item' }).click();
  const item = page.getByRole('dialog');
  await item.getByLabel('Name').fill('Hochzeitsreportage');
  await item.getByLabel('Unit price (EUR)').fill('2400');
  await item.getByRole('button', { name: 'Create item' }).click();
  await expect(toast(page, 'Item created')).toBeVisible();
  await expect(page.getByRole('table')).toContainText('€2,400.00');
  await expectEurosOnly(page, 'the catalogue');

  await page.goto('/proposals');
  const form = await firstDocumentForm(page, 'proposal');
  await fill(form, WEDDING_PROPOSAL);
  await form.getByLabel('Description').first().fill('hochzeit');
  const suggestion = form.getByRole('option', { name: /Hochzeitsreportage/ });
  await expect(suggestion).toContainText('€2,400.00');
  await suggestion.click();
  await expect(form.getByRole('status', { name: 'Total', exact: true })).toHaveText('€2,400.00');
  await expect(form).not.toContainText('$');
  await form.getByRole('button', { name: 'Create Proposal' }).click();
  await expect(toast(page, DocumentMessages.proposal.created)).toBeVisible();
  await expectEurosOnly(page, 'the proposals');

  // An invoice from its form: the total and the list in euros.
  await page.goto('/invoices');
  const invoice = await firstDocumentForm(page, 'invoice');
  await fill(invoice, WEDDING_INVOICE);
  await invoice.getByLabel('Description').fill('Hochzeitsreportage');
  await invoice.getByLabel('Rate').fill('2400');
  await expect(invoice.getByRole('status', { name: 'Total', exact: true })).toHaveText('€2,400.00');
  await expect(invoice).not.toContainText('$');
  await invoice.getByRole('button', { name: 'Create Invoice' }).click();
  await expect(toast(page, DocumentMessages.invoice.created)).toBeVisible();
  await expectEurosOnly(page, 'the invoices');

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: Copy.dashboard.title })).toBeVisible();
  await expectEurosOnly(page, 'the dashboard');

  await page.goto('/clients');
  await page.getByRole('link', { name: 'Jonas Weber' }).click();
  await expect(page.getByRole('heading', { name: 'Jonas Weber', level: 1 })).toBeVisible();
  await expectEurosOnly(page, "the client's page");
});
