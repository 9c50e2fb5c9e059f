import { DashboardCopy, THEME_STORAGE_KEY } from '@dealdraft/domain';
import { expect, test, type Page } from '@playwright/test';
import { createAccount, graphql, signIn } from './support/accounts';
import { createProposal, invoiceInput, proposalInput } from './support/documents';
import { screenshot } from './support/screens';

/**
 * A deposit on acceptance: the client reads that a deposit is due, accepts, and is
 * taken straight to pay it (the suite has no Stripe keys: the labelled test gateway), then lands
 * on the deposit invoice, paid; the final invoice made from the proposal deducts it.
 */
test('the client accepts a proposal with a deposit and is taken straight to pay it', async ({
  browser,
}) => {
  const owner = await createAccount('Ada Lovelace');
  const proposal = await createProposal(
    owner.token,
    proposalInput({
      status: 'sent',
      proposalTitle: 'Brand refresh',
      services: [{ description: 'Brand identity', price: 2400, quantity: 1 }],
      deposit: { percent: 25 },
    }),
  );
  const { createClientLink } = await graphql<{ createClientLink: { url: string } }>(
    owner.token,
    'mutation ($input: CreateClientLinkInput!) { createClientLink(input: $input) { url } }',
    { input: { documentKind: 'proposal', documentId: proposal.id } },
  );

  const client = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await client.goto(new URL(createClientLink.url).pathname);
  await expect(client.getByText('A deposit of 25% ($600.00) is due on acceptance.')).toBeVisible();
  await screenshot(client, 'client-deposit-proposal');

  await client.getByLabel('Full name').fill('Jane Client');
  await client.getByRole('button', { name: 'Accept proposal' }).click();
  await expect(client).toHaveURL(/\/pay\/simulated\?session=/);
  await expect(client.getByText('$600.00').first()).toBeVisible();
  await client.getByRole('button', { name: 'Pay $600.00' }).click();

  // Back on the deposit invoice's own page, paid.
  await expect(client).toHaveURL(/\/c\/[\w-]+\?payment=success$/);
  const panel = client.getByRole('region', { name: 'Payment' });
  await expect(panel).toContainText('Paid in full. Thank you!');
  await expect(
    client.getByText(/Deposit \(25%\) on proposal PROP-/).filter({ visible: true }),
  ).toBeVisible();
  await screenshot(client, 'client-deposit-paid');
  await client.close();

  // The final invoice made from the proposal deducts the deposit paid.
  const { createInvoiceFromProposal } = await graphql<{
    createInvoiceFromProposal: { depositDeducted: number; balanceDue: number };
  }>(
    owner.token,
    'mutation ($id: ID!) { createInvoiceFromProposal(proposalId: $id) { depositDeducted balanceDue } }',
    { id: proposal.id },
  );
  expect(createInvoiceFromProposal).toEqual({ depositDeducted: 600, balanceDue: 1800 });
});

test('the dashboard and the client page count a deposit and the final invoice as one job', async ({
  browser,
}) => {
  // One €3,980.10 wedding with a 30 % deposit (€1,194.03), paid by the client; the final
  // invoice deducts it and is sent. Set up through the api: the screens under test only read.
  const owner = await createAccount('Mara Schulz');
  await graphql(
    owner.token,
    'mutation ($input: UpdateWorkspaceInput!) { updateWorkspace(input: $input) { id } }',
    { input: { name: 'Fotostudio Schulz', currency: 'EUR' } },
  );
  const { createClient } = await graphql<{ createClient: { id: string } }>(
    owner.token,
    'mutation ($input: ClientInput!) { createClient(input: $input) { id } }',
    { input: { name: 'Anna Weber', email: 'anna@weber.example', currency: 'EUR' } },
  );
  const forAnna = { clientId: createClient.id, clientName: 'Anna Weber', currency: 'EUR' };
  const proposal = await createProposal(
    owner.token,
    proposalInput({
      ...forAnna,
      clientEmail: 'anna@weber.example',
      status: 'sent',
      proposalTitle: 'Wedding photography',
      services: [{ description: 'Wedding, full day', price: 3980.1, quantity: 1 }],
      deposit: { percent: 30 },
    }),
  );
  const { createClientLink } = await graphql<{ createClientLink: { url: string } }>(
    owner.token,
    'mutation ($input: CreateClientLinkInput!) { createClientLink(input: $input) { url } }',
    { input: { documentKind: 'proposal', documentId: proposal.id } },
  );
  const client = await browser.newPage();
  await client.goto(new URL(createClientLink.url).pathname);
  await client.getByLabel('Full name').fill('Anna Weber');
  await client.getByRole('button', { name: 'Accept proposal' }).click();
  // The accept and the payment each write and redirect: generous waits for a loaded machine.
  await expect(client).toHaveURL(/\/pay\/simulated\?session=/, { timeout: 30_000 });
  await client.getByRole('button', { name: 'Pay €1,194.03' }).click();
  await expect(client).toHaveURL(/\/c\/[\w-]+\?payment=success$/, { timeout: 30_000 });
  await client.close();
  const { createInvoiceFromProposal: final } = await graphql<{
    createInvoiceFromProposal: { id: string; depositDeducted: number };
  }>(
    owner.token,
    'mutation ($id: ID!) { createInvoiceFromProposal(proposalId: $id) { id depositDeducted } }',
    { id: proposal.id },
  );
  expect(final.depositDeducted).toBe(1194.03);
  await graphql(
    owner.token,
    'mutation ($id: ID!, $input: InvoiceInput!) { updateInvoice(id: $id, input: $input) { id } }',
    {
      id: final.id,
      input: invoiceInput({
        ...forAnna,
        status: 'sent',
        // Dated today and due in two weeks, so it reads sent, not overdue.
        invoiceDate: new Date().toISOString().slice(0, 10),
        dueDate: new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10),
        lineItems: [{ description: 'Wedding, full day', rate: 3980.1, quantity: 1 }],
      }),
    },
  );

  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, owner);
  // The spec's Total Value adds the proposal and both invoices; beside it, the job once.
  const value = page.getByRole('group', { name: DashboardCopy.totalValue });
  await expect(value.getByTestId('stat-value')).toHaveText('€9,154.23');
  await expect(value).toContainText('Every proposal plus every invoice, deposit invoices too');
  await expect(value.getByTestId('stat-invoiced-net')).toHaveText('€3,980.10');
  await bothThemes(page, 'dashboard-deposit', () =>
    expect(value.getByTestId('stat-value')).toHaveText('€9,154.23'),
  );

  await page.goto(`/clients/${createClient.id}`);
  await expect(page.getByTestId('total-invoiced')).toHaveText('€3,980.10');
  await expect(page.getByTestId('total-paid')).toHaveText('€1,194.03');
  await expect(page.getByTestId('total-outstanding')).toHaveText('€2,786.07');
  await bothThemes(page, 'client-page-deposit', () =>
    expect(page.getByTestId('total-invoiced')).toHaveText('€3,980.10'),
  );
  await context.close();
});

/** Screenshots in the light theme, then reloaded in the dark one once `ready` holds. */
async function bothThemes(page: Page, name: string, ready: () => Promise<void>) {
  await page.evaluate((key) => localStorage.setItem(key, 'light'), THEME_STORAGE_KEY);
  await page.reload();
  await ready();
  await screenshot(page, name);
  await page.evaluate((key) => localStorage.setItem(key, 'dark'), THEME_STORAGE_KEY);
  await page.reload();
  await ready();
  await screenshot(page, `${name}-dark`);
}
