import { readFile } from 'node:fs/promises';
import { Copy, CustomFieldMessages, DocumentMessages } from '@dealdraft/domain';
import { expect, test, type Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { createAccount, signInThroughScreen, toast, uniqueEmail } from '../tests/support/accounts';
import { databaseUrl, upgradeToFreelancer } from '../tests/support/database';
import { expectAccessible, screenshotsLightAndDark } from '../tests/support/screens';
import { attachedPdf, mailTo, pdfText } from './support';

/**
 * Custom fields, defined and filled on the screens: a studio keeps a client's PO contact, an
 * invoice's project code and a line's hours reference, all printed. The invoice it sends prints
 * the three where they belong (read from the e-mailed PDF with pdftotext), and the CSV exports
 * carry a column for each, headed by its label.
 */
test.describe.configure({ mode: 'serial' });

/** Adds a field from the settings card and waits for it to be listed under its target. */
async function addField(page: Page, label: string, target: string, printed = true) {
  const card = page.locator('#custom-fields');
  await card.getByLabel('Label', { exact: true }).fill(label);
  await card.getByLabel('Kept on').selectOption({ label: target });
  const print = card.getByLabel('Print on the PDF', { exact: true });
  if ((await print.isChecked()) !== printed) await print.click();
  await card.getByRole('button', { name: 'Add field' }).click();
  await expect(toast(page, CustomFieldMessages.created).last()).toBeVisible();
  await expect(card.getByRole('region', { name: target }).getByText(label)).toBeVisible();
}

/** The rows of a CSV export downloaded from a screen's Export CSV button. */
async function exported(page: Page): Promise<string[][]> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  return parse(await readFile(await download.path()), { bom: true }) as string[][];
}

