import {
  Copy,
  DOCUMENT_STRINGS,
  DocumentMessages,
  DocumentMoneyMessages,
  THEME_STORAGE_KEY,
} from '@dealdraft/domain';
import { expect, request, test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAccount, graphql, signIn, toast, type Account } from './support/accounts';
import { upgradeToFreelancer } from './support/database';
import { expectAccessible, SCREENSHOT_DIR, screenshot } from './support/screens';

const M = DocumentMessages.invoice;
const de = DOCUMENT_STRINGS.de;
/** Intl writes "1.234,56 €" and "19 %" with no-break spaces; compare them as spaces. */
const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

const table = (page: Page) => page.getByRole('table', { name: Copy.invoices.title, exact: true });
const row = (page: Page, text: string) => table(page).getByRole('row').filter({ hasText: text });

async function addTaxRate(account: Account, name: string, percent: number): Promise<void> {
  await graphql(
    account.token,
    'mutation ($input: TaxRateInput!) { createTaxRate(input: $input) { id } }',
    {
      input: { name, percent },
    },
  );
}

/** The stored invoice's PDF, read back as text by pdftotext. */
async function pdfText(account: Account, id: string): Promise<string> {
  const api = await request.newContext({ baseURL: test.info().project.use.baseURL });
  const response = await api.post('/api/pdf/invoice', {
    headers: { authorization: `Bearer ${account.token}` },
    data: { _id: id },
  });
  expect(response.status()).toBe(200);
  const file = join(mkdtempSync(join(tmpdir(), 'money-pdf-')), 'invoice.pdf');
  writeFileSync(file, await response.body());
  await api.dispose();
  return spaces(execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }));
}

async function fillInvoiceBasics(page: Page, clientName: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: Copy.invoices.createTitle });
  const fields = {
    'Business Name': 'Schmidt Design GmbH',
    'Business Email': 'rechnung@schmidt.example',
    'Business Address': 'Torstraße 1, 10119 Berlin',
    'Business Number': 'DE811907980',
    'Client Name': clientName,
    'Client Email': 'einkauf@kunde.example',
    'Client Address': 'Marktplatz 5, 80331 München',
    'Payment Terms': '14 Tage netto',
  };
  for (const [label, value] of Object.entries(fields)) await dialog.getByLabel(label).fill(value);
}

