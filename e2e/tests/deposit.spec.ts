import { expect, test } from '@playwright/test';
import { createAccount, graphql } from './support/accounts';
import { createProposal, proposalInput } from './support/documents';
import { screenshot } from './support/screens';

/**
 * A deposit on acceptance (issue 18): the client reads that a deposit is due, accepts, and is
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
