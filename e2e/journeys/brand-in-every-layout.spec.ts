import { BrandingMessages, DocumentMessages, WorkspaceMessages } from '@dealdraft/domain';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { createAccount, signInThroughScreen, toast } from '../tests/support/accounts';
import { databaseUrl, upgradeToFreelancer } from '../tests/support/database';
import { screenshot } from '../tests/support/screens';
import { attachedPdf, fill, mailTo, pdfText, WEDDING_INVOICE, type ReceivedMail } from './support';

/**
 * The brand reaches the client in every layout: the owner uploads a logo and sets a colour on the
 * screen, then for each PDF layout chosen under Documents sends an invoice from the screen. What
 * the client receives carries the brand each time: the e-mail's header shows the logo and its
 * button the colour, the attached PDF embeds the logo and prints in the colour and the layout,
 * and the page the e-mail's link opens shows the logo in the colour.
 */

const LOGO = readFileSync(join(__dirname, 'fixtures', 'acme-logo.png'));
const LOGO_PATH = `/api/brand/logos/${createHash('sha256').update(LOGO).digest('hex')}`;
/** The logo's size, from its PNG header (IHDR: width and height at bytes 16 and 20). */
const [LOGO_WIDTH, LOGO_HEIGHT] = [LOGO.readUInt32BE(16), LOGO.readUInt32BE(20)];
const COLOR = '#0f766e';
const LAYOUTS = ['Classic', 'Modern', 'Compact'] as const;
/** A client per layout, names apart so the client field suggests none of the others. */
const CLIENTS = {
  Classic: { name: 'Jonas Weber', email: 'jonas@weber.example' },
  Modern: { name: 'Mia Schulz', email: 'mia@schulz.example' },
  Compact: { name: 'Kai Richter', email: 'kai@richter.example' },
} as const;

const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

/** The PDF as a file, for poppler's tools. */
function onDisk(pdf: Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), 'brand-layouts-')), 'invoice.pdf');
  writeFileSync(file, pdf);
  return file;
}

/** Pixels of the first page (rendered at 50 dpi) within 8 of `hex` in every channel. */
function pixelsOf(file: string, hex: string): number {
  const ppm = execFileSync('pdftoppm', ['-r', '50', '-f', '1', '-l', '1', file]);
  // P6: "P6\n<w> <h>\n255\n" then RGB bytes.
  const header = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(ppm.subarray(0, 32).toString('latin1'))!;
  const data = ppm.subarray(header[0].length);
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  let count = 0;
  for (let at = 0; at + 2 < data.length; at += 3) {
    if (
      Math.abs(data[at] - r) <= 8 &&
      Math.abs(data[at + 1] - g) <= 8 &&
      Math.abs(data[at + 2] - b) <= 8
    ) {
      count++;
    }
  }
  return count;
}

/** The height in points of the first printed word `word` (pdftotext -bbox): its type size. */
function wordHeight(file: string, word: string): number {
  const html = execFileSync('pdftotext', ['-bbox', '-f', '1', '-l', '1', file, '-'], {
    encoding: 'utf8',
  });
  const found = new RegExp(`yMin="([\\d.]+)" xMax="[\\d.]+" yMax="([\\d.]+)">${word}<`).exec(html);
  expect(found, `"${word}" on the first page`).not.toBeNull();
  return Number(found![2]) - Number(found![1]);
}

/** The workspace's layout, chosen under Documents and saved. */
async function chooseLayout(page: Page, layout: (typeof LAYOUTS)[number]): Promise<void> {
  await page.goto('/workspace');
  const documents = page.getByRole('group', { name: 'Documents' });
  await documents.getByLabel('PDF layout').selectOption({ label: layout });
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, WorkspaceMessages.updated)).toBeVisible();
}

