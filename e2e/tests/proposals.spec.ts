import { Copy, DocumentMessages, planLabel, planLimitMessage } from '@dealdraft/domain';
import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  createAccount,
  setWorkspaceProfile,
  signIn,
  toast,
  type Account,
} from './support/accounts';
import { databaseUrl, upgradeToFreelancer } from './support/database';
import { createProposal, proposalInput } from './support/documents';
import { screenshot } from './support/screens';

const M = DocumentMessages.proposal;

const table = (page: Page) => page.getByRole('table', { name: Copy.proposals.title, exact: true });
const row = (page: Page, text: string) => table(page).getByRole('row').filter({ hasText: text });
const formDialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });

type ServiceLine = { description: string; price: string; quantity: string };

async function fillProposal(
  dialog: Locator,
  fields: Record<string, string>,
  services: ServiceLine[],
): Promise<void> {
  for (const [label, value] of Object.entries(fields)) await dialog.getByLabel(label).fill(value);
  for (const [index, service] of services.entries()) {
    if (index > 0) await dialog.getByRole('button', { name: 'Add Service' }).click();
    await dialog.getByLabel('Description').nth(index).fill(service.description);
    await dialog.getByLabel('Price').nth(index).fill(service.price);
    await dialog.getByLabel('Quantity').nth(index).fill(service.quantity);
  }
}

const newClient = {
  'Client Name': 'Jane Client',
  'Client Company': 'Initech',
  'Client Email': 'jane@initech.example',
  'Proposal Title': 'Website redesign',
  'Payment Terms': '50% upfront, 50% on delivery',
};
const company = {
  'Company Name': 'Lovelace Studio',
  'Company Email': 'hello@lovelace.example',
  'Company Address': '1 Analytical Way, London',
};

