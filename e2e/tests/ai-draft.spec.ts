import { Copy, DocumentMessages, DraftMessages } from '@dealdraft/domain';
import { expect, test } from '@playwright/test';
import { createAccount, signIn, toast } from './support/accounts';
import { screenshot } from './support/screens';

// The browser suite's stack has no AI endpoint configured: the offline template engine drafts.
test('a proposal drafted from a brief fills the form, stays editable and saves', async ({
  page,
}) => {
  const account = await createAccount();
  await signIn(page, account, '/proposals');
  await page.getByRole('button', { name: 'Create Your First Proposal' }).click();
  const dialog = page.getByRole('dialog', { name: Copy.proposals.createTitle });

  await dialog.getByRole('button', { name: 'Draft with AI' }).click();
  await dialog
    .getByLabel('Project brief')
    .fill('A new website for our bakery with an online shop and a blog.');
  // By accessible name: the "(optional)" mark is a separate span inside the label.
  await dialog.getByRole('textbox', { name: 'Client company (optional)' }).fill('Hopper Bakes');
  await dialog.getByRole('spinbutton', { name: 'Budget (USD) (optional)' }).fill('8000');
  await dialog.getByRole('button', { name: 'Generate' }).click();

  await expect(dialog.getByText(DraftMessages.drafted)).toBeVisible();
  await expect(dialog.getByText(DraftMessages.templateEngine)).toBeVisible();
  await expect(dialog.getByLabel('Draft as it is written')).toContainText('Hopper Bakes');
  await expect(dialog.getByLabel('Proposal Title', { exact: true })).toHaveValue(
    /for Hopper Bakes$/,
  );
  await expect(dialog.getByLabel('Client Company', { exact: true })).toHaveValue('Hopper Bakes');
  await expect(dialog.getByLabel('Payment Terms', { exact: true })).not.toHaveValue('');
  await expect(dialog.getByLabel('Description').first()).not.toHaveValue('');
  // The lines were fitted to the budget on the server, to the cent.
  await expect(dialog.getByRole('status', { name: 'Total', exact: true })).toHaveText('$8,000.00');
  await screenshot(page, 'ai-draft');

  // Still a form: the user completes and edits it before saving.
  await dialog.getByLabel('Proposal Title', { exact: true }).fill('Bakery website and shop');
  await dialog.getByLabel('Client Name', { exact: true }).fill('Grace Hopper');
  await dialog.getByLabel('Client Email', { exact: true }).fill('grace@hopper.example');
  await dialog.getByLabel('Company Name', { exact: true }).fill('Lovelace Studio');
  await dialog.getByLabel('Company Email', { exact: true }).fill('hello@lovelace.example');
  await dialog.getByLabel('Company Address', { exact: true }).fill('1 Analytical Way, London');
  await dialog.getByRole('button', { name: 'Create Proposal' }).click();

  await expect(toast(page, DocumentMessages.proposal.created)).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = page
    .getByRole('table', { name: Copy.proposals.title, exact: true })
    .getByRole('row')
    .filter({ hasText: 'Bakery website and shop' });
  await expect(row).toContainText('$8,000.00');
});
