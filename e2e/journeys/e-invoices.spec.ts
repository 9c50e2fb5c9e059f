import { Copy, DocumentMessages, TaxRateMessages, WorkspaceMessages } from '@dealdraft/domain';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createAccount, signInThroughScreen, toast, uniqueEmail } from '../tests/support/accounts';
import { databaseUrl, upgradeToFreelancer } from '../tests/support/database';
import { expectAccessible, screenshotsLightAndDark } from '../tests/support/screens';
import { attachedPdf, downloaded, embeddedFiles, mailTo, pdfText } from './support';

/**
 * E-invoices sent from the screens, read back where the client gets them: a German freelancer
 * turns on XRechnung, is shown what an invoice still lacks and fixes each item on the screen its
 * link opens, then sends; a German ZUGFeRD invoice (a client set to Factur-X, in German); and a
 * French Factur-X invoice. Each e-mail's PDF carries the XML with the fields typed and the total
 * the PDF prints; the XML downloaded from the invoice and from the client page says the same.
 */
test.describe.configure({ mode: 'serial' });

const invoiceRows = (page: Page) =>
  page.getByRole('table', { name: Copy.invoices.title, exact: true }).getByRole('row');

/** The settings form's Save, and its toast gone (the next toast is then the next save's). */
async function saveWorkspace(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, WorkspaceMessages.updated)).toBeVisible();
}

async function addTaxRate(page: Page, name: string, percent: string): Promise<void> {
  await page.getByLabel('Tax name').fill(name);
  await page.getByLabel('Percent').fill(percent);
  await page.getByRole('button', { name: 'Add rate' }).click();
  await expect(toast(page, TaxRateMessages.created)).toBeVisible();
}

/** A new client from the clients screen's dialog. */
async function newClient(page: Page, fields: Record<string, string>, selects = {}) {
  await page.goto('/clients');
  await page
    .getByRole('button', { name: /New client|Add Your First Client/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'New client' });
  for (const [label, value] of Object.entries(fields))
    await dialog.getByLabel(new RegExp(`^${label}`)).fill(value);
  for (const [label, value] of Object.entries(selects as Record<string, string>))
    await dialog.getByLabel(new RegExp(`^${label}`)).selectOption(value);
  await dialog.getByRole('button', { name: 'Create client' }).click();
  await expect(toast(page, 'Client created')).toBeVisible();
}

/** Opens the new-invoice form, picks the saved client and types one line. */
async function newInvoice(
  page: Page,
  client: string,
  line: { text: string; rate: string; tax?: string },
) {
  await page.goto('/invoices');
  // The header's button, and the empty list's while there is none: either opens the form.
  await page
    .getByRole('button', { name: /^(Create Your First Invoice|Create Invoice)$/ })
    .first()
    .click();
  const form = page.getByRole('dialog', { name: Copy.invoices.createTitle });
  await form.getByRole('combobox', { name: 'Client Name' }).fill(client.slice(0, 6));
  await form.getByRole('option', { name: new RegExp(client) }).click();
  await form.getByLabel('Payment Terms').fill('14 Tage netto');
  await form.getByLabel('Description').fill(line.text);
  await form.getByLabel('Rate').fill(line.rate);
  if (line.tax) {
    await form.getByRole('button', { name: 'Taxes & discounts' }).click();
    await form.getByLabel('Taxes').selectOption({ label: line.tax });
  }
  return form;
}

/** The invoice's number, read from its row. */
async function numberOf(row: Locator): Promise<string> {
  return (await row
    .getByText(/^INV-\d+$/)
    .first()
    .textContent())!.trim();
}

