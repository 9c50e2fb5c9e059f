import { Copy, PaymentMessages, THEME_STORAGE_KEY } from '@dealdraft/domain';
import { expect, test, type Page } from '@playwright/test';
import { createAccount, signIn, toast } from './support/accounts';
import { createProposal, proposalInput } from './support/documents';
import { screenshot } from './support/screens';

const row = (page: Page) =>
  page
    .getByRole('table', { name: Copy.proposals.title, exact: true })
    .getByRole('row')
    .filter({ hasText: 'Website redesign' });
const editDialog = (page: Page) => page.getByRole('dialog', { name: Copy.proposals.editTitle });

async function openEdit(page: Page) {
  await row(page).getByRole('button', { name: 'Edit' }).click();
  await expect(editDialog(page)).toBeVisible();
}

test('the proposal form asks a deposit on acceptance: worked out live, refused over the total, saved', async ({
  page,
}) => {
  test.slow();
  const account = await createAccount();
  await createProposal(
    account.token,
    proposalInput({
      services: [
        { description: 'Design', price: 1200, quantity: 1 },
        { description: 'Build', price: 85.5, quantity: 40 },
      ],
    }),
  );
  await signIn(page, account, '/proposals');
  await openEdit(page);
  const dialog = editDialog(page);
  const kind = dialog.getByLabel(/^Deposit on acceptance/);
  await expect(kind).toHaveValue('none');
  await expect(kind).toHaveAccessibleDescription('Nothing is asked before the work starts');

  // 25% of $4,620.00.
  await kind.selectOption({ label: 'Percent of total' });
  await dialog.getByLabel('Deposit percent').fill('25');
  await expect(kind).toHaveAccessibleDescription(
    'The client pays $1,155.00 on acceptance, by a deposit invoice',
  );

  // An amount over the total: the api refuses it on the field.
  await kind.selectOption({ label: 'Amount (USD)' });
  const amount = dialog.getByLabel('Deposit amount (USD)');
  await amount.fill('5000');
  await dialog.getByRole('button', { name: 'Update Proposal' }).click();
  await expect(toast(page, `deposit: ${PaymentMessages.depositTooLarge}`)).toBeVisible();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await expect(amount).toHaveAccessibleDescription(PaymentMessages.depositTooLarge);

  await amount.fill('1500');
  await expect(kind).toHaveAccessibleDescription(
    'The client pays $1,500.00 on acceptance, by a deposit invoice',
  );
  await dialog.getByRole('button', { name: 'Update Proposal' }).click();
  await expect(toast(page, 'Proposal updated successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Saved: the form opens on it again.
  await openEdit(page);
  await expect(kind).toHaveValue('amount');
  await expect(amount).toHaveValue('1500');
  await kind.scrollIntoViewIfNeeded();
  await toast(page, 'Proposal updated successfully!').waitFor({ state: 'hidden', timeout: 10_000 });
  await screenshot(page, 'proposal-form-deposit');

  await page.evaluate((key) => localStorage.setItem(key, 'dark'), THEME_STORAGE_KEY);
  await page.reload();
  await openEdit(page);
  await kind.scrollIntoViewIfNeeded();
  await screenshot(page, 'proposal-form-deposit-dark');
  await page.evaluate((key) => localStorage.setItem(key, 'light'), THEME_STORAGE_KEY);
});
