import { Copy } from '@dealdraft/domain';
import { expect, test } from '@playwright/test';
import { createAccount, graphql, signIn, type Account } from './support/accounts';
import { databaseUrl, recordOpenedEmail } from './support/database';
import { createInvoice, createProposal, invoiceInput, proposalInput } from './support/documents';
import { expectReachable } from './support/reach';
import { screenshot } from './support/screens';

// 120 characters: a legal name with its trading name, as long as real ones get.
const LONG_CLIENT =
  'Northwind Traders International Holdings and Subsidiaries, Trading as Northwind Fine Foods & Beverages (Europe) Limited.';

const KINDS = [
  {
    kind: 'proposal',
    path: '/proposals',
    title: Copy.proposals.title,
    // Edit, duplicate, e-mail, PDF, client link & reminders, delete.
    actionCount: 6,
    create: (account: Account) =>
      createProposal(
        account.token,
        proposalInput({ clientName: LONG_CLIENT, proposalTitle: 'Quarterly supply agreement' }),
      ),
  },
  {
    kind: 'invoice',
    path: '/invoices',
    title: Copy.invoices.title,
    // The same and Payments.
    actionCount: 7,
    create: (account: Account) =>
      createInvoice(account.token, invoiceInput({ clientName: LONG_CLIENT })),
  },
] as const;

/** Opens the document's client page `times` times, as the client following the link would. */
async function viewAsClient(
  account: Account,
  kind: 'proposal' | 'invoice',
  documentId: string,
  times: number,
): Promise<void> {
  const { createClientLink } = await graphql<{ createClientLink: { url: string } }>(
    account.token,
    'mutation ($input: CreateClientLinkInput!) { createClientLink(input: $input) { url } }',
    { input: { documentKind: kind, documentId } },
  );
  const token = new URL(createClientLink.url).pathname.split('/').pop()!;
  for (let view = 0; view < times; view++) {
    await graphql(
      null,
      'query ($token: String!) { clientDocument(token: $token) { __typename } }',
      {
        token,
      },
    );
  }
}

test.describe('the lists keep every action in reach', () => {
  test.skip(!databaseUrl, 'E2E_DATABASE_URL is needed to record the e-mail opens');

  let account: Account;
  test.beforeAll(async () => {
    account = await createAccount('Ada Lovelace');
  });

  for (const { kind, path, title, actionCount, create } of KINDS) {
    test(`a viewed, opened ${kind} for a client with a 120-character name: every action is inside the viewport at 1024 and 1280 px`, async ({
      page,
    }) => {
      expect(LONG_CLIENT).toHaveLength(120);
      const { id } = await create(account);
      await viewAsClient(account, kind, id, 5);
      await recordOpenedEmail(kind, id, 5);

      await signIn(page, account, path);
      const row = page
        .getByRole('table', { name: title, exact: true })
        .getByRole('row')
        .filter({ hasText: LONG_CLIENT });
      await expect(row).toContainText('Opened 5×');
      await expect(row).toContainText(/Viewed 5×, last (just now|\d+ minutes? ago)/);
      // The name is cut short on screen, not in the page: hovering shows it whole.
      await expect(row.getByTitle(LONG_CLIENT, { exact: true })).toBeVisible();

      for (const width of [1024, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        const actions = row.getByRole('button');
        await expect(actions).toHaveCount(actionCount);
        for (const action of await actions.all()) await expectReachable(action, `${width} px`);
      }
      await screenshot(page, `${kind}s-list-activity`);
    });
  }
});
