import { ClientLinkMessages, DocumentMessages, proposalExpiredMessage } from '@dealdraft/domain';
import { expect, test, type Page } from '@playwright/test';
import { createAccount, graphql, signIn, toast, type Account } from './support/accounts';
import { createProposal, proposalInput } from './support/documents';
import { screenshot } from './support/screens';

/** The owner's link for a document; the page is opened on the app's own origin. */
async function clientPath(account: Account, documentId: string): Promise<string> {
  const { createClientLink } = await graphql<{ createClientLink: { url: string } }>(
    account.token,
    'mutation ($input: CreateClientLinkInput!) { createClientLink(input: $input) { url } }',
    { input: { documentKind: 'proposal', documentId } },
  );
  return new URL(createClientLink.url).pathname;
}

const answerCard = (page: Page) => page.getByRole('status').filter({ hasText: 'Proposal' });

test.describe('the client link of a proposal', () => {
  test.describe.configure({ mode: 'serial' });

  let account: Account;
  test.beforeAll(async () => {
    account = await createAccount('Ada Lovelace');
  });

  test('the client opens the page, accepts with a typed name; the owner sees ACCEPTED and the views', async ({
    browser,
    page,
  }) => {
    const { id } = await createProposal(
      account.token,
      proposalInput({
        proposalTitle: 'Client link demo',
        expirationDate: '2099-12-31',
        additionalTerms: 'Two rounds of revisions included.',
        services: [
          { description: 'Discovery workshop', price: 1200, quantity: 1 },
          { description: 'Page templates', price: 350, quantity: 4 },
        ],
      }),
    );
    const path = await clientPath(account, id);

    // The client: a fresh browser context, never signed in, on a phone first.
    const client = await browser.newContext({ viewport: { width: 390, height: 800 } });
    const clientPage = await client.newPage();
    await clientPage.goto(path);
    await expect(clientPage.getByRole('heading', { name: 'Client link demo' })).toBeVisible();
    await expect(clientPage.getByTestId('client-total')).toHaveText('$2,600.00');
    await expect(clientPage.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      `/api/client${path.slice(2)}/pdf`,
    );
    await screenshot(clientPage, 'client-proposal');

    await clientPage.getByRole('button', { name: 'Accept proposal' }).click();
    await expect(
      clientPage.getByText(ClientLinkMessages.nameRequired, { exact: true }),
    ).toBeVisible();
    await clientPage.getByLabel('Full name').fill('Jane Client');
    await clientPage.getByRole('button', { name: 'Accept proposal' }).click();
    await expect(toast(clientPage, ClientLinkMessages.accepted)).toBeVisible();
    await expect(answerCard(clientPage)).toContainText('Proposal accepted');
    await expect(answerCard(clientPage)).toContainText('Accepted by Jane Client on');
    await expect(clientPage.getByRole('button', { name: 'Accept proposal' })).toHaveCount(0);
    // The full-page screenshot would catch the fixed toast over the document.
    await expect(toast(clientPage, ClientLinkMessages.accepted)).toBeHidden({ timeout: 10_000 });
    await screenshot(clientPage, 'client-accepted');
    await client.close();

    // The owner: a notice on load, ACCEPTED and the client's views in the list.
    // The notice shows once, on the first load after the answer (here the dashboard).
    await signIn(page, account);
    await expect(
      toast(page, 'Jane Client accepted your proposal "Client link demo".'),
    ).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Proposals' })
      .click();
    const row = page
      .getByRole('table', { name: 'Proposals', exact: true })
      .getByRole('row')
      .filter({ hasText: 'Client link demo' });
    await expect(row).toContainText('ACCEPTED');
    await expect(row).toContainText(/Viewed 1×, last (just now|\d+ minutes? ago)/);

    await row.getByRole('button', { name: 'Client link & reminders' }).click();
    const dialog = page.getByRole('dialog', { name: 'Client link & reminders' });
    await expect(dialog.getByTestId('client-views')).toContainText('Viewed 1×');
    await expect(dialog).toContainText(path);
    await screenshot(page, 'client-owner-activity');
    await page.keyboard.press('Escape');

    // Accepted is final: the edit form says so as it opens and offers Duplicate instead.
    await row.getByRole('button', { name: 'Edit' }).click();
    const form = page.getByRole('dialog', { name: 'Edit Proposal' });
    await expect(form.getByRole('alert')).toContainText(DocumentMessages.proposal.acceptedIsFinal);
    await expect(form.getByRole('button', { name: 'Update Proposal' })).toBeDisabled();
    await expect(form.getByRole('button', { name: 'Duplicate' })).toBeVisible();
    await screenshot(page, 'proposal-edit-accepted');
  });

  test('an expired proposal says so and offers no Accept', async ({ browser }) => {
    const { id } = await createProposal(
      account.token,
      proposalInput({
        proposalTitle: 'Old offer',
        proposalDate: '2026-01-05',
        expirationDate: '2026-01-31',
      }),
    );
    const path = await clientPath(account, id);
    const client = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const clientPage = await client.newPage();
    await clientPage.goto(path);
    await expect(clientPage.getByText(proposalExpiredMessage('2026-01-31'))).toBeVisible();
    await expect(clientPage.getByRole('button', { name: 'Accept proposal' })).toHaveCount(0);
    await screenshot(clientPage, 'client-expired');
    await client.close();
  });

  test('a wrong link says it is not valid', async ({ browser }) => {
    const client = await browser.newContext();
    const clientPage = await client.newPage();
    await clientPage.goto(`/c/${'A'.repeat(43)}`);
    await expect(clientPage.getByRole('heading', { name: 'Link not available' })).toBeVisible();
    await client.close();
  });
});
