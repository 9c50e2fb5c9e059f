import { Copy, DocumentMessages } from '@dealdraft/domain';
import { expect, test } from '@playwright/test';
import { createAccount, signIn, toast } from './support/accounts';
import { createProposal, proposalInput } from './support/documents';
import { screenshot } from './support/screens';

const C = DocumentMessages.conversion;

/** Proposal → invoice: an accepted proposal leads to its draft invoice. */
test('an accepted proposal becomes a draft invoice that says which proposal it is for', async ({
  page,
}) => {
  const account = await createAccount('Katherine Johnson');
  const proposal = await createProposal(
    account.token,
    proposalInput({
      proposalTitle: 'Trajectory analysis',
      status: 'accepted',
      services: [
        { description: 'Orbital calculations', price: 1500, quantity: 2 },
        { description: 'Review meeting', price: 250, quantity: 1 },
      ],
    }),
  );
  await signIn(page, account, '/proposals');
  const row = page
    .getByRole('table', { name: Copy.proposals.title, exact: true })
    .getByRole('row')
    .filter({ hasText: 'Trajectory analysis' });
  await row.getByRole('button', { name: 'Create invoice' }).click();
  await expect(toast(page, C.invoiced)).toBeVisible();

  await expect(page).toHaveURL('/invoices');
  const dialog = page.getByRole('dialog', { name: Copy.invoices.editTitle });
  await expect(dialog.getByText(C.forProposal(proposal.proposalNumber))).toBeVisible();
  await expect(dialog.getByLabel('Description').first()).toHaveValue('Orbital calculations');
  await expect(dialog.getByRole('status', { name: 'Total', exact: true })).toHaveText('$3,250.00');
  await screenshot(page, 'invoice-from-proposal');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Back on the proposal, the row now leads to the invoice instead of making another.
  await page.goto('/proposals');
  await expect(row.getByRole('button', { name: /^View invoice INV-\d+$/ })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Create invoice' })).toHaveCount(0);
});
