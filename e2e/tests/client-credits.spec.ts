import { THEME_STORAGE_KEY } from '@dealdraft/domain';
import { expect, test } from '@playwright/test';
import { createAccount, graphql, signIn, toast } from './support/accounts';
import { createInvoice, invoiceInput } from './support/documents';
import { screenshot } from './support/screens';

/**
 * Money received is never dropped. The client opens the test gateway's page for a 120.00
 * invoice; meanwhile the owner records 50.00 paid by hand, so the page's 120.00 no longer fits
 * the balance. Paid anyway, it is kept as a credit on the client: the owner sees it on the
 * client page and applies it to another open invoice of the client, which it pays in full.
 */
test('the owner sees an unapplied credit on the client page and applies it to an open invoice', async ({
  page,
}) => {
  const owner = await createAccount('Ada Lovelace');
  const retainer = [{ description: 'Retainer', rate: 120, quantity: 1 }];
  const first = await createInvoice(
    owner.token,
    invoiceInput({ status: 'sent', lineItems: retainer }),
  );
  const second = await createInvoice(
    owner.token,
    invoiceInput({ status: 'sent', lineItems: retainer }),
  );
  const { createClientLink } = await graphql<{ createClientLink: { url: string } }>(
    owner.token,
    'mutation ($input: CreateClientLinkInput!) { createClientLink(input: $input) { url } }',
    { input: { documentKind: 'invoice', documentId: first.id } },
  );
  const token = new URL(createClientLink.url).pathname.split('/c/')[1];
  const { payInvoice } = await graphql<{ payInvoice: { url: string } }>(
    null,
    'mutation ($t: String!) { payInvoice(token: $t) { url } }',
    { t: token },
  );
  const session = new URL(payInvoice.url).searchParams.get('session')!;
  await graphql(
    owner.token,
    'mutation ($id: ID!) { recordPayment(invoiceId: $id, input: { amount: 50, sendReceipt: false }) { payment { id } } }',
    { id: first.id },
  );
  await graphql(
    null,
    'mutation ($s: String!) { paySimulatedInvoicePayment(session: $s) { url } }',
    { s: session },
  );
  const { invoice } = await graphql<{ invoice: { clientId: string } }>(
    owner.token,
    'query ($id: ID!) { invoice(id: $id) { clientId } }',
    { id: first.id },
  );

  await signIn(page, owner, `/clients/${invoice.clientId}`);
  const credits = page.getByRole('list', { name: 'Unapplied credits' });
  await expect(credits).toContainText('$120.00');
  await expect(credits).toContainText(`Paid on ${first.invoiceNumber}`);
  await expect(credits).toContainText(/the invoice was paid in the meantime/i);
  await screenshot(page, 'client-credits');

  await page.getByLabel('Apply to').selectOption({ label: `${second.invoiceNumber} · $120.00` });
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(toast(page, 'Credit applied')).toBeVisible();
  await expect(credits).toHaveCount(0);
  const { invoicePayments } = await graphql<{
    invoicePayments: { amount: number; method: string }[];
  }>(owner.token, 'query ($id: ID!) { invoicePayments(invoiceId: $id) { amount method } }', {
    id: second.id,
  });
  expect(invoicePayments).toEqual([{ amount: 120, method: 'card' }]);
  const row = page.getByRole('row').filter({ hasText: second.invoiceNumber });
  await expect(row).toContainText('PAID');
});

test('the payments panel says a payment page is open and closes it, in dark mode', async ({
  page,
}) => {
  const owner = await createAccount('Grace Hopper');
  const invoice = await createInvoice(
    owner.token,
    invoiceInput({ status: 'sent', lineItems: [{ description: 'Audit', rate: 80, quantity: 1 }] }),
  );
  const { createClientLink } = await graphql<{ createClientLink: { url: string } }>(
    owner.token,
    'mutation ($input: CreateClientLinkInput!) { createClientLink(input: $input) { url } }',
    { input: { documentKind: 'invoice', documentId: invoice.id } },
  );
  const token = new URL(createClientLink.url).pathname.split('/c/')[1];
  await graphql(null, 'mutation ($t: String!) { payInvoice(token: $t) { url } }', { t: token });

  await signIn(page, owner, '/invoices');
  await page.evaluate((key) => localStorage.setItem(key, 'dark'), THEME_STORAGE_KEY);
  await page.reload();
  const row = page.getByRole('row').filter({ hasText: invoice.invoiceNumber });
  await row.getByRole('button', { name: 'Payments' }).click();
  const notice = page.getByRole('status').filter({ hasText: 'A payment page is open' });
  await expect(notice).toBeVisible();
  await screenshot(page, 'payment-pages-open-dark');
  await page.getByRole('button', { name: 'Close payment pages' }).click();
  await expect(toast(page, 'Payment pages closed')).toBeVisible();
  await expect(notice).toHaveCount(0);
});
