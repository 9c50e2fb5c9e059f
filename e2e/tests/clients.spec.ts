import { ClientMessages, Copy } from '@dealdraft/domain';
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { createAccount, signIn, toast } from './support/accounts';
import { createProposal, proposalInput } from './support/documents';
import { screenshot } from './support/screens';

const row = (page: Page, name: string) =>
  page.getByRole('table').getByRole('row').filter({ hasText: name });

/**
 * Clients: made on /clients, or from a document's typed client details; found
 * whatever the accents; a client with documents is archived, not deleted.
 */
test('clients are made by hand and from documents, found without accents, and kept while documents name them', async ({
  page,
}) => {
  const account = await createAccount('Mary Jackson');
  await createProposal(
    account.token,
    proposalInput({ clientName: 'Hank Scorpio', clientEmail: 'hank@globex.example' }),
  );
  await signIn(page, account, '/clients');
  await expect(page.getByRole('heading', { name: 'Clients', level: 1 })).toBeVisible();
  // The proposal's typed details made this client.
  await expect(row(page, 'Hank Scorpio')).toBeVisible();

  await page.getByRole('button', { name: 'New client' }).click();
  const dialog = page.getByRole('dialog', { name: 'New client' });
  await dialog.getByLabel('Name').fill('Zażółć Gęślą');
  await dialog.getByLabel('Company').fill('Jaźń Sp. z o.o.');
  await dialog.getByLabel(/^Email/).fill('zaz@jazn.example');
  await dialog.getByLabel('Phone').fill('+48 22 000 00 00');
  await screenshot(page, 'client-dialog');
  await dialog.getByRole('button', { name: 'Create client' }).click();
  await expect(toast(page, 'Client created')).toBeVisible();
  await screenshot(page, 'clients-list');

  // A new proposal picks the client while its name is typed; the client's details fill in.
  await page.goto('/proposals');
  await page
    .getByRole('button', { name: /Create|New Proposal/ })
    .first()
    .click();
  const form = page.getByRole('dialog', { name: Copy.proposals.createTitle });
  await form.getByRole('combobox', { name: 'Client Name' }).fill('zazo');
  await form.getByRole('option', { name: /Zażółć Gęślą/ }).click();
  await expect(form.getByLabel('Client Email')).toHaveValue('zaz@jazn.example');
  await expect(form.getByLabel('Client Company')).toHaveValue('Jaźń Sp. z o.o.');
  await screenshot(page, 'proposal-client-picked');
  await form.getByRole('button', { name: 'Cancel' }).click();
  await page.goto('/clients');

  // The export: UTF-8 with a BOM, the accents intact.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^dealdraft-clients-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile(await download.path())).toString('utf8');
  expect(csv.startsWith('\uFEFFName,Company,Email')).toBe(true);
  expect(csv).toContain('Zażółć Gęślą,Jaźń Sp. z o.o.,zaz@jazn.example');

  await page.getByLabel('Search clients').fill('zazolc');
  await expect(row(page, 'Zażółć Gęślą')).toBeVisible();
  await expect(row(page, 'Hank Scorpio')).toHaveCount(0);
  await page.getByLabel('Search clients').fill('');

  await page.getByRole('button', { name: 'Delete Hank Scorpio' }).click();
  await page
    .getByRole('dialog', { name: 'Delete client' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(toast(page, ClientMessages.hasDocuments)).toBeVisible();
  await page
    .getByRole('dialog', { name: 'Delete client' })
    .getByRole('button', { name: 'Cancel' })
    .click();
  await page.getByRole('button', { name: 'Archive Hank Scorpio' }).click();
  await expect(toast(page, 'Client archived')).toBeVisible();
  await expect(row(page, 'Hank Scorpio')).toHaveCount(0);
});
