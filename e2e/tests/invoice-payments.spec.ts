import { Copy, PaymentMessages, THEME_STORAGE_KEY, todayIso } from '@dealdraft/domain';
import { expect, test, type Page } from '@playwright/test';
import { createAccount, signIn, toast } from './support/accounts';
import { createInvoice, invoiceInput } from './support/documents';
import { expectAccessible, screenshot } from './support/screens';

const NUMBER = 'INV-2026-0318';

const row = (page: Page) =>
  page
    .getByRole('table', { name: Copy.invoices.title, exact: true })
    .getByRole('row')
    .filter({ hasText: NUMBER });
const dialog = (page: Page) => page.getByRole('dialog', { name: `Payments for ${NUMBER}` });
const amounts = (page: Page) => dialog(page).getByLabel('Amounts');

async function openPayments(page: Page) {
  await row(page).getByRole('button', { name: 'Payments' }).click();
  await expect(dialog(page)).toBeVisible();
}

async function closePayments(page: Page) {
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
}

/** Waits out a toast, so a full-page screenshot does not catch it over the page. */
async function toastGone(page: Page, message: string) {
  await expect(toast(page, message)).toBeHidden({ timeout: 10_000 });
}

test('payments against an invoice: part, too much, the rest, then a refund reopens it', async ({
  page,
}) => {
  // Four ledger writes, two screenshot pairs in two themes and an accessibility scan.
  test.slow();
  const account = await createAccount();
  await createInvoice(
    account.token,
    invoiceInput({
      invoiceNumber: NUMBER,
      lineItems: [{ description: 'Brand identity', rate: 1200, quantity: 1 }],
      status: 'sent',
      dueDate: todayIso(new Date(Date.now() + 30 * 86_400_000)),
    }),
  );
  await signIn(page, account, '/invoices');
  await expect(row(page)).toContainText('SENT');

  // $500 by bank transfer, with its reference.
  await openPayments(page);
  await expect(dialog(page)).toContainText('From Jane Client');
  await expect(dialog(page).getByText('No payments recorded yet.')).toBeVisible();
  await expect(amounts(page)).toContainText('$1,200.00');
  const amount = dialog(page).getByLabel('Amount (USD)', { exact: true });
  await expect(amount).toHaveValue('1200.00');
  await amount.fill('500');
  await dialog(page).getByLabel('Method').selectOption({ label: 'Bank transfer' });
  await dialog(page).getByLabel('Reference').fill('BT-2026-0042');
  await dialog(page).getByRole('button', { name: 'Record payment' }).click();
  await expect(toast(page, PaymentMessages.recorded)).toBeVisible();
  const ledger = dialog(page).getByRole('list', { name: 'Payments and refunds' });
  await expect(ledger.getByRole('listitem')).toHaveCount(1);
  await expect(ledger).toContainText('Bank transfer');
  await expect(ledger).toContainText('Ref. BT-2026-0042');
  await expect(amounts(page)).toContainText('$700.00');
  await closePayments(page);
  await expect(row(page)).toContainText('PARTIALLY PAID');
  await expect(row(page)).toContainText('Balance $700.00');

  // $800 is more than is owed: refused on the amount, nothing recorded.
  await openPayments(page);
  await expect(amount).toHaveValue('700.00');
  await amount.fill('800');
  await dialog(page).getByRole('button', { name: 'Record payment' }).click();
  await expect(amount).toHaveAccessibleDescription(
    'This payment is more than the balance due ($700.00): record at most the balance',
  );
  await expect(ledger.getByRole('listitem')).toHaveCount(1);

  // The rest: paid in full.
  await amount.fill('700');
  await dialog(page).getByLabel('Method').selectOption({ label: 'Cheque' });
  await dialog(page).getByRole('button', { name: 'Record payment' }).click();
  await expect(dialog(page).getByText('Paid in full')).toBeVisible();
  await expect(ledger.getByRole('listitem')).toHaveCount(2);
  await expect(dialog(page).getByRole('button', { name: 'Record payment' })).toHaveCount(0);
  await closePayments(page);
  await expect(row(page).getByText('PAID', { exact: true })).toBeVisible();
  await expect(row(page)).not.toContainText('Balance');

  // $200 of the first payment goes back: partially paid again.
  await openPayments(page);
  await ledger.getByRole('button', { name: /^Refund the \$500\.00 payment/ }).click();
  const refund = dialog(page).getByRole('form', { name: 'Refund' });
  await expect(refund.getByLabel('Refund amount (USD)')).toHaveValue('500.00');
  await expect(refund.getByLabel('Refund amount (USD)')).toBeFocused();
  await refund.getByLabel('Refund amount (USD)').fill('200');
  await refund.getByLabel('Note').fill('One revision round dropped');
  await refund.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(toast(page, PaymentMessages.refunded)).toBeVisible();
  await expect(refund).toBeHidden();
  await expect(ledger.getByRole('listitem')).toHaveCount(3);
  await expect(ledger.getByRole('listitem').nth(2)).toContainText('-$200.00');
  await expect(ledger.getByRole('listitem').nth(2)).toContainText('Refund');
  await expect(amounts(page)).toContainText('$200.00');
  await expect(amount).toHaveValue('200.00');
  // What is left of the first payment can still go back; the second is untouched.
  await expect(ledger.getByRole('button', { name: /^Refund the \$500\.00 payment/ })).toBeVisible();
  await toastGone(page, PaymentMessages.refunded);
  await toastGone(page, PaymentMessages.recorded);
  // Not hovering the last button clicked.
  await page.mouse.move(0, 0);
  await screenshot(page, 'invoice-payments');
  await expectAccessible(page);

  await page.evaluate((key) => localStorage.setItem(key, 'dark'), THEME_STORAGE_KEY);
  await page.reload();
  await openPayments(page);
  await expect(ledger.getByRole('listitem')).toHaveCount(3);
  await screenshot(page, 'invoice-payments-dark');
  await expectAccessible(page);
  await closePayments(page);
  await expect(row(page)).toContainText('Balance $200.00');
  await screenshot(page, 'invoices-partially-paid-dark');
  await page.evaluate((key) => localStorage.setItem(key, 'light'), THEME_STORAGE_KEY);
  await page.reload();

  await expect(row(page)).toContainText('PARTIALLY PAID');
  await expect(row(page)).toContainText('Balance $200.00');
  await screenshot(page, 'invoices-partially-paid');
  await expectAccessible(page);
});