test.describe('money on documents', () => {
  test.describe.configure({ mode: 'serial' });

  let account: Account;
  test.beforeAll(async () => {
    account = await createAccount('Anna Schmidt');
    // A paid plan downloads PDFs (a trial only previews them).
    await upgradeToFreelancer(account.email);
    await addTaxRate(account, 'MwSt.', 19);
    await addTaxRate(account, 'MwSt. ermäßigt', 7);
  });

  test('a German invoice in euros with two VAT rates and a discount, from the form to its PDF and client page', async ({
    page,
    browser,
  }) => {
    await signIn(page, account, '/invoices');
    // The header's button (there on an empty list too, and on a retry's full one).
    await page.getByRole('button', { name: 'Create Invoice', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: Copy.invoices.createTitle });
    await fillInvoiceBasics(page, 'Kunde AG');
    await dialog.getByLabel('Currency').selectOption('EUR');
    await dialog.getByLabel('Document language').selectOption('de');

    await dialog.getByLabel('Description').fill('Beratung');
    await dialog.getByLabel('Rate').fill('1234.56');
    await dialog.getByLabel('Quantity').fill('2');
    await dialog.getByRole('button', { name: 'Add Item' }).click();
    await dialog.getByLabel('Description').nth(1).fill('Fachbuch');
    await dialog.getByLabel('Rate').nth(1).fill('45');
    await dialog.getByLabel('Quantity').nth(1).fill('3');
    // Without taxes or discounts the form stays as simple as the spec's.
    await expect(dialog.getByLabel(/^Line discount/)).toHaveCount(0);
    await expect(dialog.getByRole('status', { name: 'Total', exact: true })).toHaveText(
      '€2,604.12',
    );

    await dialog.getByRole('button', { name: 'Taxes & discounts' }).click();
    await dialog
      .getByRole('combobox', { name: /^Taxes/ })
      .first()
      .selectOption({ label: 'MwSt. 19%' });
    await dialog
      .getByRole('combobox', { name: /^Taxes/ })
      .nth(1)
      .selectOption({ label: 'MwSt. ermäßigt 7%' });
    await dialog
      .getByLabel(/^Line discount/)
      .nth(1)
      .fill('10');
    await dialog.getByLabel(/^Discount on the whole document/).fill('100');
    await dialog.getByLabel('Unit of the discount on the whole document').selectOption('amount');
    await dialog.getByLabel(/^Client tax number/).fill('DE123456789');
    await dialog.getByLabel(/^Tax note/).fill('Steuerschuldnerschaft des Leistungsempfängers');

    // The same figures the api will store (worked out in document-money.integration-spec).
    await expect(dialog.getByText('MwSt. 19% on €2,373.81')).toBeVisible();
    await expect(dialog.getByText('MwSt. ermäßigt 7% on €116.81')).toBeVisible();
    await expect(dialog.getByRole('status', { name: 'Total', exact: true })).toHaveText(
      '€2,949.82',
    );
    await screenshot(page, 'invoice-form-taxes');

    await dialog.getByRole('button', { name: 'Create Invoice' }).click();
    await expect(toast(page, M.created)).toBeVisible();
    await expect(row(page, 'Kunde AG').first()).toContainText('€2,949.82');
    await expect(toast(page, M.created)).toBeHidden({ timeout: 10_000 });
    await screenshot(page, 'invoices-eur');

    const { invoices } = await graphql<{
      invoices: { nodes: { id: string; total: number; taxTotal: number; language: string }[] };
    }>(account.token, '{ invoices(first: 5) { nodes { id total taxTotal language } } }');
    const [saved] = invoices.nodes;
    expect(saved).toMatchObject({ total: 2949.82, taxTotal: 459.2, language: 'de' });

    const text = await pdfText(account, saved.id);
    for (const expected of [
      de.kind.invoice,
      de.subtotal,
      '1.234,56 €',
      '2.604,12 €',
      '−113,50 €',
      spaces(de.taxOn('MwSt.', '19 %', '2.373,81 €')),
      '2.949,82 €',
      de.taxNumber('DE123456789'),
    ])
      expect(text.toLowerCase()).toContain(expected.toLowerCase());
    // The PDF itself, to look at (pdftoppm renders its first page).
    const pdfDir = mkdtempSync(join(tmpdir(), 'money-png-'));
    const api = await request.newContext({ baseURL: test.info().project.use.baseURL });
    const pdf = await api.post('/api/pdf/invoice', {
      headers: { authorization: `Bearer ${account.token}` },
      data: { _id: saved.id },
    });
    writeFileSync(join(pdfDir, 'de.pdf'), await pdf.body());
    await api.dispose();
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '80',
      '-singlefile',
      join(pdfDir, 'de.pdf'),
      join(SCREENSHOT_DIR, 'invoice-pdf-de'),
    ]);

    // The client reads it in German, in euros as Germany writes them.
    const { createClientLink } = await graphql<{ createClientLink: { url: string } }>(
      account.token,
      'mutation ($input: CreateClientLinkInput!) { createClientLink(input: $input) { url } }',
      { input: { documentKind: 'invoice', documentId: saved.id } },
    );
    const client = await (await browser.newContext()).newPage();
    await client.goto(new URL(createClientLink.url).pathname);
    await expect(client.getByText(de.invoiceFor('Kunde AG'))).toBeVisible();
    await expect(client.getByRole('link', { name: de.page.downloadPdf })).toBeVisible();
    await expect(client.getByTestId('client-total')).toHaveText(/2\.949,82\s€/);
    await screenshot(client, 'client-invoice-de');
    await client.evaluate((key) => localStorage.setItem(key, 'dark'), THEME_STORAGE_KEY);
    await client.reload();
    await expect(client.getByTestId('client-total')).toHaveText(/2\.949,82\s€/);
    await screenshot(client, 'client-invoice-de-dark');
    await expectAccessible(client);

    // The owner's form again, in the dark.
    await page.evaluate((key) => localStorage.setItem(key, 'dark'), THEME_STORAGE_KEY);
    await page.reload();
    await row(page, 'Kunde AG').first().getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: Copy.invoices.editTitle });
    // A document with taxes opens with them shown.
    await expect(edit.getByRole('button', { name: 'Taxes & discounts' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(edit.getByRole('status', { name: 'Total', exact: true })).toHaveText('€2,949.82');
    // The dialog scrolls on its own: bring the lines' taxes and the totals into the picture.
    await edit.getByRole('button', { name: 'Taxes & discounts' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'invoice-form-taxes-dark');
    await page.evaluate((key) => localStorage.setItem(key, 'light'), THEME_STORAGE_KEY);
  });

  test('yen take no decimals and dinars three, from the form to the PDF', async ({ page }) => {
    await signIn(page, account, '/invoices');
    for (const { currency, client, rate, bad, refusal, total, pdf } of [
      {
        currency: 'JPY',
        client: 'Tokyo KK',
        rate: '1500',
        bad: '1500.5',
        refusal: DocumentMoneyMessages.priceDecimals('JPY', 0),
        total: /¥4,500/,
        pdf: '¥4,500',
      },
      {
        currency: 'KWD',
        client: 'Kuwait Co',
        rate: '12.345',
        bad: '12.3456',
        refusal: DocumentMoneyMessages.priceDecimals('KWD', 3),
        total: /KWD\s37\.035/,
        pdf: 'KWD 37.035',
      },
    ]) {
      await page.getByRole('button', { name: 'Create Invoice', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: Copy.invoices.createTitle });
      await fillInvoiceBasics(page, client);
      await dialog.getByLabel('Currency').selectOption(currency);
      await dialog.getByLabel('Document language').selectOption('en');
      await dialog.getByLabel('Description').fill('Design');
      await dialog.getByLabel('Quantity').fill('3');
      await dialog.getByLabel('Rate').fill(bad);
      await dialog.getByRole('button', { name: 'Create Invoice' }).click();
      await expect(dialog.getByText(refusal)).toBeVisible();
      await dialog.getByLabel('Rate').fill(rate);
      await expect(dialog.getByRole('status', { name: 'Total', exact: true })).toHaveText(total);
      await dialog.getByRole('button', { name: 'Create Invoice' }).click();
      await expect(dialog).toBeHidden();
      await expect(row(page, client).first()).toContainText(total);
      const { invoices } = await graphql<{
        invoices: { nodes: { id: string; clientName: string }[] };
      }>(account.token, '{ invoices(first: 10) { nodes { id clientName } } }');
      const id = invoices.nodes.find((node) => node.clientName === client)!.id;
      expect(await pdfText(account, id)).toContain(pdf);
    }
  });
});
