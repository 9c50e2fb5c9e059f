import { Copy, DocumentMessages, todayIso } from '@dealdraft/domain';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  createAccount,
  setWorkspaceProfile,
  signIn,
  toast,
  type Account,
} from './support/accounts';
import { createInvoice, invoiceInput } from './support/documents';
import { screenshot } from './support/screens';

const M = DocumentMessages.invoice;

const table = (page: Page) => page.getByRole('table', { name: Copy.invoices.title, exact: true });
const row = (page: Page, text: string) => table(page).getByRole('row').filter({ hasText: text });

/** 'YYYY-MM-DD', `days` from today on the api's clock (UTC). */
const daysFromToday = (days: number) => todayIso(new Date(Date.now() + days * 86_400_000));

async function chooseStatus(page: Page, field: Locator, status: string): Promise<void> {
  await field.click();
  await page.getByRole('option', { name: status, exact: true }).click();
}

test.describe("a user's invoices", () => {
  // The steps build on each other and share one account: sign-ups are rate-limited.
  test.describe.configure({ mode: 'serial' });

  let account: Account;
  let invoiceNumber: string;
  test.beforeAll(async () => {
    account = await createAccount();
  });

  test('an invoice with two line items shows its totals, then is listed', async ({ page }) => {
    await signIn(page, account, '/invoices');
    await expect(page.getByRole('heading', { name: Copy.invoices.title, level: 1 })).toBeVisible();
    await expect(page.getByText(Copy.invoices.subtitle)).toBeVisible();
    await expect(page.getByRole('heading', { name: Copy.invoices.empty })).toBeVisible();

    await page.getByRole('button', { name: 'Create Your First Invoice' }).click();
    const dialog = page.getByRole('dialog', { name: Copy.invoices.createTitle });
    for (const section of [
      'Business Information',
      'Client Information',
      'Invoice Details',
      'Line Items',
      'Additional Information',
    ]) {
      await expect(dialog.getByRole('group', { name: section })).toBeVisible();
    }
    await expect(dialog.getByLabel('Invoice Number')).toBeDisabled();
    invoiceNumber = await dialog.getByLabel('Invoice Number').inputValue();
    expect(invoiceNumber).toMatch(/^INV-\d+$/);
    await expect(dialog.getByLabel('Invoice Date')).toHaveValue(todayIso());

    const fields = {
      'Business Name': 'Lovelace Studio',
      'Business Email': 'billing@lovelace.example',
      'Business Address': '1 Analytical Way, London',
      'Business Number': 'GB 123 4567 89',
      'Client Name': 'Jane Client',
      'Client Email': 'jane@initech.example',
      'Client Address': '4120 Freidrich Lane, Austin',
      'Due Date': daysFromToday(30),
      'Payment Terms': 'Net 30',
      Notes: 'Thank you for your business.',
    };
    for (const [label, value] of Object.entries(fields)) await dialog.getByLabel(label).fill(value);
    await dialog.getByLabel('Description').fill('Design');
    await dialog.getByLabel('Extra Details').fill('Two rounds of revisions');
    await dialog.getByLabel('Rate').fill('0.1');
    await dialog.getByRole('button', { name: 'Add Item' }).click();
    await dialog.getByLabel('Description').nth(1).fill('Hosting');
    await dialog.getByLabel('Rate').nth(1).fill('0.2');
    // A cleared quantity counts as 1 (spec §5).
    await dialog.getByLabel('Quantity').nth(1).fill('');
    await expect(dialog.getByRole('status', { name: 'Total', exact: true })).toHaveText('$0.30');
    await dialog.getByLabel('Rate').nth(1).fill('120');
    await dialog.getByLabel('Quantity').nth(1).fill('12');
    await expect(dialog.getByRole('status', { name: 'Item 2 line total' })).toHaveText('$1,440.00');
    await expect(dialog.getByRole('status', { name: 'Total', exact: true })).toHaveText(
      '$1,440.10',
    );
    await screenshot(page, 'invoice-form');

    await dialog.getByRole('button', { name: 'Create Invoice' }).click();
    await expect(toast(page, M.created)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row(page, invoiceNumber)).toContainText('$1,440.10');
    await expect(row(page, invoiceNumber)).toContainText('DRAFT');
  });

  test('editing marks the invoice paid; a new one starts with the workspace business details', async ({
    page,
  }) => {
    await setWorkspaceProfile(account.token, {
      name: 'Lovelace Studio',
      email: 'billing@lovelace.example',
      taxNumber: 'GB 123 4567 89',
    });
    await signIn(page, account, '/invoices');
    await row(page, invoiceNumber).getByRole('button', { name: 'Edit' }).click();

    const dialog = page.getByRole('dialog', { name: Copy.invoices.editTitle });
    await expect(dialog.getByLabel('Extra Details').first()).toHaveValue('Two rounds of revisions');
    await expect(dialog.getByLabel('Due Date')).toHaveValue(daysFromToday(30));
    await chooseStatus(page, dialog.getByLabel('Status'), 'Paid');
    await dialog.getByRole('button', { name: 'Update Invoice' }).click();
    await expect(toast(page, M.updated)).toBeVisible();
    await expect(row(page, invoiceNumber)).toContainText('PAID');

    await page.getByRole('button', { name: 'Create Invoice' }).click();
    const create = page.getByRole('dialog', { name: Copy.invoices.createTitle });
    await expect(create.getByLabel('Business Name')).toHaveValue('Lovelace Studio');
    await expect(create.getByLabel('Business Number')).toHaveValue('GB 123 4567 89');
    await expect(create.getByLabel('Client Name')).toHaveValue('');
    await expect(create.getByLabel('Invoice Number')).not.toHaveValue(invoiceNumber);
    await create.getByRole('button', { name: 'Cancel' }).click();
    await expect(create).toBeHidden();
  });

  test('the search matches invoice numbers; Overdue lists sent invoices past due', async ({
    page,
  }) => {
    await createInvoice(
      account.token,
      invoiceInput({
        invoiceNumber: 'INV-2026-0042',
        clientName: 'Globex Corporation',
        invoiceDate: daysFromToday(-40),
        dueDate: daysFromToday(-10),
        status: 'sent',
      }),
    );
    await createInvoice(
      account.token,
      invoiceInput({ invoiceNumber: 'INV-2026-0043', dueDate: daysFromToday(10), status: 'sent' }),
    );
    await signIn(page, account, '/invoices');
    await expect(table(page).getByRole('row')).toHaveCount(4);
    await expect(row(page, 'INV-2026-0042')).toContainText('OVERDUE');

    const search = page.getByPlaceholder(Copy.invoices.searchPlaceholder);
    await search.fill('2026-0042');
    await expect(table(page).getByRole('row')).toHaveCount(2);
    await expect(row(page, 'INV-2026-0042')).toContainText('Globex Corporation');
    await search.fill('');

    const status = page.getByRole('combobox', { name: 'Filter by status' });
    await status.click();
    await expect(page.getByRole('option')).toHaveText([
      'All Statuses',
      'Draft',
      'Sent',
      'Paid',
      'Overdue',
    ]);
    await page.getByRole('option', { name: 'Overdue' }).click();
    await expect(table(page).getByRole('row')).toHaveCount(2);
    await expect(row(page, 'INV-2026-0042')).toBeVisible();

    await chooseStatus(page, status, 'Sent');
    await expect(table(page).getByRole('row')).toHaveCount(2);
    await expect(row(page, 'INV-2026-0043')).toContainText('SENT');

    await chooseStatus(page, status, 'All Statuses');
    await expect(table(page).getByRole('row')).toHaveCount(4);
    await status.blur();
    await screenshot(page, 'invoices-list');
  });

  test('on a phone the invoices are cards', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await signIn(page, account, '/invoices');

    const cards = page.getByRole('list', { name: Copy.invoices.title, exact: true });
    await expect(cards.getByRole('listitem')).toHaveCount(3);
    await expect(table(page)).toBeHidden();
    await expect(cards.getByRole('listitem').filter({ hasText: invoiceNumber })).toContainText(
      '$1,440.10',
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  });

  test('on a phone the largest rate and line total fit the line card; 1.5 items reads 1', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await signIn(page, account, '/invoices');
    await page.getByRole('button', { name: 'Create Invoice' }).click();
    const dialog = page.getByRole('dialog', { name: Copy.invoices.createTitle });
    const rate = dialog.getByLabel('Rate');
    const quantity = dialog.getByLabel('Quantity');
    await rate.fill('9999999.99');
    await quantity.fill('1.5');
    await quantity.blur();
    // The field shows the whole number the total counts (spec §5: quantity is an integer).
    await expect(quantity).toHaveValue('1');
    const lineTotal = dialog.getByRole('status', { name: 'Item 1 line total' });
    await expect(lineTotal).toHaveText('$9,999,999.99');

    await quantity.fill('100000');
    await expect(lineTotal).toHaveText('$999,999,999,000.00');
    const card = dialog.getByRole('listitem').first();
    await card.scrollIntoViewIfNeeded();
    // Nothing sticks out of the card, and the rate's digits all show.
    expect(await card.evaluate((li) => li.scrollWidth - li.clientWidth)).toBe(0);
    expect(await rate.evaluate((input) => input.scrollWidth - input.clientWidth)).toBe(0);
    const [cardBox, totalBox] = [await card.boundingBox(), await lineTotal.boundingBox()];
    expect(totalBox!.x + totalBox!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width);
    await screenshot(page, 'invoice-form-lines');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  test('deleting asks first', async ({ page }) => {
    await signIn(page, account, '/invoices');
    await row(page, 'INV-2026-0043').getByRole('button', { name: 'Delete' }).click();

    const dialog = page.getByRole('dialog', { name: Copy.invoices.deleteTitle });
    await expect(dialog).toContainText(Copy.invoices.deleteText);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, M.deleted)).toBeVisible();
    await expect(row(page, 'INV-2026-0043')).toHaveCount(0);
    await expect(table(page).getByRole('row')).toHaveCount(3);
  });
});
