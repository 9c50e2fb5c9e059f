import { BrandingMessages, Copy, DocumentMessages, WorkspaceMessages } from '@dealdraft/domain';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createAccount, graphql, signInThroughScreen, toast } from '../tests/support/accounts';
import { databaseUrl, upgradeToFreelancer } from '../tests/support/database';
import { expectAccessible, screenshotsLightAndDark } from '../tests/support/screens';
import { fill, firstDocumentForm, pdfText, WEDDING_INVOICE } from './support';

/**
 * PDF layouts: under Workspace settings → Documents the owner picks the modern layout, a serif
 * font, a footer text and payment instructions; an invoice chooses the compact layout in its
 * form. The downloaded PDF is compact (its heading not in modern's capitals), in the workspace's
 * font, with the footer on every page and the instructions under the payment terms; set back to
 * the workspace's default, the same invoice prints in modern.
 */

const FOOTER = 'Berger Fotografie · Steuernummer 12/345/67890 · Danke!';
const INSTRUCTIONS = 'PayPal: anna@berger.example';

const invoiceRows = (page: Page) =>
  page.getByRole('table', { name: Copy.invoices.title, exact: true }).getByRole('row');

/** The row's PDF, downloaded as the owner does: its file on disk. */
async function downloadPdf(page: Page, row: Locator): Promise<string> {
  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: 'Download PDF' }).click();
  const bytes = await readFile(await (await download).path());
  const file = join(mkdtempSync(join(tmpdir(), 'pdf-layouts-')), 'invoice.pdf');
  writeFileSync(file, bytes);
  return file;
}

const poppler = (tool: string, ...args: string[]) =>
  execFileSync(tool, args, { encoding: 'utf8' }).replace(/[ \t]+/g, ' ');

test('the workspace picks a layout, font, footer and payment instructions; an invoice picks its own layout', async ({
  page,
}) => {
  test.skip(!databaseUrl, 'The plan is set in the database: PDF downloads need a paid plan');
  const owner = await createAccount('Anna Berger');
  await upgradeToFreelancer(owner.email);
  await signInThroughScreen(page, owner, '/workspace');

  const documents = page.getByRole('group', { name: 'Documents' });
  await expect(documents.getByLabel('PDF layout')).toHaveValue('classic');
  await documents.getByLabel('PDF layout').selectOption({ label: 'Modern' });
  await documents.getByLabel(/Footer text/).fill(FOOTER);
  await documents.getByLabel(/Payment instructions/).fill(INSTRUCTIONS);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, WorkspaceMessages.updated)).toBeVisible();
  await documents.scrollIntoViewIfNeeded();
  await expectAccessible(page, 'workspace settings');
  await screenshotsLightAndDark(page, 'pdf-layouts-settings');
  await page.reload();
  await expect(documents.getByLabel('PDF layout')).toHaveValue('modern');
  await expect(documents.getByLabel(/Footer text/)).toHaveValue(FOOTER);
  // The font is the brand's: its card saves it, the Documents section does not show it.
  const brand = page.locator('#brand');
  await brand.getByLabel('Font').selectOption({ label: 'Source Serif 4' });
  await brand.getByRole('button', { name: 'Save brand' }).click();
  await expect(toast(page, BrandingMessages.updated)).toBeVisible();

  await page.goto('/invoices');
  const form = await firstDocumentForm(page, 'invoice');
  await fill(form, WEDDING_INVOICE);
  await form.getByLabel('Description').fill('Reportage, 10 Stunden');
  await form.getByLabel('Rate').fill('2400');
  const layout = form.getByLabel('PDF layout');
  await expect(layout.locator('option:checked')).toHaveText('Workspace default (Modern)');
  await layout.selectOption({ label: 'Compact' });
  await layout.scrollIntoViewIfNeeded();
  await screenshotsLightAndDark(page, 'pdf-layouts-invoice-form');
  await form.getByRole('button', { name: 'Create Invoice' }).click();
  await expect(toast(page, DocumentMessages.invoice.created)).toBeVisible();
  await expect(form).toBeHidden();

  const row = invoiceRows(page).filter({ hasText: 'Jonas Weber' });
  const compact = await downloadPdf(page, row);
  const text = pdfText(await readFile(compact));
  expect(text).toContain(FOOTER);
  expect(text).toContain(INSTRUCTIONS);
  expect(text).toContain('Reportage, 10 Stunden');
  // Compact keeps the kind as written; modern sets it in capitals.
  expect(text).toContain('Invoice');
  expect(text).not.toContain('INVOICE');
  expect(poppler('pdffonts', compact)).toMatch(/SourceSerif4/);
  // The footer on every page.
  const pages = Number(/Pages:\s+(\d+)/.exec(poppler('pdfinfo', compact))![1]);
  for (let n = 1; n <= pages; n++)
    expect(poppler('pdftotext', '-f', String(n), '-l', String(n), compact, '-')).toContain(FOOTER);

  // Read back: the invoice keeps its own layout.
  const { invoices } = await graphql<{ invoices: { nodes: { id: string; layout: string }[] } }>(
    owner.token,
    '{ invoices { nodes { id layout } } }',
  );
  expect(invoices.nodes.map((i) => i.layout)).toEqual(['compact']);

  // Back to the workspace's layout: the same invoice prints in modern.
  await row.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: Copy.invoices.editTitle });
  await expect(edit.getByLabel('PDF layout')).toHaveValue('compact');
  await edit.getByLabel('PDF layout').selectOption({ label: 'Workspace default (Modern)' });
  await edit.getByRole('button', { name: 'Update Invoice' }).click();
  await expect(toast(page, DocumentMessages.invoice.updated)).toBeVisible();
  await expect(edit).toBeHidden();
  const modern = pdfText(await readFile(await downloadPdf(page, row)));
  expect(modern).toContain('INVOICE');
  expect(modern).toContain(FOOTER);
  expect(modern).toContain(INSTRUCTIONS);
});
