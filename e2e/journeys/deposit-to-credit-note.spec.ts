import { Copy, CreditNoteMessages, DocumentMessages, PaymentMessages } from '@dealdraft/domain';
import { expect, test, type Page } from '@playwright/test';
import { createAccount, signInThroughScreen, toast, uniqueEmail } from '../tests/support/accounts';
import { databaseUrl, upgradeToFreelancer } from '../tests/support/database';
import { attachedPdfText, fill, firstDocumentForm, mailTo } from './support';

/**
 * A $3,980.10 job with a 30 % deposit, from the proposal to a credit note, every step through
 * the screens: the proposal is sent, the client accepts and pays the deposit on the client
 * page, the final invoice is made from the proposal and sent, a partial payment is recorded, a
 * credit note issued and sent. At each step the e-mail, its PDF and the client page state the
 * same balance as the app: the deposit is never asked for twice.
 */
const invoices = (page: Page) =>
  page.getByRole('table', { name: Copy.invoices.title, exact: true }).getByRole('row');

test('proposal with a deposit → accepted and paid → final invoice → partial payment → credit note, the same balance everywhere', async ({
  browser,
  page,
}) => {
  test.skip(!databaseUrl, 'The plan is set in the database: e-mail and PDFs need a paid plan');
  test.slow();
  const owner = await createAccount('Anna Berger');
  await upgradeToFreelancer(owner.email);
  const client = uniqueEmail();

  // The proposal, with a 30 % deposit on acceptance.
  await signInThroughScreen(page, owner, '/proposals');
  const form = await firstDocumentForm(page, 'proposal');
  await fill(form, {
    'Client Name': 'Jonas Weber',
    'Client Company': 'Weber & Partner',
    'Client Email': client,
    'Proposal Title': 'Wedding photography',
    'Payment Terms': 'Balance within 14 days of the wedding',
    'Company Name': 'Berger Photography',
    'Company Email': 'anna@berger.example',
    'Company Address': 'Oranienstraße 12, 10999 Berlin',
  });
  await form.getByLabel('Description').fill('Wedding reportage and album');
  await form.getByLabel('Price').fill('3980.10');
  await form.getByLabel(/^Deposit on acceptance/).selectOption({ label: 'Percent of total' });
  await form.getByLabel('Deposit percent').fill('30');
  await expect(form.getByLabel(/^Deposit on acceptance/)).toHaveAccessibleDescription(
    'The client pays $1,194.03 on acceptance, by a deposit invoice',
  );
  await form.getByRole('button', { name: 'Create Proposal' }).click();
  await expect(toast(page, DocumentMessages.proposal.created)).toBeVisible();

  const proposalRow = page
    .getByRole('table', { name: Copy.proposals.title, exact: true })
    .getByRole('row')
    .filter({ hasText: 'Wedding photography' });
  await proposalRow.getByRole('button', { name: 'Send by e-mail' }).click();
  await page
    .getByRole('dialog', { name: 'Send Proposal by E-mail' })
    .getByRole('button', { name: 'Send', exact: true })
    .click();
  await expect(toast(page, `Proposal sent to ${client}`)).toBeVisible({ timeout: 60_000 });

  // The proposal e-mail states the deposit due on acceptance; its PDF the total.
  const proposalMail = await mailTo(client, /^Proposal: Wedding photography$/);
  expect(proposalMail.text).toContain('$1,194.03');
  expect(await attachedPdfText(proposalMail)).toContain('3,980.10');
  const proposalLink = /https?:\/\/\S+\/c\/[\w-]+/.exec(proposalMail.text ?? '')![0];

  // The client accepts and pays the deposit on the client page.
  const clientPage = await browser.newPage();
  await clientPage.goto(new URL(proposalLink).pathname);
  await expect(
    clientPage.getByText('A deposit of 30% ($1,194.03) is due on acceptance.'),
  ).toBeVisible();
  await clientPage.getByLabel('Full name').fill('Jonas Weber');
  await clientPage.getByRole('button', { name: 'Accept proposal' }).click();
  await expect(clientPage).toHaveURL(/\/pay\/simulated\?session=/);
  await clientPage.getByRole('button', { name: 'Pay $1,194.03' }).click();
  await expect(clientPage.getByRole('region', { name: 'Payment' })).toContainText(
    'Paid in full. Thank you!',
  );
  await clientPage.close();

  // The final invoice, made from the proposal, deducts the deposit; it is sent.
  await page.reload();
  await proposalRow.getByRole('button', { name: 'Create invoice' }).click();
  await expect(toast(page, DocumentMessages.conversion.invoiced)).toBeVisible();
  const finalForm = page.getByRole('dialog', { name: Copy.invoices.editTitle });
  await expect(finalForm.getByRole('status', { name: 'Total', exact: true })).toHaveText(
    '$3,980.10',
  );
  await finalForm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL('/invoices');
  const finalRow = invoices(page).filter({ hasText: '$3,980.10' });
  await expect(finalRow).toHaveCount(1);
  const finalNumber = (await finalRow
    .getByText(/^INV-\d+$/)
    .first()
    .textContent())!.trim();
  const depositNumber = (await invoices(page)
    .filter({ hasText: '$1,194.03' })
    .getByText(/^INV-\d+$/)
    .first()
    .textContent())!.trim();
  await finalRow.getByRole('button', { name: 'Send by e-mail' }).click();
  const send = page.getByRole('dialog', { name: 'Send Invoice by E-mail' });
  await expect(send.getByLabel('Message')).toHaveValue(
    new RegExp(`Less deposit paid, invoice ${depositNumber}: −\\$1,194\\.03`),
  );
  await send.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(toast(page, `Invoice sent to ${client}`)).toBeVisible({ timeout: 60_000 });

  const invoiceMail = await mailTo(client, new RegExp(`^Invoice: ${finalNumber}$`));
  const deduction = `Less deposit paid, invoice ${depositNumber}: −$1,194.03`;
  expect(invoiceMail.text).toContain(deduction);
  expect(invoiceMail.text).toContain('The amount due is $2,786.07');
  expect(invoiceMail.text).not.toContain('The amount due is $3,980.10');
  const invoicePdf = await attachedPdfText(invoiceMail);
  expect(invoicePdf).toContain(`Less deposit paid, invoice ${depositNumber}`);
  expect(invoicePdf).toMatch(/Amount due \$2,786\.07/);
  const invoiceLink = /https?:\/\/\S+\/c\/[\w-]+/.exec(invoiceMail.text ?? '')![0];

  // A partial payment by hand, with a receipt.
  await finalRow.getByRole('button', { name: 'Payments' }).click();
  const payments = page.getByRole('dialog', { name: `Payments for ${finalNumber}` });
  await expect(
    payments.getByLabel('Amounts').getByText('Balance due').locator('xpath=..'),
  ).toContainText('$2,786.07');
  await payments.getByLabel('Amount (USD)', { exact: true }).fill('1000');
  await payments.getByRole('button', { name: 'Record payment' }).click();
  await expect(toast(page, PaymentMessages.recorded)).toBeVisible();
  await expect(
    payments.getByLabel('Amounts').getByText('Balance due').locator('xpath=..'),
  ).toContainText('$1,786.07');
  const receipt = await mailTo(client, new RegExp(`^Receipt for invoice ${finalNumber}$`));
  expect(receipt.text).toContain('$1,786.07');
  expect(receipt.text).not.toContain('$2,980.10');
  expect(await attachedPdfText(receipt)).toContain('1,786.07');
  await page.keyboard.press('Escape');

  // A credit note from the invoice's own action, sent to the client.
  await finalRow.getByRole('button', { name: 'Credit note…' }).click();
  const note = payments.getByRole('form', { name: 'Issue a credit note' });
  await note.getByLabel('Amount (USD)').fill('500');
  await note.getByLabel('Reason').fill('Album delivered late');
  await note.getByRole('button', { name: 'Issue credit note' }).click();
  await expect(toast(page, CreditNoteMessages.created)).toBeVisible();
  await expect(
    payments.getByLabel('Amounts').getByText('Balance due').locator('xpath=..'),
  ).toContainText('$1,286.07');
  await payments
    .getByRole('list', { name: 'Credit notes' })
    .getByRole('button', { name: /^Send CN-.* to the client$/ })
    .click();
  await expect(toast(page, CreditNoteMessages.queued)).toBeVisible();
  const creditMail = await mailTo(
    client,
    new RegExp(`^Credit note CN-\\S+ for invoice ${finalNumber}$`),
  );
  expect(creditMail.text).toContain('$1,286.07');
  expect(await attachedPdfText(creditMail)).toContain('1,286.07');
  await page.keyboard.press('Escape');
  await expect(finalRow).toContainText('Balance $1,286.07');

  // The client page of the invoice says the same.
  const invoicePage = await browser.newPage();
  await invoicePage.goto(new URL(invoiceLink).pathname);
  await expect(invoicePage.getByText(deduction).filter({ visible: true })).toBeVisible();
  await expect(invoicePage.getByRole('region', { name: 'Payment' })).toContainText('$1,286.07');
  await invoicePage.close();
});
