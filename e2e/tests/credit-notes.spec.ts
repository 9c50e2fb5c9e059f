import { Copy, CreditNoteMessages, THEME_STORAGE_KEY, todayIso } from '@dealdraft/domain';
import { expect, test, type Page } from '@playwright/test';
import { createAccount, signIn, toast } from './support/accounts';
import { databaseUrl, upgradeToFreelancer } from './support/database';
import { createInvoice, invoiceInput } from './support/documents';
import { expectAccessible, screenshot } from './support/screens';

const NUMBER = 'INV-2026-0412';

const row = (page: Page) =>
  page
    .getByRole('table', { name: Copy.invoices.title, exact: true })
    .getByRole('row')
    .filter({ hasText: NUMBER });
const dialog = (page: Page) => page.getByRole('dialog', { name: `Payments for ${NUMBER}` });
const amounts = (page: Page) => dialog(page).getByLabel('Amounts');
const notes = (page: Page) => dialog(page).getByRole('list', { name: 'Credit notes' });

async function openPayments(page: Page) {
  await row(page).getByRole('button', { name: 'Payments' }).click();
  await expect(dialog(page)).toBeVisible();
}

test('a partial credit note on a sent invoice lowers its balance; its PDF and e-mail', async ({
  page,
}) => {
  test.skip(!databaseUrl, 'The plan is set in the database');
  test.slow();
  const account = await createAccount();
  // PDFs and e-mails need a paid plan.
  await upgradeToFreelancer(account.email);
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

  await openPayments(page);
  await expect(dialog(page).getByText('No credit notes issued yet.')).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Issue a credit note' }).click();
  const form = dialog(page).getByRole('form', { name: 'Issue a credit note' });
  const amount = form.getByLabel('Amount (USD)');
  await expect(amount).toHaveValue('1200.00');
  await expect(amount).toHaveAccessibleDescription(
    'The whole balance due: credits the invoice in full',
  );
  await expect(form.getByLabel('Date')).toHaveValue(todayIso());

  // The reason is required; then $300 of the $1,200.00 is credited.
  await amount.fill('300');
  await form.getByRole('button', { name: 'Issue credit note' }).click();
  await expect(form.getByLabel('Reason')).toHaveAccessibleDescription(
    CreditNoteMessages.reasonRequired,
  );
  await form.getByLabel('Reason').fill('One revision round dropped');
  await form.getByRole('button', { name: 'Issue credit note' }).click();
  await expect(toast(page, CreditNoteMessages.created)).toBeVisible();
  await expect(form).toBeHidden();
  await expect(notes(page).getByRole('listitem')).toHaveCount(1);
  await expect(notes(page)).toContainText('One revision round dropped');
  await expect(notes(page)).toContainText('$300.00');
  await expect(amounts(page).getByText('Credited').locator('xpath=..')).toContainText('$300.00');
  await expect(amounts(page).getByText('Balance due').locator('xpath=..')).toContainText('$900.00');
  // The payment form now offers what is owed.
  await expect(dialog(page).getByLabel('Amount (USD)', { exact: true })).toHaveValue('900.00');

  // Its PDF, and its e-mail to the client.
  const download = page.waitForEvent('download');
  await notes(page)
    .getByRole('button', { name: /^Download CN-.* as PDF$/ })
    .click();
  expect((await download).suggestedFilename()).toMatch(/^CN-.*\.pdf$/);
  await notes(page)
    .getByRole('button', { name: /^Send CN-.* to the client$/ })
    .click();
  await expect(toast(page, CreditNoteMessages.queued)).toBeVisible();
  await expect(notes(page)).toContainText(/Sending|Sent/);

  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(row(page)).toContainText('Balance $900.00');

  await openPayments(page);
  await expect(notes(page).getByRole('listitem')).toHaveCount(1);
  await dialog(page).getByRole('button', { name: 'Issue a credit note' }).click();
  await expect(form.getByLabel('Amount (USD)')).toHaveValue('900.00');
  await form.getByLabel('Reason').fill('Goodwill for the late delivery');
  await toast(page, CreditNoteMessages.queued).waitFor({ state: 'hidden', timeout: 10_000 });
  await notes(page).scrollIntoViewIfNeeded();
  await page.mouse.move(0, 0);
  await screenshot(page, 'credit-notes');
  await expectAccessible(page);

  await page.evaluate((key) => localStorage.setItem(key, 'dark'), THEME_STORAGE_KEY);
  await page.reload();
  await openPayments(page);
  await dialog(page).getByRole('button', { name: 'Issue a credit note' }).click();
  await form.getByLabel('Reason').fill('Goodwill for the late delivery');
  await notes(page).scrollIntoViewIfNeeded();
  await page.mouse.move(0, 0);
  await screenshot(page, 'credit-notes-dark');
  await expectAccessible(page);
  await page.evaluate((key) => localStorage.setItem(key, 'light'), THEME_STORAGE_KEY);
});
