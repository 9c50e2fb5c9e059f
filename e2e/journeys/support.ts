import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Copy } from '@dealdraft/domain';
import { expect, type Download, type Locator, type Page } from '@playwright/test';
import { mailUrl } from '../tests/support/mailbox';

/**
 * What a journey reads back from outside the app: the e-mails the client received (MailDev's
 * API), their PDF attachments as text (pdftotext, as a person copying from the PDF would read
 * them), nothing the journey could have made up itself.
 */
export interface ReceivedMail {
  id: string;
  subject: string;
  text?: string;
  to: { address: string }[];
  attachments?: { generatedFileName: string; contentType: string; fileName?: string }[];
}

/** Every e-mail to `address`, oldest first. */
export async function mailsTo(address: string): Promise<ReceivedMail[]> {
  if (!mailUrl) throw new Error('E2E_MAIL_URL is not set: run the suite through npm test');
  const response = await fetch(`${mailUrl}/api/email?sort=asc`);
  const emails = (await response.json()) as ReceivedMail[];
  return emails.filter((email) =>
    email.to.some((to) => to.address.toLowerCase() === address.toLowerCase()),
  );
}

/** Waits for the `count`th e-mail to `address` whose subject matches, and returns it. */
export async function mailTo(address: string, subject: RegExp, count = 1): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        const matching = (await mailsTo(address)).filter((mail) => subject.test(mail.subject));
        found = matching[count - 1];
        return Boolean(found);
      },
      { timeout: 60_000, message: `e-mail ${count} to ${address} with subject ${subject}` },
    )
    .toBe(true);
  return found!;
}

/** The bytes of the mail's PDF attachment. */
export async function attachedPdf(mail: ReceivedMail): Promise<Buffer> {
  const pdf = mail.attachments?.find((a) => a.contentType === 'application/pdf');
  expect(pdf, `a PDF attached to "${mail.subject}"`).toBeDefined();
  const response = await fetch(
    `${mailUrl}/api/email/${mail.id}/attachment/${pdf!.generatedFileName}`,
  );
  return Buffer.from(await response.arrayBuffer());
}

/** The text of the mail's PDF attachment, as pdftotext reads it (one line per printed line). */
export async function attachedPdfText(mail: ReceivedMail): Promise<string> {
  return pdfText(await attachedPdf(mail));
}

/**
 * The files embedded in a PDF (a Factur-X PDF/A-3's XML), by name, as poppler's pdfdetach
 * saves them: what any reader of the PDF gets out of it.
 */
export function embeddedFiles(pdf: Buffer): Record<string, string> {
  const dir = mkdtempSync(join(tmpdir(), 'journey-detach-'));
  const file = join(dir, 'document.pdf');
  writeFileSync(file, pdf);
  const out = mkdtempSync(join(tmpdir(), 'journey-embedded-'));
  execFileSync('pdfdetach', ['-saveall', '-o', out, file]);
  return Object.fromEntries(
    readdirSync(out).map((name) => [name, readFileSync(join(out, name), 'utf8')]),
  );
}

/** A download's name and text (an XML file saved from a screen). */
export async function downloaded(download: Download): Promise<{ name: string; text: string }> {
  return {
    name: download.suggestedFilename(),
    text: readFileSync(await download.path(), 'utf8'),
  };
}

export function pdfText(bytes: Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), 'journey-')), 'document.pdf');
  writeFileSync(file, bytes);
  // Spaces squeezed: the layout pads columns, a reader sees one space.
  return execFileSync('pdftotext', ['-layout', file, '-'])
    .toString()
    .replace(/[ \t]+/g, ' ');
}

/** Fills labelled fields of a form in order. */
export async function fill(form: Locator, fields: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(fields)) await form.getByLabel(label).fill(value);
}

/**
 * Anna Berger's wedding proposal to Jonas Weber, as she types it into the proposal form: the
 * fields the form requires, lines apart.
 */
export const WEDDING_PROPOSAL = {
  'Client Name': 'Jonas Weber',
  'Client Company': 'Weber & Partner',
  'Client Email': 'jonas@weber.example',
  'Proposal Title': 'Hochzeitsfotografie',
  'Payment Terms': '14 Tage netto',
  'Company Name': 'Berger Fotografie',
  'Company Email': 'anna@berger.example',
  'Company Address': 'Oranienstraße 12, 10999 Berlin',
};

/** The same job's invoice form. */
export const WEDDING_INVOICE = {
  'Business Name': 'Berger Fotografie',
  'Business Email': 'anna@berger.example',
  'Business Address': 'Oranienstraße 12, 10999 Berlin',
  'Client Name': 'Jonas Weber',
  'Client Email': 'jonas@weber.example',
  'Client Address': 'Am Neuen Garten 3, 14469 Potsdam',
  'Payment Terms': '14 Tage netto',
};

/**
 * Opens the form of a workspace's first proposal or invoice from its empty list (the page the
 * journey is on), as a new user does: its dialog.
 */
export async function firstDocumentForm(
  page: Page,
  kind: 'proposal' | 'invoice',
): Promise<Locator> {
  const [label, copy] =
    kind === 'proposal' ? ['Proposal', Copy.proposals] : ['Invoice', Copy.invoices];
  await page.getByRole('button', { name: `Create Your First ${label}` }).click();
  return page.getByRole('dialog', { name: copy.createTitle });
}
