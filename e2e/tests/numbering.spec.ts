import {
  Copy,
  DocumentMessages,
  NUMBER_ASSIGNED_ON_SAVE,
  TaxRateMessages,
  WorkspaceMessages,
} from '@dealdraft/domain';
import { expect, test } from '@playwright/test';
import { createAccount, graphql, setWorkspaceProfile, signIn, toast } from './support/accounts';
import { createInvoice, invoiceInput } from './support/documents';
import { screenshot } from './support/screens';

/**
 * Number patterns: set on /workspace with an example of the first number; a new
 * invoice then says its number is given on save, and the api numbers it by the pattern.
 */
test('an invoice number pattern and a tax rate set on the workspace; the pattern numbers the next invoices', async ({
  page,
}) => {
  const year = new Date().toISOString().slice(0, 4);
  const account = await createAccount('Mary Somerville');
  await signIn(page, account, '/workspace');
  const pattern = page.getByLabel(/Invoice numbers/);
  await expect(page.getByText('Numbered INV-{timestamp} (the default).')).toBeVisible();
  await pattern.fill('INV-{YYYY}-{SEQ:4}');
  await expect(page.getByText(`The first one reads INV-${year}-0001.`)).toBeVisible();
  await screenshot(page, 'workspace-numbering');

  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, WorkspaceMessages.updated)).toBeVisible();

  // Tax rates live beside the numbering: QST keeps its three decimals.
  await page.getByLabel('Tax name').fill('QST');
  await page.getByLabel('Percent').fill('9.975');
  await page.getByRole('button', { name: 'Add rate' }).click();
  await expect(toast(page, TaxRateMessages.created)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Tax rates' })).toContainText('QST 9.975%');
  await expect(toast(page, TaxRateMessages.created)).toBeHidden({ timeout: 10_000 });
  await screenshot(page, 'workspace-tax-rates');

  await page.goto('/invoices');
  await page.getByRole('button', { name: 'Create Your First Invoice' }).click();
  const form = page.getByRole('dialog', { name: Copy.invoices.createTitle });
  await expect(form.getByLabel('Invoice Number')).toHaveValue(NUMBER_ASSIGNED_ON_SAVE);
  await form.getByRole('button', { name: 'Cancel' }).click();

  // Two invoices made through the API get the next numbers in order.
  const first = await createInvoice(account.token, invoiceInput());
  const second = await createInvoice(account.token, invoiceInput());
  expect([first.invoiceNumber, second.invoiceNumber]).toEqual([
    `INV-${year}-0001`,
    `INV-${year}-0002`,
  ]);
  await page.reload();
  await expect(
    page
      .getByRole('table', { name: Copy.invoices.title, exact: true })
      .getByText(`INV-${year}-0002`),
  ).toBeVisible();
});

/**
 * With patterns set, the forms leave the number to them: a proposal and an invoice created and
 * then edited through the screens keep the numbers the patterns gave.
 */