test('fields defined in the settings, filled in the forms, printed on the PDF and exported', async ({
  page,
}) => {
  test.skip(!databaseUrl, 'The plan is set in the database: e-mail and PDFs need a paid plan');
  test.slow();
  const owner = await createAccount('Ada Lovelace');
  await upgradeToFreelancer(owner.email);
  await signInThroughScreen(page, owner, '/workspace');

  // The settings card: three printed fields and an internal one.
  await addField(page, 'PO contact', 'Clients');
  await addField(page, 'Credit rating', 'Clients', false);
  await addField(page, 'Project code', 'Proposals & invoices');
  await addField(page, 'Hours ref', 'Lines');
  // The same label again on clients is refused under the label, not added.
  const card = page.locator('#custom-fields');
  await card.getByLabel('Label', { exact: true }).fill('po contact');
  await card.getByLabel('Kept on').selectOption({ label: 'Clients' });
  await card.getByRole('button', { name: 'Add field' }).click();
  await expect(card.getByText(CustomFieldMessages.labelTaken)).toBeVisible();
  await card.getByLabel('Label', { exact: true }).fill('');
  // Order: the internal field first, then back again.
  await card.getByRole('button', { name: 'Move Credit rating up' }).click();
  await expect(toast(page, CustomFieldMessages.reordered).last()).toBeVisible();
  const clientList = card.getByRole('region', { name: 'Clients' }).getByRole('listitem');
  await expect(clientList.first()).toContainText('Credit rating');
  await card.getByRole('button', { name: 'Move Credit rating down' }).click();
  await expect(clientList.first()).toContainText('PO contact');
  await card.scrollIntoViewIfNeeded();
  await expectAccessible(page);
  await screenshotsLightAndDark(page, 'custom-fields-settings');

  // A client with its PO contact and credit rating.
  const clientEmail = uniqueEmail();
  await page.goto('/clients');
  await page
    .getByRole('button', { name: /New client|Add Your First Client/ })
    .first()
    .click();
  const clientDialog = page.getByRole('dialog', { name: 'New client' });
  await clientDialog.getByLabel(/^Name/).fill('Initech');
  await clientDialog.getByLabel(/^Email/).fill(clientEmail);
  await clientDialog.getByLabel(/^Address/).fill('4120 Freidrich Lane, Austin');
  await clientDialog.getByLabel(/^PO contact/).fill('Jane Roe');
  await clientDialog.getByLabel(/^Credit rating/).fill('AA internal');
  await screenshotsLightAndDark(page, 'custom-fields-client-dialog');
  await clientDialog.getByRole('button', { name: 'Create client' }).click();
  await expect(toast(page, 'Client created')).toBeVisible();

  // An invoice for it, with its project code and a line's hours reference.
  await page.goto('/invoices');
  // The header's button, and the empty list's while there is none: either opens the form.
  await page
    .getByRole('button', { name: /^(Create Your First Invoice|Create Invoice)$/ })
    .first()
    .click();
  const form = page.getByRole('dialog', { name: Copy.invoices.createTitle });
  await form.getByLabel('Business Name').fill('Lovelace Studio');
  await form.getByLabel('Business Email').fill(owner.email);
  await form.getByLabel('Business Address').fill('1 Analytical Way, London');
  await form.getByRole('combobox', { name: 'Client Name' }).fill('Initec');
  await form.getByRole('option', { name: /Initech/ }).click();
  await form.getByLabel('Payment Terms').fill('Net 30');
  await form.getByLabel(/^Project code/).fill('PRJ-7');
  await form.getByLabel(/^Project code/).scrollIntoViewIfNeeded();
  await screenshotsLightAndDark(page, 'custom-fields-invoice-form-document');
  await form.getByLabel('Description').fill('Design sprint');
  await form.getByLabel('Rate').fill('950');
  await form.getByRole('button', { name: 'Custom fields of Item 1' }).click();
  await form.getByLabel(/^Hours ref/).fill('H-12');
  await screenshotsLightAndDark(page, 'custom-fields-invoice-form');
  await form.getByRole('button', { name: 'Create Invoice' }).click();
  await expect(toast(page, DocumentMessages.invoice.created)).toBeVisible();

  // Sent by e-mail: the PDF the client receives prints the three printed fields, not the
  // internal one.
  const row = page
    .getByRole('table', { name: Copy.invoices.title, exact: true })
    .getByRole('row')
    .filter({ hasText: 'Initech' });
  const number = (await row
    .getByText(/^INV-\d+$/)
    .first()
    .textContent())!.trim();
  await row.getByRole('button', { name: 'Send by e-mail' }).click();
  const send = page.getByRole('dialog', { name: 'Send Invoice by E-mail' });
  await send.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(toast(page, `Invoice sent to ${clientEmail}`)).toBeVisible({ timeout: 60_000 });
  const text = pdfText(await attachedPdf(await mailTo(clientEmail, new RegExp(`: ${number}$`))));
  expect(text).toContain('PO contact: Jane Roe');
  expect(text).toMatch(/Project code:? PRJ-7/);
  expect(text).toContain('Hours ref: H-12');
  expect(text).not.toContain('AA internal');

  // The invoice kept its values through the e-mail action's update: the edit form shows them.
  await row.getByRole('button', { name: 'Edit', exact: true }).click();
  const edit = page.getByRole('dialog', { name: Copy.invoices.editTitle });
  await expect(edit.getByLabel(/^Project code/)).toHaveValue('PRJ-7');
  await expect(edit.getByLabel(/^Hours ref/)).toHaveValue('H-12');
  await edit.getByRole('button', { name: 'Cancel' }).click();

  // The exports: a column per field, headed by its label, with the values.
  const invoices = await exported(page);
  const project = invoices[0].indexOf('Project code');
  expect(project).toBeGreaterThan(0);
  expect(invoices.find((r) => r[0] === number)?.[project]).toBe('PRJ-7');

  await page.goto('/clients');
  const clients = await exported(page);
  const [header] = clients;
  expect(header.slice(-2)).toEqual(['PO contact', 'Credit rating']);
  const initech = clients.find((r) => r[0] === 'Initech')!;
  expect(initech.slice(-2)).toEqual(['Jane Roe', 'AA internal']);

  // The lines export is not behind a button: read through the api as the owner.
  const lines = await page.request.get('/api/exports/invoice-lines.csv', {
    headers: { authorization: `Bearer ${owner.token}` },
  });
  const lineRows = parse(await lines.body(), { bom: true }) as string[][];
  expect(lineRows[0].at(-1)).toBe('Hours ref');
  expect(lineRows.find((r) => r[0] === number)?.at(-1)).toBe('H-12');
});
