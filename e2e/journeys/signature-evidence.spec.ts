import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { ClientLinkMessages, DocumentMessages, VerifyMessages, Copy } from '@dealdraft/domain';
import { expect, test, type Page } from '@playwright/test';
import { createAccount, signInThroughScreen, toast, uniqueEmail } from '../tests/support/accounts';
import { databaseUrl, upgradeToFreelancer } from '../tests/support/database';
import { expectAccessible, screenshotsLightAndDark } from '../tests/support/screens';
import { fill, firstDocumentForm, mailTo, WEDDING_PROPOSAL } from './support';

/**
 * Signatures with evidence, through the screens: the proposal is e-mailed, the client opens it
 * and accepts on the client page; the owner downloads the PDF, whose last page is the audit trail
 * (the send with its address, the views, the acceptance with the client's browser, the chain's
 * last hash) and is signed by the workspace; a visitor drops that PDF on /verify and reads that it is the version accepted, by
 * whom and when; a copy with its text changed is refused.
 */
const words = (text: string) => text.replace(/\s+/g, '');

async function dropOnVerify(page: Page, name: string, pdf: Buffer) {
  await page
    .getByLabel('Drop a PDF here, or choose one')
    .setInputFiles({ name, mimeType: 'application/pdf', buffer: pdf });
  return page.getByTestId('verify-result');
}

test('the client accepts; the PDF carries the audit trail; /verify accepts it and refuses a changed copy', async ({
  browser,
  page,
}) => {
  test.skip(!databaseUrl, 'The plan is set in the database: e-mail and PDFs need a paid plan');
  test.slow();
  const owner = await createAccount('Anna Berger');
  await upgradeToFreelancer(owner.email);
  const client = uniqueEmail();

  await signInThroughScreen(page, owner, '/proposals');
  const form = await firstDocumentForm(page, 'proposal');
  await fill(form, { ...WEDDING_PROPOSAL, 'Client Email': client });
  await form.getByLabel('Description').fill('Wedding reportage and album');
  await form.getByLabel('Price').fill('3980.10');
  await form.getByRole('button', { name: 'Create Proposal' }).click();
  await expect(toast(page, DocumentMessages.proposal.created)).toBeVisible();
  const row = page
    .getByRole('table', { name: Copy.proposals.title, exact: true })
    .getByRole('row')
    .filter({ hasText: WEDDING_PROPOSAL['Proposal Title'] });
  await row.getByRole('button', { name: 'Send by e-mail' }).click();
  await page
    .getByRole('dialog', { name: 'Send Proposal by E-mail' })
    .getByRole('button', { name: 'Send', exact: true })
    .click();
  await expect(toast(page, `Proposal sent to ${client}`)).toBeVisible({ timeout: 60_000 });
  const mail = await mailTo(client, /^Proposal: /);
  const link = /https?:\/\/\S+\/c\/[\w-]+/.exec(mail.text ?? '')![0];

  // The client reads and accepts on the client page.
  const clientPage = await browser.newPage();
  const clientAgent = await clientPage.evaluate(() => navigator.userAgent);
  await clientPage.goto(new URL(link).pathname);
  await clientPage.getByLabel('Full name').fill('Jonas Weber');
  await clientPage.getByRole('button', { name: 'Accept proposal' }).click();
  await expect(toast(clientPage, ClientLinkMessages.accepted)).toBeVisible();
  await clientPage.close();

  // The owner downloads the PDF: its last page is the audit trail.
  await page.reload();
  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: 'Download PDF' }).click();
  const pdf = readFileSync(await (await download).path());
  const file = join(mkdtempSync(join(tmpdir(), 'evidence-')), 'accepted.pdf');
  writeFileSync(file, pdf);
  const pages = Number(
    /Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))![1],
  );
  const audit = words(
    execFileSync('pdftotext', ['-f', String(pages), '-l', String(pages), file, '-'], {
      encoding: 'utf8',
    }),
  );
  expect(audit).toContain('Audittrail');
  expect(audit).toContain(words(`Sent by e-mail to ${client}`));
  expect(audit).toContain('Viewed');
  expect(audit).toContain('Accepted');
  expect(audit).toContain(words(clientAgent));
  expect(audit).toMatch(/Chain'slastSHA-256[0-9a-f]{64}/);
  // Signed (PAdES) by the workspace: a PDF reader shows it unaltered since.
  const signature = execFileSync('pdfsig', [file], { encoding: 'utf8' });
  expect(signature).toContain('Signature Validation: Signature is Valid.');
  expect(signature).toContain('Total document signed');

  // A visitor drops it on /verify: the version accepted, by whom and when.
  // A context of its own: axe reads the page through it.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto('/verify');
  await expect(visitor.getByRole('heading', { name: 'Verify a signed proposal' })).toBeVisible();
  const accepted = await dropOnVerify(visitor, 'accepted.pdf', pdf);
  await expect(accepted).toContainText(VerifyMessages.accepted);
  await expect(accepted).toContainText(/Accepted by Jonas Weber on \w+ \d+, \d{4} at .+ UTC\./);
  await expectAccessible(visitor, 'verify (accepted)');
  await screenshotsLightAndDark(visitor, 'verify-accepted');

  // The same PDF with a line of text written over it: refused.
  const changed = await PDFDocument.load(pdf, { updateMetadata: false });
  const font = await changed.embedFont(StandardFonts.Helvetica);
  changed.getPage(0).drawText('Total: $1.00', { x: 60, y: 400, size: 14, font });
  const tampered = await dropOnVerify(visitor, 'changed.pdf', Buffer.from(await changed.save()));
  await expect(tampered).toContainText(VerifyMessages.altered);
  await expect(tampered).not.toContainText('Jonas Weber');
  await screenshotsLightAndDark(visitor, 'verify-altered');
  await visitorContext.close();
});
