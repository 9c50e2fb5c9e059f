import { Copy, DocumentMessages, WorkspaceMessages } from '@dealdraft/domain';
import { expect, test } from '@playwright/test';
import { createAccount, graphql, signInThroughScreen, toast } from '../tests/support/accounts';
import { fill, firstDocumentForm, WEDDING_INVOICE, WEDDING_PROPOSAL } from './support';

/**
 * A numbering pattern set on /workspace, then a proposal and an invoice created from their
 * forms: the number field says it is given on save, and the api numbers both by the pattern.
 */
test('with a numbering pattern, a proposal and an invoice are created from the forms and numbered by it', async ({
  page,
}) => {
  const year = new Date().toISOString().slice(0, 4);
  const account = await createAccount('Anna Berger');
  await signInThroughScreen(page, account, '/workspace');
  await page.getByLabel(/Proposal numbers/).fill('ANG-{YYYY}-{SEQ:3}');
  await expect(page.getByText(`The first one reads ANG-${year}-001.`)).toBeVisible();
  await page.getByLabel(/Invoice numbers/).fill('RE-{YYYY}-{SEQ:3}');
  await expect(page.getByText(`The first one reads RE-${year}-001.`)).toBeVisible();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, WorkspaceMessages.updated)).toBeVisible();

  await page.goto('/proposals');
  const proposal = await firstDocumentForm(page, 'proposal');
  await fill(proposal, WEDDING_PROPOSAL);
  await proposal.getByLabel('Description').fill('Reportage, 10 Stunden');
  await proposal.getByLabel('Price').fill('2400');
  await proposal.getByRole('button', { name: 'Create Proposal' }).click();
  await expect(toast(page, DocumentMessages.proposal.created)).toBeVisible();
  await expect(proposal).toBeHidden();
  await expect(
    page
      .getByRole('table', { name: Copy.proposals.title, exact: true })
      .getByText(`ANG-${year}-001`),
  ).toBeVisible();

  await page.goto('/invoices');
  const invoice = await firstDocumentForm(page, 'invoice');
  await fill(invoice, WEDDING_INVOICE);
  await invoice.getByLabel('Description').fill('Reportage, 10 Stunden');
  await invoice.getByLabel('Rate').fill('2400');
  await invoice.getByRole('button', { name: 'Create Invoice' }).click();
  await expect(toast(page, DocumentMessages.invoice.created)).toBeVisible();
  await expect(invoice).toBeHidden();
  await expect(
    page.getByRole('table', { name: Copy.invoices.title, exact: true }).getByText(`RE-${year}-001`),
  ).toBeVisible();

  // Read back: the api stored the numbers the pattern gave, nothing the form made up.
  const { proposals, invoices } = await graphql<{
    proposals: { nodes: { proposalNumber: string }[] };
    invoices: { nodes: { invoiceNumber: string }[] };
  }>(
    account.token,
    '{ proposals { nodes { proposalNumber } } invoices { nodes { invoiceNumber } } }',
  );
  expect(proposals.nodes.map((p) => p.proposalNumber)).toEqual([`ANG-${year}-001`]);
  expect(invoices.nodes.map((i) => i.invoiceNumber)).toEqual([`RE-${year}-001`]);
});