test.describe("a trial user's proposals", () => {
  // The steps build on each other and share one account: sign-ups are rate-limited.
  test.describe.configure({ mode: 'serial' });

  let account: Account;
  test.beforeAll(async () => {
    account = await createAccount();
  });

  test('a proposal with two services shows its subtotals and total, then is listed', async ({
    page,
  }) => {
    await signIn(page, account, '/proposals');
    await expect(page.getByRole('heading', { name: Copy.proposals.title, level: 1 })).toBeVisible();
    await expect(page.getByText(Copy.proposals.subtitle)).toBeVisible();
    await expect(page.getByText(Copy.proposals.emptyHint)).toBeVisible();

    await page.getByRole('button', { name: 'Create Your First Proposal' }).click();
    const dialog = formDialog(page, Copy.proposals.createTitle);
    await expect(dialog.getByLabel('Proposal Number')).toBeDisabled();
    await expect(dialog.getByLabel('Proposal Number')).toHaveValue(/^PROP-\d+$/);
    await expect(dialog.getByRole('button', { name: /Remove/ })).toHaveCount(0);

    await fillProposal(dialog, { ...newClient, ...company }, [
      { description: 'Discovery workshop', price: '1200', quantity: '1' },
      { description: 'Development', price: '85.50', quantity: '40' },
    ]);
    await expect(dialog.getByRole('status', { name: 'Service 1 subtotal' })).toHaveText(
      '$1,200.00',
    );
    await expect(dialog.getByRole('status', { name: 'Service 2 subtotal' })).toHaveText(
      '$3,420.00',
    );
    await expect(dialog.getByRole('status', { name: 'Total', exact: true })).toHaveText(
      '$4,620.00',
    );
    await expect(dialog.getByRole('button', { name: /Remove/ })).toHaveCount(2);
    await screenshot(page, 'proposal-form');

    await dialog.getByRole('button', { name: 'Create Proposal' }).click();
    await expect(toast(page, M.created)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row(page, 'Website redesign')).toContainText('$4,620.00');
    await expect(row(page, 'Website redesign')).toContainText('DRAFT');
  });

  test('editing shows the saved values and changes the title and status', async ({ page }) => {
    await signIn(page, account, '/proposals');
    await row(page, 'Website redesign').getByRole('button', { name: 'Edit' }).click();

    const dialog = formDialog(page, Copy.proposals.editTitle);
    await expect(dialog.getByLabel('Client Name')).toHaveValue('Jane Client');
    await expect(dialog.getByLabel('Proposal Date')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
    await expect(dialog.getByLabel('Price').nth(1)).toHaveValue('85.5');
    await expect(dialog.getByRole('status', { name: 'Total', exact: true })).toHaveText(
      '$4,620.00',
    );

    await dialog.getByLabel('Proposal Title').fill('Website and shop redesign');
    await dialog.getByLabel('Status').click();
    await page.getByRole('option', { name: 'Sent' }).click();
    await dialog.getByRole('button', { name: 'Update Proposal' }).click();

    await expect(toast(page, M.updated)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row(page, 'Website and shop redesign')).toContainText('SENT');
  });

  test('the search asks the server; the status filter narrows the list', async ({ page }) => {
    await createProposal(
      account.token,
      proposalInput({
        clientName: 'Globex Corporation',
        clientCompany: 'Globex',
        proposalTitle: 'Mobile app MVP',
        status: 'accepted',
        services: [{ description: 'MVP', price: 12000, quantity: 1 }],
      }),
    );
    await signIn(page, account, '/proposals');
    await expect(table(page).getByRole('row')).toHaveCount(3);

    const search = page.getByPlaceholder(Copy.proposals.searchPlaceholder);
    await search.fill('GLOBEX');
    await expect(table(page).getByRole('row')).toHaveCount(2);
    await expect(row(page, 'Mobile app MVP')).toContainText('ACCEPTED');
    await search.fill('');

    const status = page.getByRole('combobox', { name: 'Filter by status' });
    await status.click();
    await expect(page.getByRole('option')).toHaveText([
      'All Statuses',
      'Draft',
      'Sent',
      'Accepted',
      'Rejected',
    ]);
    await page.getByRole('option', { name: 'Sent' }).click();
    await expect(table(page).getByRole('row')).toHaveCount(2);
    await expect(row(page, 'Website and shop redesign')).toBeVisible();

    await status.click();
    await page.getByRole('option', { name: 'Rejected' }).click();
    await expect(page.getByRole('heading', { name: Copy.proposals.empty })).toBeVisible();
    await expect(page.getByText(Copy.documents.emptyFilteredHint)).toBeVisible();

    await status.click();
    await page.getByRole('option', { name: 'All Statuses' }).click();
    await expect(table(page).getByRole('row')).toHaveCount(3);
    await status.blur();
    await screenshot(page, 'proposals-list');
  });

  test('on a phone the proposals are cards', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await signIn(page, account, '/proposals');

    const cards = page
      .getByRole('list', { name: Copy.proposals.title, exact: true })
      .getByRole('listitem');
    await expect(cards).toHaveCount(2);
    await expect(table(page)).toBeHidden();
    const card = cards.filter({ hasText: 'Website and shop redesign' });
    await expect(card).toContainText('$4,620.00');
    await expect(card).toContainText('SENT');
    await expect(card.getByRole('button', { name: 'Edit' })).toBeVisible();
    // Nothing is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  });

  test('a trial user previews the PDF in a new tab and has no download', async ({ page }) => {
    await signIn(page, account, '/proposals');
    const proposal = row(page, 'Website and shop redesign');
    await expect(proposal.getByRole('button', { name: 'Download PDF' })).toHaveCount(0);

    const pdfRequest = page
      .context()
      .waitForEvent('request', (request) => request.url().includes('/api/pdf/download'));
    const popup = page.waitForEvent('popup');
    await proposal.getByRole('button', { name: 'Preview' }).click();
    await popup;
    const url = (await pdfRequest).url();

    const claims = JSON.parse(
      Buffer.from(new URL(url).searchParams.get('token')!.split('.')[1], 'base64url').toString(),
    ) as { preview: boolean };
    expect(claims.preview).toBe(true);
    const response = await page.request.get(url);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect((await response.body()).subarray(0, 4).toString()).toBe('%PDF');
  });

  test('deleting asks first, and Cancel keeps the proposal', async ({ page }) => {
    await signIn(page, account, '/proposals');
    await row(page, 'Mobile app MVP').getByRole('button', { name: 'Delete' }).click();

    const dialog = page.getByRole('dialog', { name: Copy.proposals.deleteTitle });
    await expect(dialog).toContainText(Copy.proposals.deleteText);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(row(page, 'Mobile app MVP')).toBeVisible();

    await row(page, 'Mobile app MVP').getByRole('button', { name: 'Delete' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, M.deleted)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row(page, 'Mobile app MVP')).toHaveCount(0);
    await expect(table(page).getByRole('row')).toHaveCount(2);
  });

  test("a refused save's toast leaves the dialog's buttons clear, at 1280 and 390 px", async ({
    page,
  }) => {
    // The longest refusal there is: the limit, as a race with another tab could still give it.
    const refusal = planLimitMessage('proposal', 5, planLabel('trial').title);
    await page.route('**/graphql', async (route) => {
      const operation = (route.request().postDataJSON() as { operationName?: string } | null)
        ?.operationName;
      if (operation !== 'CreateProposal') return route.fallback();
      await route.fulfill({
        json: {
          data: null,
          errors: [{ message: refusal, extensions: { code: 'PLAN_LIMIT_REACHED' } }],
        },
      });
    });
    await signIn(page, account, '/proposals');
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await page.getByRole('button', { name: 'Create Proposal' }).click();
      const dialog = formDialog(page, Copy.proposals.createTitle);
      await fillProposal(dialog, { ...newClient, ...company }, [
        { description: 'Design', price: '100', quantity: '1' },
      ]);
      await dialog.getByRole('button', { name: 'Create Proposal' }).click();
      // The newest toast: the last width's may still be fading out behind it.
      const shown = toast(page, refusal).and(page.locator('[data-front="true"]'));
      await expect(shown).toBeVisible();
      // A toast slides in: measure it once it has come to rest. (A modal dialog makes the rest
      // of the page click-through, so elementFromPoint would not see a covering toast.)
      let rest = (await shown.boundingBox())!;
      await expect
        .poll(async () => {
          const before = rest;
          rest = (await shown.boundingBox())!;
          return rest.y === before.y;
        })
        .toBe(true);
      for (const name of ['Create Proposal', 'Cancel']) {
        const box = (await dialog.getByRole('button', { name }).boundingBox())!;
        const apart =
          rest.x + rest.width <= box.x ||
          box.x + box.width <= rest.x ||
          rest.y + rest.height <= box.y ||
          box.y + box.height <= rest.y;
        expect(apart, `${name} under the toast at ${width} px`).toBe(true);
      }
      // The form is filled: Cancel asks before discarding it.
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await page
        .getByRole('dialog', { name: 'Discard your changes?' })
        .getByRole('button', { name: 'Discard' })
        .click();
      await expect(dialog).toBeHidden();
    }
  });

  test('a list that fails to load offers Try Again, which reloads the page', async ({ page }) => {
    let failing = true;
    await page.route('**/graphql', async (route) => {
      const operation = (route.request().postDataJSON() as { operationName?: string } | null)
        ?.operationName;
      if (!failing || operation !== 'Proposals') return route.fallback();
      await route.fulfill({
        json: { data: null, errors: [{ message: 'Boom', extensions: { code: 'INTERNAL' } }] },
      });
    });
    await signIn(page, account, '/proposals');

    await expect(page.getByRole('alert')).toContainText(M.loadFailed);
    failing = false;
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(row(page, 'Website and shop redesign')).toBeVisible();
  });
});

test.describe('plan limits and PDF export', () => {
  test.describe.configure({ mode: 'serial' });

  let account: Account;
  test.beforeAll(async () => {
    account = await createAccount('Grace Hopper');
    await setWorkspaceProfile(account.token, { name: 'Lovelace Studio' });
  });

  test('a trial user at the limit is told so as the create dialog opens, before filling it', async ({
    page,
  }) => {
    for (let i = 1; i <= 5; i++) {
      await createProposal(account.token, proposalInput({ proposalTitle: `Proposal ${i}` }));
    }
    await signIn(page, account, '/proposals');
    await expect(table(page).getByRole('row')).toHaveCount(6);

    await page.getByRole('button', { name: 'Create Proposal' }).click();
    const dialog = formDialog(page, Copy.proposals.createTitle);
    await expect(dialog.getByRole('alert')).toHaveText(
      planLimitMessage('proposal', 5, planLabel('trial').title),
    );
    const submit = dialog.getByRole('button', { name: 'Create Proposal' });
    await expect(submit).toBeDisabled();
    // The sender's details come from the workspace profile.
    await expect(dialog.getByLabel('Company Name')).toHaveValue('Lovelace Studio');
    await fillProposal(dialog, { ...newClient, 'Proposal Title': 'The sixth' }, [
      { description: 'Design', price: '100', quantity: '1' },
    ]);
    await expect(submit).toBeDisabled();
    // A filled form asks before it throws the typing away.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    const discard = page.getByRole('dialog', { name: 'Discard your changes?' });
    await expect(discard).toContainText(
      'What you typed in this form has not been saved and will be lost.',
    );
    await discard.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog.getByLabel('Proposal Title')).toHaveValue('The sixth');
    await page.keyboard.press('Escape');
    await discard.getByRole('button', { name: 'Discard' }).click();
    await expect(dialog).toBeHidden();
    await expect(row(page, 'The sixth')).toHaveCount(0);

    // Editing an existing proposal is not limited.
    await row(page, 'Proposal 1').getByRole('button', { name: 'Edit' }).click();
    const edit = formDialog(page, Copy.proposals.editTitle);
    await expect(edit.getByRole('alert')).toHaveCount(0);
    await expect(edit.getByRole('button', { name: 'Update Proposal' })).toBeEnabled();
  });

  test('on a paid plan the PDF downloads as {proposalNumber}.pdf', async ({ page }) => {
    test.skip(!databaseUrl, 'E2E_DATABASE_URL is needed to put the user on a paid plan');
    await upgradeToFreelancer(account.email);
    await createProposal(
      account.token,
      proposalInput({ proposalTitle: 'Paid work', proposalNumber: 'PROP-2026-007' }),
    );
    await signIn(page, account, '/proposals');

    const proposal = row(page, 'Paid work');
    await expect(proposal.getByRole('button', { name: 'Preview' })).toHaveCount(0);
    const download = page.waitForEvent('download');
    await proposal.getByRole('button', { name: 'Download PDF' }).click();

    const file = await download;
    expect(file.suggestedFilename()).toBe('PROP-2026-007.pdf');
    const pdf = await readFile(await file.path());
    expect(pdf.length).toBeGreaterThan(1000);
    expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
    await expect(toast(page, M.pdfDownloaded)).toBeVisible();
  });
});
