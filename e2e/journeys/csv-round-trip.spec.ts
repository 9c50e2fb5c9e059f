import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { createAccount, graphql, signInThroughScreen, toast } from '../tests/support/accounts';

/**
 * Moving from another tool and on: clients come in from a CSV with multi-line addresses, a
 * currency and a language; the export is read by a real CSV parser (a fixed number of fields
 * per record); the same file imported into a new workspace gives the same clients, currency and
 * language included.
 */
const FROM_INVOICE_NINJA =
  'Name,Email,Address,Currency,Language\r\n' +
  'Anna Berger,anna@berger.example,"Oranienstraße 12\n10999 Berlin",EUR,de\r\n' +
  'Café Jonas,"jonas@cafe.example","Am Neuen Garten 3\r\n14469 Potsdam\r\nGermany",EUR,de\r\n' +
  'Maison Dupont,contact@dupont.example,"12, rue de la Paix\n75002 Paris",EUR,fr\r\n' +
  'Ada Studio,ada@studio.example,1 Analytical Way,GBP,en\r\n';

async function importCsv(page: Page, name: string, buffer: Buffer, count: number) {
  await page.goto('/clients');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const importer = page.getByRole('dialog', { name: 'Import clients from CSV' });
  await importer
    .getByLabel('Choose a CSV file')
    .setInputFiles({ name, mimeType: 'text/csv', buffer });
  await expect(importer.getByLabel('Column for Currency')).not.toHaveValue('');
  await expect(importer.getByLabel('Column for Language')).not.toHaveValue('');
  await importer.getByRole('button', { name: `Import ${count} clients` }).click();
  await expect(toast(page, `Imported ${count} clients`)).toBeVisible();
  await expect(importer).toBeHidden();
}

type ClientRow = {
  name: string;
  email: string;
  address: string;
  currency: string;
  language: string;
};
async function clientsOf(token: string): Promise<ClientRow[]> {
  const { clients } = await graphql<{ clients: { nodes: ClientRow[] } }>(
    token,
    '{ clients(first: 100) { nodes { name email address currency language } } }',
  );
  return clients.nodes;
}

test('clients from a CSV, exported, parsed, and imported into a new workspace keep address, currency and language', async ({
  page,
}) => {
  const first = await createAccount('Anna Berger');
  await signInThroughScreen(page, first, '/clients');
  await importCsv(page, 'invoice-ninja-clients.csv', Buffer.from(FROM_INVOICE_NINJA), 4);
  const imported = await clientsOf(first.token);
  expect(imported).toHaveLength(4);
  expect(imported.find((c) => c.name === 'Maison Dupont')).toMatchObject({
    address: '12, rue de la Paix\n75002 Paris',
    currency: 'EUR',
    language: 'fr',
  });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const exported = await readFile(await download.path());
  // A real CSV parser, strict about the field count: a bare line break left unquoted splits a
  // record and fails here.
  const records = parse(exported, { bom: true, relax_column_count: false }) as string[][];
  const [header, ...rows] = records;
  expect(header).toEqual(expect.arrayContaining(['Name', 'Address', 'Currency', 'Language']));
  expect(rows).toHaveLength(4);
  for (const row of rows) expect(row).toHaveLength(header.length);
  const column = (name: string) => header.indexOf(name);
  const cafe = rows.find((row) => row[column('Name')] === 'Café Jonas')!;
  // The address keeps the line breaks it came with (CRLF here), quoted as one field.
  expect(cafe[column('Address')].replace(/\r\n/g, '\n')).toBe(
    'Am Neuen Garten 3\n14469 Potsdam\nGermany',
  );
  expect([cafe[column('Currency')], cafe[column('Language')]]).toEqual(['EUR', 'de']);

  // A new workspace takes the export as it is.
  const second = await createAccount('Anna Berger (new studio)');
  await page.evaluate(() => localStorage.clear());
  await signInThroughScreen(page, second, '/clients');
  await importCsv(page, download.suggestedFilename(), exported, 4);
  const moved = await clientsOf(second.token);
  const key = (c: ClientRow) => c.name;
  const normalise = (list: ClientRow[]) =>
    list
      .map(({ name, email, address, currency, language }) => ({
        name,
        email,
        address: address.replace(/\r\n/g, '\n'),
        currency,
        language,
      }))
      .sort((a, b) => key(a).localeCompare(key(b)));
  expect(normalise(moved)).toEqual(normalise(imported));
  await expect(page.getByText('4 of 4 clients')).toBeVisible();
});
