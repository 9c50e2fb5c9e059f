import { addDays, Copy, DashboardCopy, THEME_STORAGE_KEY, todayIso } from '@dealdraft/domain';
import { expect, test, type Page } from '@playwright/test';
import { createAccount, graphql, signIn } from './support/accounts';
import { createInvoice, invoiceInput } from './support/documents';
import { screenshot } from './support/screens';

// Dates from the real today, each far inside its bucket, so the figures hold whenever this runs:
// 1 day past due stays 0–30 and 40, 70 and 200 days stay 31–60, 61–90 and 90+.
const TODAY = todayIso(new Date());
const daysAgo = (days: number) => addDays(TODAY, -days);

const receivables = (page: Page) => page.getByRole('region', { name: 'Receivables' });
const currency = (page: Page, code: string) =>
  receivables(page).getByRole('region', { name: `In ${code}` });
const aging = (page: Page, code: string) =>
  currency(page, code).getByRole('group', { name: 'Aging of unpaid invoices' });

async function sentInvoice(
  token: string,
  number: string,
  rate: number,
  dueDate: string,
  more = {},
) {
  return createInvoice(
    token,
    invoiceInput({
      invoiceNumber: number,
      status: 'sent',
      invoiceDate: daysAgo(250),
      dueDate,
      lineItems: [{ description: 'Work', rate, quantity: 1 }],
      ...more,
    }),
  );
}

test('the dashboard shows what is owed and aging per currency, each bucket opening its invoices', async ({
  page,
}) => {
  // Five invoices, a payment, and screenshot pairs in two themes.
  test.slow();
  const account = await createAccount();
  const yesterday = await sentInvoice(account.token, 'AGE-1', 1000, daysAgo(1));
  await graphql(
    account.token,
    'mutation ($invoiceId: ID!, $input: PaymentInput!) { recordPayment(invoiceId: $invoiceId, input: $input) { payment { id } } }',
    { invoiceId: yesterday.id, input: { amount: 400, sendReceipt: false } },
  );
  await sentInvoice(account.token, 'AGE-40', 300, daysAgo(40));
  await sentInvoice(account.token, 'AGE-70', 200, daysAgo(70));
  await sentInvoice(account.token, 'AGE-200', 150.5, daysAgo(200));
  await sentInvoice(account.token, 'AGE-EUR', 250, addDays(TODAY, 10), { currency: 'EUR' });

  // Still pictures: the cards' count-up at its final values.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signIn(page, account);
  const usd = currency(page, 'USD');
  await expect(usd.getByRole('link', { name: /Outstanding/ })).toContainText('$1,250.50');
  // The count is the figure's own line beside the link (the link is its value).
  await expect(usd.getByText('Outstanding', { exact: true }).locator('..')).toContainText(
    '4 invoices',
  );
  await expect(usd.getByRole('link', { name: /^Overdue/ })).toContainText('$1,250.50');
  await expect(usd.getByText('Paid this month').locator('..').locator('..')).toContainText(
    '$400.00',
  );
  await expect(aging(page, 'USD').getByRole('listitem')).toHaveText([
    /0–30 days\$600\.001 invoice/,
    /31–60 days\$300\.001 invoice/,
    /61–90 days\$200\.001 invoice/,
    /90\+ days\$150\.501 invoice/,
  ]);
  // Euros apart, never added to dollars: not yet due, so nothing overdue.
  const eur = currency(page, 'EUR');
  await expect(eur.getByRole('link', { name: /Outstanding/ })).toContainText('€250.00');
  await expect(eur.getByText('Overdue', { exact: true }).locator('..').locator('..')).toContainText(
    '€0.00',
  );

  // Total Value: every invoice's total in dollars, the euros beside them.
  await expect(page.getByRole('group', { name: DashboardCopy.totalValue })).toContainText(
    '$1,650.50',
  );
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
  await screenshot(page, 'dashboard-receivables');
  await page.evaluate((key) => localStorage.setItem(key, 'dark'), THEME_STORAGE_KEY);
  await page.reload();
  await expect(aging(page, 'USD').getByRole('listitem')).toHaveCount(4);
  await expect(page.getByRole('group', { name: DashboardCopy.totalValue })).toContainText(
    '$1,650.50',
  );
  await screenshot(page, 'dashboard-receivables-dark');
  await page.evaluate((key) => localStorage.setItem(key, 'light'), THEME_STORAGE_KEY);
  await page.reload();

  // A bucket opens the list filtered to it, and says so.
  await aging(page, 'USD')
    .getByRole('link', { name: /31–60 days/ })
    .click();
  await expect(page).toHaveURL('/invoices?aging=31-60&currency=USD');
  const table = page.getByRole('table', { name: Copy.invoices.title, exact: true });
  await expect(table.getByRole('row').filter({ hasText: 'AGE-' })).toHaveCount(1);
  await expect(table).toContainText('AGE-40');
  const chips = page.getByRole('group', { name: 'Filters from the link' });
  await expect(chips).toContainText('31–60 days past due');
  await expect(chips).toContainText('In USD');

  // Clearing the filters shows every invoice again.
  await chips.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL('/invoices');
  await expect(table.getByRole('row').filter({ hasText: 'AGE-' })).toHaveCount(5);

  // The overdue figure opens the overdue invoices in its currency.
  await page.goto('/dashboard');
  await currency(page, 'USD')
    .getByRole('link', { name: /^Overdue/ })
    .click();
  await expect(page).toHaveURL('/invoices?status=overdue&currency=USD');
  await expect(page.getByRole('combobox', { name: 'Filter by status' })).toHaveText('Overdue');
  await expect(table.getByRole('row').filter({ hasText: 'AGE-' })).toHaveCount(4);
});
