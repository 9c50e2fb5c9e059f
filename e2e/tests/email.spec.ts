import { Copy, DocumentMessages, emailSubject, Messages } from '@dealdraft/domain';
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { createAccount, signIn, toast, type Account } from './support/accounts';
import {
  databaseUrl,
  latestEmailSend,
  latestTrackingToken,
  upgradeToFreelancer,
} from './support/database';
import { createProposal, proposalInput } from './support/documents';
import { screenshot } from './support/screens';

const table = (page: Page) => page.getByRole('table', { name: Copy.proposals.title, exact: true });
const row = (page: Page, text: string) => table(page).getByRole('row').filter({ hasText: text });
const sendDialog = (page: Page) => page.getByRole('dialog', { name: 'Send Proposal by E-mail' });
const CLIENT_EMAIL = 'jane@initech.example';

test.describe('e-mailing proposals on a paid plan', () => {
  // The worker sends through the SMTP server the test script gives the api (MailDev).
  test.skip(!databaseUrl, 'E2E_DATABASE_URL is needed to put the user on a paid plan');
  test.describe.configure({ mode: 'serial' });

  let account: Account;
  test.beforeAll(async () => {
    account = await createAccount('Ada Lovelace');
    await upgradeToFreelancer(account.email);
  });

  test('Send prefills recipient, subject and greeting, sends the edits, and the badge turns SENT', async ({
    page,
  }) => {
    await createProposal(account.token, proposalInput({ proposalTitle: 'Website redesign' }));
    await signIn(page, account, '/proposals');
    const proposal = row(page, 'Website redesign');
    await expect(proposal).toContainText('DRAFT');

    await proposal.getByRole('button', { name: 'Send by e-mail' }).click();
    const dialog = sendDialog(page);
    await expect(dialog.getByLabel('To')).toHaveValue(CLIENT_EMAIL);
    await expect(dialog.getByLabel('Subject')).toHaveValue(
      emailSubject('proposal', 'Website redesign', 'unused'),
    );
    await expect(dialog.getByLabel('Message')).toHaveValue(
      /^Hello Jane Client,\n\nPlease find attached the proposal PROP-\d+ for Website redesign for your review\./,
    );
    await expect(dialog).toContainText(/PROP-\d+\.pdf is attached/);
    await expect(dialog).toContainText('their replies come to hello@lovelace.example.');

    // A bad copy address is named under its field, and nothing is sent.
    await dialog.getByLabel('CC').fill('bill@initech');
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(dialog.getByText(Messages.validation.email)).toBeVisible();
    await dialog.getByLabel('CC').fill('bill@initech.example');
    await dialog.getByLabel('Subject').fill('Our proposal, as discussed');
    await screenshot(page, 'send-dialog');

    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    // A render and an SMTP hand-off: a few seconds; the dialog polls for up to 30.
    await expect(toast(page, `Proposal sent to ${CLIENT_EMAIL}`)).toBeVisible({ timeout: 35_000 });
    await expect(dialog).toBeHidden();
    await expect(proposal).toContainText('SENT');
    await expect(proposal).toContainText('E-mail: Sent');
    expect(await latestEmailSend(account.email)).toEqual({
      recipient: CLIENT_EMAIL,
      cc: ['bill@initech.example'],
      subject: 'Our proposal, as discussed',
    });
  });

  test("the list shows the client's opens", async ({ page }) => {
    const pixel = `/api/t/${await latestTrackingToken(account.email)}.gif`;
    // Two loads of the tracking pixel, as a mail client showing images makes them.
    for (let open = 0; open < 2; open++) {
      const response = await page.request.get(pixel);
      expect(response.headers()['content-type']).toBe('image/gif');
    }
    await signIn(page, account, '/proposals');
    await expect(row(page, 'Website redesign')).toContainText('Opened 2×');
  });

  test('Open in my mail app saves the PDF, opens a mailto: draft and marks it sent', async ({
    page,
  }) => {
    await createProposal(
      account.token,
      proposalInput({ proposalTitle: 'Logo refresh', proposalNumber: 'PROP-2026-042' }),
    );
    // There is no mail app here: keep the mailto: link the app follows, to read it back.
    await page.addInitScript(() => {
      const click = HTMLAnchorElement.prototype.click;
      HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
        if (this.href.startsWith('mailto:')) document.body.dataset.mailto = this.href;
        else click.call(this);
      };
    });
    await signIn(page, account, '/proposals');
    const proposal = row(page, 'Logo refresh');
    await expect(proposal).toContainText('DRAFT');

    await proposal.getByRole('button', { name: 'Send by e-mail' }).click();
    const dialog = sendDialog(page);
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Open in my mail app' }).click();

    const file = await download;
    expect(file.suggestedFilename()).toBe('PROP-2026-042.pdf');
    expect((await readFile(await file.path())).subarray(0, 4).toString()).toBe('%PDF');
    await expect(dialog.getByRole('status')).toContainText('The proposal is now marked as sent.');

    const mailto = new URL((await page.locator('body').getAttribute('data-mailto'))!);
    expect(mailto.protocol).toBe('mailto:');
    expect(mailto.pathname).toBe(CLIENT_EMAIL);
    expect(mailto.searchParams.get('subject')).toBe('Proposal: Logo refresh');
    const body = mailto.searchParams.get('body');
    expect(body).toMatch(/^Hello Jane Client,\r\n/);
    expect(body).toContain(
      'Please find attached the proposal PROP-2026-042 for Logo refresh for your review.',
    );

    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(proposal).toContainText('SENT');
  });
});

test.describe('e-mailing on the trial', () => {
  let account: Account;
  test.beforeAll(async () => {
    account = await createAccount('Grace Hopper');
  });

  test('a trial user previews the PDF and is shown the paid plans on Send', async ({ page }) => {
    const { id } = await createProposal(
      account.token,
      proposalInput({ proposalTitle: 'Trial work' }),
    );
    await signIn(page, account, '/proposals');
    const proposal = row(page, 'Trial work');
    await expect(proposal.getByRole('button', { name: 'Preview' })).toBeVisible();
    await expect(proposal.getByRole('button', { name: 'Download PDF' })).toHaveCount(0);

    await proposal.getByRole('button', { name: 'Send by e-mail' }).click();
    const dialog = sendDialog(page);
    await expect(dialog).toContainText(`Subject${emailSubject('proposal', 'Trial work', '')}`);
    await expect(dialog.getByRole('note')).toHaveText(DocumentMessages.exportPlanRequired);
    await expect(dialog.getByRole('button', { name: 'Send', exact: true })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Open in my mail app' })).toHaveCount(0);

    // The hint says what the api answers a send that gets past the screen.
    const response = await page.request.post('/graphql', {
      headers: { authorization: `Bearer ${account.token}` },
      data: { query: 'mutation ($id: ID!) { sendProposal(id: $id) { id } }', variables: { id } },
    });
    const { errors } = (await response.json()) as {
      errors: Array<{ message: string; extensions: { code: string } }>;
    };
    expect(errors[0]).toMatchObject({
      message: DocumentMessages.exportPlanRequired,
      extensions: { code: 'PLAN_REQUIRED' },
    });

    await dialog.getByRole('button', { name: 'View Pricing Plans' }).click();
    await expect(page).toHaveURL('/pricing');
  });
});