test('with number patterns set, a proposal and an invoice are created and edited from the forms', async ({
  page,
}) => {
  const year = new Date().toISOString().slice(0, 4);
  const account = await createAccount('Anna Fotografie');
  await setWorkspaceProfile(account.token, {
    name: 'Anna Fotografie',
    email: 'anna@fotografie.example',
    address: 'Kastanienallee 12, 10435 Berlin',
  });
  await signIn(page, account, '/workspace');
  await page.getByLabel(/Proposal numbers/).fill('ANG-{YYYY}-{SEQ:3}');
  await page.getByLabel(/Invoice numbers/).fill('RE-{YYYY}-{SEQ:3}');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, WorkspaceMessages.updated)).toBeVisible();

  await page.goto('/proposals');
  await page.getByRole('button', { name: 'Create Your First Proposal' }).click();
  const proposal = page.getByRole('dialog', { name: Copy.proposals.createTitle });
  await expect(proposal.getByLabel('Proposal Number')).toHaveValue(NUMBER_ASSIGNED_ON_SAVE);
  for (const [label, value] of Object.entries({
    'Client Name': 'Jonas Weber',
    'Client Company': 'Weber & Co',
    'Client Email': 'jonas@weber.example',
    'Proposal Title': 'Hochzeitsreportage',
    'Payment Terms': '30 % Anzahlung',
  }))
    await proposal.getByLabel(label).fill(value);
  await proposal.getByLabel('Description').fill('Reportage, ganztags');
  await proposal.getByLabel('Price').fill('2400');
  await proposal.getByRole('button', { name: 'Create Proposal' }).click();
  await expect(toast(page, DocumentMessages.proposal.created)).toBeVisible();
  await expect(proposal).toBeHidden();

  // Editing keeps the number the pattern gave.
  const proposalRow = page
    .getByRole('table', { name: Copy.proposals.title, exact: true })
    .getByRole('row')
    .filter({ hasText: 'Hochzeitsreportage' });
  await proposalRow.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: Copy.proposals.editTitle });
  await expect(edit.getByLabel('Proposal Number')).toHaveValue(`ANG-${year}-001`);
  await edit.getByLabel('Proposal Title').fill('Hochzeitsreportage Potsdam');
  await edit.getByRole('button', { name: 'Update Proposal' }).click();
  await expect(toast(page, DocumentMessages.proposal.updated)).toBeVisible();

  await page.goto('/invoices');
  await page.getByRole('button', { name: 'Create Your First Invoice' }).click();
  const invoice = page.getByRole('dialog', { name: Copy.invoices.createTitle });
  await expect(invoice.getByLabel('Invoice Number')).toHaveValue(NUMBER_ASSIGNED_ON_SAVE);
  for (const [label, value] of Object.entries({
    'Client Name': 'Jonas Weber',
    'Client Email': 'jonas@weber.example',
    'Client Address': 'Lindenstraße 5\n14467 Potsdam',
    'Payment Terms': '14 Tage netto',
  }))
    await invoice.getByLabel(label).fill(value);
  await invoice.getByLabel('Description').fill('Anzahlung');
  await invoice.getByLabel('Rate').fill('720');
  await invoice.getByRole('button', { name: 'Create Invoice' }).click();
  await expect(toast(page, DocumentMessages.invoice.created)).toBeVisible();
  await expect(invoice).toBeHidden();
  const invoiceRow = page
    .getByRole('table', { name: Copy.invoices.title, exact: true })
    .getByRole('row')
    .filter({ hasText: `RE-${year}-001` });
  await expect(invoiceRow).toBeVisible();
  await invoiceRow.getByRole('button', { name: 'Edit' }).click();
  const invoiceEdit = page.getByRole('dialog', { name: Copy.invoices.editTitle });
  await expect(invoiceEdit.getByLabel('Invoice Number')).toHaveValue(`RE-${year}-001`);
  await invoiceEdit.getByLabel('Payment Terms').fill('7 Tage netto');
  await invoiceEdit.getByRole('button', { name: 'Update Invoice' }).click();
  await expect(toast(page, DocumentMessages.invoice.updated)).toBeVisible();

  const stored = await graphql<{
    proposals: { nodes: { proposalNumber: string; proposalTitle: string }[] };
    invoices: { nodes: { invoiceNumber: string; paymentTerms: string }[] };
  }>(
    account.token,
    '{ proposals(first: 5) { nodes { proposalNumber proposalTitle } } invoices(first: 5) { nodes { invoiceNumber paymentTerms } } }',
  );
  expect(stored.proposals.nodes).toEqual([
    { proposalNumber: `ANG-${year}-001`, proposalTitle: 'Hochzeitsreportage Potsdam' },
  ]);
  expect(stored.invoices.nodes).toEqual([
    { invoiceNumber: `RE-${year}-001`, paymentTerms: '7 Tage netto' },
  ]);
});