/** A new invoice to `to`, made in the form and sent from its row; the client's e-mail. */
async function sendInvoice(
  page: Page,
  client: { name: string; email: string },
  description: string,
): Promise<ReceivedMail> {
  const to = client.email;
  await page.goto('/invoices');
  await page
    .getByRole('button', { name: /^(Create Your First Invoice|Create Invoice)$/ })
    .first()
    .click();
  const form = page.getByRole('dialog', { name: 'Create New Invoice' });
  await fill(form, { ...WEDDING_INVOICE, 'Client Name': client.name, 'Client Email': to });
  await form.getByLabel('Description').fill(description);
  await form.getByLabel('Rate').fill('1800');
  await form.getByRole('button', { name: 'Create Invoice' }).click();
  await expect(toast(page, DocumentMessages.invoice.created)).toBeVisible();
  await expect(form).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: client.name }).first();
  await row.getByRole('button', { name: 'Send by e-mail' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send Invoice by E-mail' });
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(toast(page, `Invoice sent to ${to}`)).toBeVisible({ timeout: 60_000 });
  return mailTo(to, /Invoice/);
}

test('the logo and colour reach the e-mail, the PDF and the client page in each of the three layouts', async ({
  page,
  browser,
}) => {
  test.skip(!databaseUrl, 'The plan is set in the database: sent invoices need a paid plan');
  test.setTimeout(test.info().timeout * 2);
  const owner = await createAccount('Anna Berger');
  await upgradeToFreelancer(owner.email);
  await signInThroughScreen(page, owner, '/workspace');

  // The brand, on the screen: the logo with the file picker, then the colour.
  const card = page.locator('#brand');
  const chooser = page.waitForEvent('filechooser');
  await card.getByRole('button', { name: 'Upload logo' }).click();
  await (await chooser).setFiles({ name: 'studio.png', mimeType: 'image/png', buffer: LOGO });
  await expect(toast(page, BrandingMessages.logoUpdated)).toBeVisible();
  await card.getByLabel('Brand colour', { exact: true }).fill(COLOR);
  await card.getByRole('button', { name: 'Save brand' }).click();
  await expect(toast(page, BrandingMessages.updated)).toBeVisible();

  const heights: Partial<Record<(typeof LAYOUTS)[number], number>> = {};
  for (const layout of LAYOUTS) {
    await chooseLayout(page, layout);
    const description = `Reportage ${layout}`;
    const mail = await sendInvoice(page, CLIENTS[layout], description);

    // The e-mail: the logo in its header, the button in the brand colour.
    const html = (mail as ReceivedMail & { html: string }).html;
    expect(html).toContain(LOGO_PATH);
    expect(html.toLowerCase()).toContain(COLOR);

    // The PDF: the logo embedded (one image, the uploaded size), the brand colour printed, the
    // layout's own type: modern sets the kind in capitals, compact sets smaller type.
    const file = onDisk(await attachedPdf(mail));
    const images = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' });
    expect(images).toMatch(new RegExp(`\\s${LOGO_WIDTH}\\s+${LOGO_HEIGHT}\\s`));
    expect(pixelsOf(file, COLOR)).toBeGreaterThan(50);
    const text = pdfText(readFileSync(file));
    expect(text).toContain(description);
    if (layout === 'Modern') expect(text).toContain('INVOICE');
    else expect(text).not.toContain('INVOICE');
    heights[layout] = wordHeight(file, 'Reportage');

    // The client page the e-mail links to: the logo, the heading in the colour.
    const link = /https?:\/\/\S+\/c\/[A-Za-z0-9_-]{43}/.exec(mail.text ?? '')![0];
    const client = await browser.newContext({ viewport: { width: 390, height: 800 } });
    const clientPage = await client.newPage();
    await clientPage.goto(new URL(link).pathname);
    const logo = clientPage.getByRole('img', { name: /logo$/ }).first();
    await expect(logo).toHaveAttribute('src', LOGO_PATH);
    await expect(logo).toHaveJSProperty('naturalWidth', LOGO_WIDTH);
    await expect(clientPage.getByRole('heading', { level: 1 })).toHaveCSS('color', rgb(COLOR));
    await screenshot(clientPage, `brand-${layout.toLowerCase()}-client-page`);
    await client.close();
  }
  // Compact's lines are set smaller than classic's.
  expect(heights.Compact!).toBeLessThan(heights.Classic! * 0.92);
});