/** Sends the invoice of `row` from its e-mail dialog and waits for the sent toast. */
async function sendFromList(page: Page, row: Locator, to: string): Promise<void> {
  await row.getByRole('button', { name: 'Send by e-mail' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send Invoice by E-mail' });
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(toast(page, `Invoice sent to ${to}`)).toBeVisible({ timeout: 60_000 });
}

/** The XML a sent invoice's PDF carries, and the PDF's text. */
async function sentPdf(to: string, number: string) {
  const mail = await mailTo(to, new RegExp(`: ${number}$`));
  const pdf = await attachedPdf(mail);
  return { mail, files: embeddedFiles(pdf), text: pdfText(pdf) };
}

/** Factur-X's CII with the EN 16931 profile (ZUGFeRD 2 "EN 16931", Factur-X "EN16931"). */
const EN16931_PROFILE = '<ram:ID>urn:cen.eu:en16931:2017</ram:ID>';

test('a German freelancer fixes an XRechnung from its checklist and sends it; a ZUGFeRD invoice in German', async ({
  browser,
  page,
}) => {
  test.skip(!databaseUrl, 'The plan is set in the database: e-mail and PDFs need a paid plan');
  test.slow();
  const owner = await createAccount('Anna Schmidt');
  await upgradeToFreelancer(owner.email);
  await signInThroughScreen(page, owner, '/workspace');

  // XRechnung for every invoice, in euros; nothing else of the e-invoice yet.
  await page.getByLabel('Workspace name').fill('Schmidt Design');
  await page.getByLabel('Currency of new documents').selectOption('EUR');
  await page.getByLabel('E-invoice format').selectOption('xrechnung');
  await saveWorkspace(page);

  const amt = uniqueEmail();
  await newClient(page, { Name: 'Bundesamt für Beispiele', Email: amt, Address: 'Amtsweg 5' });

  const form = await newInvoice(page, 'Bundesamt für Beispiele', {
    text: 'Webdesign',
    rate: '1000',
  });
  // The workspace has no address yet: the invoice is given one by hand.
  await form.getByLabel('Business Address').fill('Torstraße 1');
  await form.getByRole('button', { name: 'Create Invoice' }).click();
  await expect(toast(page, DocumentMessages.invoice.created)).toBeVisible();
  const row = invoiceRows(page).filter({ hasText: 'Bundesamt für Beispiele' });
  const number = await numberOf(row);

  // Sending now is refused with what is missing, and nothing looks sent.
  await row.getByRole('button', { name: 'Send by e-mail' }).click();
  const send = page.getByRole('dialog', { name: 'Send Invoice by E-mail' });
  await send.getByRole('button', { name: 'Send', exact: true }).click();
  const refusal = send.getByRole('alert');
  await expect(refusal).toContainText('This invoice cannot be sent as XRechnung yet:');
  await expect(refusal.getByRole('list', { name: 'Fix these, then send again:' })).toBeVisible();
  await expect(
    refusal.getByRole('link', { name: 'Open workspace settings' }).first(),
  ).toBeVisible();
  await send.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toContainText(/draft/i);

  // The invoice's checklist, each item linked to where it is fixed.
  await row.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: Copy.invoices.editTitle });
  const panel = edit.getByRole('region', { name: 'Before sending as XRechnung' });
  const checklist = panel.getByRole('list', { name: 'Before sending as XRechnung' });
  await expect(checklist.getByRole('listitem').first()).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Download e-invoice' })).toBeDisabled();
  await expectAccessible(page);
  await screenshotsLightAndDark(page, 'invoice-form-e-invoice-checklist');

  // The workspace: address, VAT ID and bank details, from the first workspace link.
  await checklist.getByRole('link', { name: 'Open workspace settings' }).first().click();
  await expect(page).toHaveURL(/\/workspace#/);
  await page.getByLabel(/^Address/).fill('Torstraße 1');
  await page.getByLabel(/^Postal code/).fill('10119');
  await page.getByLabel(/^City/).fill('Berlin');
  await page.getByLabel(/^Country/).selectOption('DE');
  await page.getByLabel('Tax / business number').fill('DE123456789');
  const bank = page.getByRole('group', { name: 'Bank details' });
  await bank.getByLabel(/^IBAN/).fill('DE89 3704 0044 0532 0130 00');
  await bank.getByLabel(/^BIC/).fill('COBADEFFXXX');
  await saveWorkspace(page);
  // The tax rate the line charges, standard rated.
  await addTaxRate(page, 'USt', '19');

  // The client: its postal address and Leitweg-ID, in its edit dialog the link opens.
  await page.goto('/invoices');
  await row.getByRole('button', { name: 'Edit' }).click();
  await edit.getByRole('link', { name: 'Edit the client' }).first().click();
  const client = page.getByRole('dialog', { name: 'Edit client' });
  await client.getByLabel(/^Postal code/).fill('53113');
  await client.getByLabel(/^City/).fill('Bonn');
  await client.getByLabel(/^Country/).selectOption('DE');
  await client.getByLabel(/^Buyer reference/).fill('04011000-12345-67');
  await client.getByRole('button', { name: 'Save client' }).click();
  await expect(toast(page, 'Client updated')).toBeVisible();

  // The invoice's own fields: the buyer reference, the service date and the line's tax.
  await page.goto('/invoices');
  await row.getByRole('button', { name: 'Edit' }).click();
  // What is left is the invoice's own: each link focuses its field in this form.
  const fix = async (rule: string, field: Locator) => {
    await edit
      .getByRole('listitem')
      .filter({ hasText: `${rule}:` })
      .getByRole('button', { name: 'Go to the field' })
      .click();
    await expect(field).toBeFocused();
    return field;
  };
  await (await fix('BR-DE-15', edit.getByLabel(/^Buyer reference/))).fill('04011000-12345-67');
  await (await fix('BR-DE-6', edit.getByLabel(/^Business Phone/))).fill('+49 30 1234567');
  // The service date is behind its choice, the line's tax behind "Taxes & discounts".
  await (await fix('BT-72', edit.getByLabel('Service date'))).fill('2026-03-16');
  await fix('BR-CO-4', edit.getByLabel('Taxes'));
  await edit.getByLabel('Taxes').selectOption({ label: 'USt 19%' });
  await edit.getByRole('button', { name: 'Update Invoice' }).click();
  await expect(toast(page, DocumentMessages.invoice.updated)).toBeVisible();
  // Gone before the next update, whose toast would otherwise stand beside it.
  await expect(toast(page, DocumentMessages.invoice.updated)).toBeHidden({ timeout: 15_000 });

  // A standard-rated line asks for the sender's VAT ID, and the invoice keeps its own copy of it
  // (made before the workspace had one): the check leads to the invoice's Business Number.
  await row.getByRole('button', { name: 'Edit' }).click();
  await edit
    .getByRole('listitem')
    .filter({ hasText: 'to the invoice as its Business Number' })
    .getByRole('button', { name: 'Go to the field' })
    .click();
  await expect(edit.getByLabel(/^Business Number/)).toBeFocused();
  await edit.getByLabel(/^Business Number/).fill('DE123456789');
  await edit.getByRole('button', { name: 'Update Invoice' }).click();
  await expect(toast(page, DocumentMessages.invoice.updated)).toBeVisible();

  await row.getByRole('button', { name: 'Edit' }).click();
  const ready = edit.getByRole('region', { name: 'Ready to send as XRechnung' });
  await expect(ready).toBeVisible();
  await screenshotsLightAndDark(page, 'invoice-form-e-invoice-ready');

  // The XML from the invoice: what was typed, and the total.
  await ready.getByRole('button', { name: 'Download e-invoice' }).click();
  const [ubl] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'XRechnung (UBL)' }).click(),
  ]);
  const ublFile = await downloaded(ubl);
  expect(ublFile.name).toBe(`${number}-xrechnung-ubl.xml`);
  for (const typed of [
    '<cbc:BuyerReference>04011000-12345-67</cbc:BuyerReference>',
    'DE89370400440532013000',
    'COBADEFFXXX',
    'DE123456789',
    '10119',
    '53113',
    '2026-03-16',
    'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0',
    '<cbc:PayableAmount currencyID="EUR">1190.00</cbc:PayableAmount>',
  ])
    expect(ublFile.text).toContain(typed);
  await edit.getByRole('button', { name: 'Cancel' }).click();

  // Sent: the PDF carries the CII, whose total is the one the PDF prints.
  await sendFromList(page, row, amt);
  await expect(row).toContainText(/sent/i);
  const xrechnung = await sentPdf(amt, number);
  const [embeddedName, cii] = Object.entries(xrechnung.files)[0] ?? [];
  expect(['xrechnung.xml', 'factur-x.xml']).toContain(embeddedName);
  expect(cii).toContain('04011000-12345-67');
  expect(cii).toContain('<ram:DuePayableAmount>1190.00</ram:DuePayableAmount>');
  expect(xrechnung.text).toMatch(/€1,190\.00/);

  // The client page offers the same e-invoice beside the PDF.
  const link = /https?:\/\/\S+\/c\/[\w-]+/.exec(xrechnung.mail.text ?? '')![0];
  // A browser of the client's own (axe needs a context, not a bare page).
  const clientContext = await browser.newContext();
  const clientPage = await clientContext.newPage();
  await clientPage.goto(new URL(link).pathname);
  const xmlLink = clientPage.getByRole('link', { name: 'Download e-invoice (XML)' });
  await expect(xmlLink).toBeVisible();
  await expect(clientPage.getByRole('link', { name: 'Download PDF' })).toBeVisible();
  await expectAccessible(clientPage);
  await screenshotsLightAndDark(clientPage, 'client-page-e-invoice');
  const [fromClientPage] = await Promise.all([
    clientPage.waitForEvent('download'),
    xmlLink.click(),
  ]);
  const clientXml = await downloaded(fromClientPage);
  expect(clientXml.text).toContain('04011000-12345-67');
  expect(clientXml.text).toContain('1190.00');
  await clientContext.close();

  // ZUGFeRD: a client set to Factur-X, whose invoices are in German; complete from the start.
  const mueller = uniqueEmail();
  await newClient(
    page,
    {
      Name: 'Müller Maschinenbau GmbH',
      Email: mueller,
      Address: 'Industriestraße 7',
      'Postal code': '70173',
      City: 'Stuttgart',
      'Tax number': 'DE987654321',
    },
    { Country: 'DE', 'E-invoice format': 'factur-x', 'Document language': 'de' },
  );
  const zugferdForm = await newInvoice(page, 'Müller Maschinenbau GmbH', {
    text: 'Wartung',
    rate: '500',
    tax: 'USt 19%',
  });
  await zugferdForm.getByLabel(/^Date of service/).selectOption('date');
  await zugferdForm.getByLabel('Service date').fill('2026-03-20');
  await zugferdForm.getByRole('button', { name: 'Create Invoice' }).click();
  await expect(toast(page, DocumentMessages.invoice.created)).toBeVisible();
  const zugferdRow = invoiceRows(page).filter({ hasText: 'Müller Maschinenbau GmbH' });
  const zugferdNumber = await numberOf(zugferdRow);
  await sendFromList(page, zugferdRow, mueller);
  const zugferd = await sentPdf(mueller, zugferdNumber);
  expect(Object.keys(zugferd.files)).toEqual(['factur-x.xml']);
  const zugferdXml = zugferd.files['factur-x.xml']!;
  expect(zugferdXml).toContain(EN16931_PROFILE);
  expect(zugferdXml).toContain('DE987654321');
  expect(zugferdXml).toContain('<ram:DuePayableAmount>595.00</ram:DuePayableAmount>');
  expect(zugferd.text).toContain('595,00 €');
  expect(zugferd.text).toContain('Rechnung');
});

