import { Copy, DocumentMessages } from '@dealdraft/domain';
import { expect, request, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAccount, graphql, signIn, toast, type Account } from './support/accounts';
import { upgradeToFreelancer } from './support/database';
import { expectAccessible, screenshot } from './support/screens';

/** The stored invoice's PDF, read back as text by pdftotext. */
async function pdfText(account: Account, id: string): Promise<string> {
  const api = await request.newContext({ baseURL: test.info().project.use.baseURL });
  const response = await api.post('/api/pdf/invoice', {
    headers: { authorization: `Bearer ${account.token}` },
    data: { _id: id },
  });
  expect(response.status()).toBe(200);
  const file = join(mkdtempSync(join(tmpdir(), 'e-invoice-pdf-')), 'invoice.pdf');
  writeFileSync(file, await response.body());
  await api.dispose();
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], {
    encoding: 'utf8',
  }).replace(/[\u00a0\u202f]/g, ' ');
}

/**
 * The data an e-invoice needs, filled on the screens: the workspace's address and bank details,
 * a client's e-invoice fields (read back in its edit dialog), and an invoice for a service
 * period whose PDF prints the period, the client's buyer reference and the bank details.
 */
test('bank details, a client’s e-invoice fields and a service period, from the screens to the PDF', async ({
  page,
}) => {
  const account = await createAccount('Anna Schmidt');
  await upgradeToFreelancer(account.email);
  await signIn(page, account, '/workspace');

  await page.getByLabel('Workspace name').fill('Schmidt Design');
  await page.getByLabel(/^Address/).fill('Torstraße 1');
  await page.getByLabel(/^Postal code/).fill('10119');
  await page.getByLabel(/^City/).fill('Berlin');
  await page.getByLabel(/^Country/).selectOption('DE');
  const bank = page.getByRole('group', { name: 'Bank details' });
  await bank.getByLabel(/^IBAN/).fill('DE89 3704 0044 0532 0130 01');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(bank.getByText("This IBAN's check digits do not match")).toBeVisible();
  await bank.getByLabel(/^IBAN/).fill('de89 3704 0044 0532 0130 00');
  await bank.getByLabel(/^BIC/).fill('COBADEFFXXX');
  await bank.getByLabel(/^Account holder/).fill('Anna Schmidt');
  await bank.getByLabel('E-invoice format').selectOption('xrechnung');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Workspace updated successfully')).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'workspace-e-invoice');

  await page.reload();
  const reread = page.getByRole('group', { name: 'Bank details' });
  await expect(reread.getByLabel(/^IBAN/)).toHaveValue('DE89 3704 0044 0532 0130 00');
  await expect(reread.getByLabel(/^BIC/)).toHaveValue('COBADEFFXXX');
  await expect(reread.getByLabel('E-invoice format')).toHaveValue('xrechnung');
  await expect(page.getByLabel(/^Country/)).toHaveValue('DE');

  await page.goto('/clients');
  await page.getByRole('button', { name: 'New client' }).click();
  const dialog = page.getByRole('dialog', { name: 'New client' });
  await dialog.getByLabel('Name').fill('Bundesamt für Beispiele');
  await dialog.getByLabel(/^Email/).fill('rechnung@amt.example');
  await dialog.getByLabel(/^Address/).fill('Amtsweg 5');
  await dialog.getByLabel(/^Postal code/).fill('53113');
  await dialog.getByLabel(/^City/).fill('Bonn');
  await dialog.getByLabel(/^Country/).selectOption('DE');
  await dialog.getByLabel(/^E-invoice format/).selectOption('xrechnung');
  await dialog.getByLabel(/^Buyer reference/).fill('04011000-12345-67');
  await expectAccessible(page);
  await screenshot(page, 'client-dialog-e-invoice');
  await dialog.getByRole('button', { name: 'Create client' }).click();
  await expect(toast(page, 'Client created')).toBeVisible();

  await page.getByRole('button', { name: 'Edit Bundesamt für Beispiele' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit client' });
  await expect(edit.getByLabel(/^Postal code/)).toHaveValue('53113');
  await expect(edit.getByLabel(/^City/)).toHaveValue('Bonn');
  await expect(edit.getByLabel(/^Country/)).toHaveValue('DE');
  await expect(edit.getByLabel(/^E-invoice format/)).toHaveValue('xrechnung');
  await expect(edit.getByLabel(/^Buyer reference/)).toHaveValue('04011000-12345-67');
  await edit.getByRole('button', { name: 'Cancel' }).click();

  await page.goto('/invoices');
  await page.getByRole('button', { name: 'Create Your First Invoice' }).click();
  const form = page.getByRole('dialog', { name: Copy.invoices.createTitle });
  await form.getByRole('combobox', { name: 'Client Name' }).fill('Bundesamt');
  await form.getByRole('option', { name: /Bundesamt für Beispiele/ }).click();
  await expect(form.getByLabel(/^Buyer reference/)).toHaveValue('04011000-12345-67');
  await form.getByLabel(/^Order reference/).fill('PO-4711');
  await form.getByLabel(/^Date of service/).selectOption('period');
  await form.getByLabel('Service from').fill('2026-02-01');
  await form.getByLabel('Service until').fill('2026-01-31');
  await form.getByLabel('Payment Terms').fill('14 Tage netto');
  await form.getByLabel('Description').fill('Design');
  await form.getByLabel('Rate').fill('100');
  await form.getByRole('button', { name: 'Create Invoice' }).click();
  await expect(form.getByText('The service period cannot end before it starts')).toBeVisible();
  await form.getByLabel('Service until').fill('2026-02-28');
  await screenshot(page, 'invoice-form-service-period');
  await form.getByRole('button', { name: 'Create Invoice' }).click();
  await expect(toast(page, DocumentMessages.invoice.created)).toBeVisible();

  const { invoices } = await graphql<{
    invoices: { nodes: { id: string; servicePeriodEnd: string; buyerReference: string }[] };
  }>(account.token, '{ invoices(first: 1) { nodes { id servicePeriodEnd buyerReference } } }');
  const [invoice] = invoices.nodes;
  expect(invoice).toMatchObject({
    servicePeriodEnd: '2026-02-28',
    buyerReference: '04011000-12345-67',
  });
  const text = await pdfText(account, invoice.id);
  for (const expected of [
    'Service period',
    'February 1, 2026 – February 28, 2026',
    'Buyer reference',
    '04011000-12345-67',
    'PO-4711',
    '10119 Berlin',
    '53113 Bonn',
    'Germany',
    'IBAN DE89 3704 0044 0532 0130 00',
    'BIC COBADEFFXXX',
    'Account holder: Anna Schmidt',
  ])
    expect(text).toContain(expected);
});
