import { THEME_STORAGE_KEY } from '@dealdraft/domain';
import { expect, test } from '@playwright/test';
import { createAccount, graphql, signIn } from './support/accounts';
import { createInvoice, invoiceInput } from './support/documents';
import { screenshot } from './support/screens';

/**
 * The client pays an invoice from its link. The suite's workspaces have no Stripe
 * keys, so Pay now goes to the app's own labelled test gateway, which records the payment
 * through the same ledger code as Stripe's webhook; the owner then sees the invoice paid.
 */
test('the client opens the invoice link, pays through the simulated gateway, and the owner sees it paid', async ({
  page,
  browser,
}) => {
  const owner = await createAccount('Ada Lovelace');
  const invoice = await createInvoice(
    owner.token,
    invoiceInput({
      status: 'sent',
      lineItems: [
        { description: 'Brand identity', rate: 1200, quantity: 1 },
        { description: 'Website pages', rate: 380.5, quantity: 2 },
      ],
    }),
  );
  const { createClientLink } = await graphql<{ createClientLink: { url: string } }>(
    owner.token,
    'mutation ($input: CreateClientLinkInput!) { createClientLink(input: $input) { url } }',
    { input: { documentKind: 'invoice', documentId: invoice.id } },
  );
  const linkPath = new URL(createClientLink.url).pathname;

  // The client, on a phone, with no account.
  const client = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await client.goto(linkPath);
  const panel = client.getByRole('region', { name: 'Payment' });
  await expect(panel).toContainText('Balance due');
  await expect(panel).toContainText('$1,961.00');
  await expect(panel).toContainText('Test payments: no money moves');
  await screenshot(client, 'client-pay');

  await client.getByRole('button', { name: 'Pay $1,961.00 now' }).click();
  await expect(client).toHaveURL(/\/pay\/simulated\?session=/);
  await expect(client.getByText('Test payment', { exact: true })).toBeVisible();
  await expect(client.getByText(invoice.invoiceNumber)).toBeVisible();
  await screenshot(client, 'client-pay-simulated');

  await client.getByRole('button', { name: 'Pay $1,961.00' }).click();
  await expect(client).toHaveURL(new RegExp(`${linkPath}\\?payment=success$`));
  await expect(panel).toContainText('Paid in full. Thank you!');
  await expect(panel).toContainText('Thank you! Your payment was received.');
  await expect(panel).toContainText('Paid so far: $1,961.00');
  await expect(client.getByRole('button', { name: /^Pay / })).toHaveCount(0);
  await screenshot(client, 'client-paid');
  await client.evaluate((key) => localStorage.setItem(key, 'dark'), THEME_STORAGE_KEY);
  await client.reload();
  await expect(panel).toContainText('Paid in full. Thank you!');
  await screenshot(client, 'client-paid-dark');
  await client.close();

  // The owner sees it paid, with the card payment in the ledger.
  await signIn(page, owner, '/invoices');
  const row = page.getByRole('row').filter({ hasText: invoice.invoiceNumber });
  await expect(row).toContainText('PAID');
  const { invoicePayments } = await graphql<{
    invoicePayments: { amount: number; method: string; online: boolean }[];
  }>(owner.token, 'query ($id: ID!) { invoicePayments(invoiceId: $id) { amount method online } }', {
    id: invoice.id,
  });
  expect(invoicePayments).toEqual([{ amount: 1961, method: 'card', online: true }]);
});