test('a French freelancer sends a Factur-X invoice from the screens', async ({ page }) => {
  test.skip(!databaseUrl, 'The plan is set in the database: e-mail and PDFs need a paid plan');
  test.slow();
  const owner = await createAccount('Camille Dupont');
  await upgradeToFreelancer(owner.email);
  await signInThroughScreen(page, owner, '/workspace');

  await page.getByLabel('Workspace name').fill('Atelier Dupont');
  await page.getByLabel(/^Address/).fill('12 rue de la Paix');
  await page.getByLabel(/^Postal code/).fill('75002');
  await page.getByLabel(/^City/).fill('Paris');
  await page.getByLabel(/^Country/).selectOption('FR');
  await page.getByLabel('Tax / business number').fill('FR40303265045');
  await page.getByLabel('Currency of new documents').selectOption('EUR');
  await page.getByLabel('Language of new documents').selectOption('fr');
  const bank = page.getByRole('group', { name: 'Bank details' });
  await bank.getByLabel(/^IBAN/).fill('FR76 3000 6000 0112 3456 7890 189');
  await bank.getByLabel(/^BIC/).fill('AGRIFRPPXXX');
  await bank.getByLabel('E-invoice format').selectOption('factur-x');
  await saveWorkspace(page);
  await addTaxRate(page, 'TVA', '20');

  const client = uniqueEmail();
  await newClient(
    page,
    {
      Name: 'Société Exemple SARL',
      Email: client,
      Address: '3 place Bellecour',
      'Postal code': '69002',
      City: 'Lyon',
      'Tax number': 'FR83404833048',
    },
    { Country: 'FR' },
  );
  const form = await newInvoice(page, 'Société Exemple SARL', {
    text: 'Identité visuelle',
    rate: '1500',
    tax: 'TVA 20%',
  });
  await form.getByLabel(/^Date of service/).selectOption('date');
  await form.getByLabel('Service date').fill('2026-04-02');
  await form.getByRole('button', { name: 'Create Invoice' }).click();
  await expect(toast(page, DocumentMessages.invoice.created)).toBeVisible();
  const row = invoiceRows(page).filter({ hasText: 'Société Exemple SARL' });
  const number = await numberOf(row);

  await row.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: Copy.invoices.editTitle });
  await expect(
    edit.getByRole('region', { name: 'Ready to send as ZUGFeRD / Factur-X' }),
  ).toBeVisible();
  await edit.getByRole('button', { name: 'Cancel' }).click();

  await sendFromList(page, row, client);
  const sent = await sentPdf(client, number);
  expect(Object.keys(sent.files)).toEqual(['factur-x.xml']);
  const xml = sent.files['factur-x.xml']!;
  expect(xml).toContain(EN16931_PROFILE);
  for (const typed of ['FR7630006000011234567890189', 'FR40303265045', 'FR83404833048', '69002'])
    expect(xml).toContain(typed);
  expect(xml).toContain('<ram:DuePayableAmount>1800.00</ram:DuePayableAmount>');
  expect(sent.text).toMatch(/1\s?800,00\s?€/);
  expect(sent.text).toContain('Facture');
});
