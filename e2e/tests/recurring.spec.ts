import { THEME_STORAGE_KEY } from '@dealdraft/domain';
import { expect, test, type Page } from '@playwright/test';
import { createAccount, graphql, signIn, toast, type Account } from './support/accounts';
import { createInvoice, invoiceInput } from './support/documents';
import { screenshot } from './support/screens';

/** Far ahead: the schedules never come due on the real clock while the suite runs. */
const START = '2096-01-31';

const table = (page: Page) => page.getByRole('table', { name: 'Recurring invoices' });
const row = (page: Page, text: string) => table(page).getByRole('row').filter({ hasText: text });
const dialogPreview = (page: Page) =>
  page.getByRole('dialog').getByRole('region', { name: 'Next dates' }).getByRole('listitem');

test.describe('recurring invoices', () => {
  test.describe.configure({ mode: 'serial' });

  let account: Account;
  let template: { id: string; invoiceNumber: string };
  test.beforeAll(async () => {
    account = await createAccount('Ada Lovelace');
    template = await createInvoice(
      account.token,
      invoiceInput({ clientName: 'Globex Corporation', dueDate: '2026-02-04' }),
    );
    // A second, weekly schedule (then paused), so the list shows more than one row.
    const other = await createInvoice(
      account.token,
      invoiceInput({
        clientName: 'Initech',
        lineItems: [{ description: 'Hosting', rate: 49, quantity: 1 }],
      }),
    );
    const { createRecurringSchedule } = await graphql<{ createRecurringSchedule: { id: string } }>(
      account.token,
      'mutation ($input: RecurringScheduleInput!) { createRecurringSchedule(input: $input) { id } }',
      {
        input: {
          templateInvoiceId: other.id,
          frequency: 'week',
          startDate: '2096-01-05',
          sendAutomatically: false,
        },
      },
    );
    await graphql(account.token, 'mutation ($id: ID!) { pauseRecurringSchedule(id: $id) { id } }', {
      id: createRecurringSchedule.id,
    });
  });

  test('a schedule made from an invoice, with its next dates previewed as they are typed', async ({
    page,
  }) => {
    await signIn(page, account, '/invoices');
    // From the Invoices page's header; the sidebar has its own link too.
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Recurring' }),
    ).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Recurring' }).click();
    await expect(page).toHaveURL(/\/invoices\/recurring$/);
    await expect(page.getByRole('heading', { name: 'Recurring invoices', level: 1 })).toBeVisible();
    await expect(row(page, 'Initech')).toContainText('Every week');
    await expect(row(page, 'Initech')).toContainText('Paused');

    await page.getByRole('button', { name: 'New schedule' }).click();
    const dialog = page.getByRole('dialog', { name: 'New recurring invoice' });
    await expect(dialog.getByLabel('Template invoice')).toContainText(
      `${template.invoiceNumber} · Globex Corporation · $1,500.00`,
    );
    await dialog.getByLabel('Template invoice').selectOption(template.id);
    await dialog.getByLabel('Start date').fill(START);
    await dialog.getByLabel('Day of the month').selectOption('last');
    // The last day through a leap February and a 30-day April.
    await expect(dialogPreview(page)).toHaveText([
      'Jan 31, 2096',
      'Feb 29, 2096',
      'Mar 31, 2096',
      'Apr 30, 2096',
      'May 31, 2096',
    ]);
    await dialog.getByLabel('Ends').selectOption('count');
    await dialog.getByLabel('Number of invoices').fill('3');
    await expect(dialogPreview(page)).toHaveText(['Jan 31, 2096', 'Feb 29, 2096', 'Mar 31, 2096']);
    // The trial keeps them as drafts.
    await expect(dialog.getByLabel(/E-mail it to the client/)).toBeDisabled();
    await screenshot(page, 'recurring-dialog');

    await dialog.getByRole('button', { name: 'Create schedule' }).click();
    await expect(toast(page, 'Schedule created')).toBeVisible();
    const made = row(page, template.invoiceNumber);
    await expect(made).toContainText('Globex Corporation');
    await expect(made).toContainText('Every month on the last day');
    await expect(made).toContainText('Jan 31, 2096');
    await expect(made).toContainText('Active');
    await expect(made).toContainText('0 of 3');
    // Without the toast over the top bar.
    await page.reload();
    await expect(row(page, template.invoiceNumber)).toBeVisible();
    await screenshot(page, 'recurring-schedules');

    await page.evaluate((key) => localStorage.setItem(key, 'dark'), THEME_STORAGE_KEY);
    await page.reload();
    await expect(row(page, template.invoiceNumber)).toBeVisible();
    await screenshot(page, 'recurring-schedules-dark');
    await page
      .getByRole('button', { name: `Edit the schedule of ${template.invoiceNumber}` })
      .click();
    await expect(dialogPreview(page)).toHaveText(['Jan 31, 2096', 'Feb 29, 2096', 'Mar 31, 2096']);
    await screenshot(page, 'recurring-dialog-dark');
    await page.keyboard.press('Escape');
    await page.evaluate((key) => localStorage.setItem(key, 'light'), THEME_STORAGE_KEY);
  });

  test('pause, resume and delete from the list', async ({ page }) => {
    await signIn(page, account, '/invoices/recurring');
    const name = template.invoiceNumber;
    await page.getByRole('button', { name: `Pause the schedule of ${name}` }).click();
    await expect(toast(page, 'Schedule paused')).toBeVisible();
    await expect(row(page, name)).toContainText('Paused');
    await page.getByRole('button', { name: `Resume the schedule of ${name}` }).click();
    await expect(toast(page, 'Schedule resumed')).toBeVisible();
    await expect(row(page, name)).toContainText('Active');

    await page.getByRole('button', { name: `Delete the schedule of ${name}` }).click();
    await page
      .getByRole('dialog', { name: 'Delete schedule' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(toast(page, 'Schedule deleted')).toBeVisible();
    await expect(row(page, name)).toHaveCount(0);
  });

  test('a monthly schedule on a day of the month, the form as it opens, is saved', async ({
    page,
  }) => {
    await signIn(page, account, '/invoices/recurring');
    await page.getByRole('button', { name: 'New schedule' }).click();
    const dialog = page.getByRole('dialog', { name: 'New recurring invoice' });
    await dialog.getByLabel('Template invoice').selectOption(template.id);
    await dialog.getByLabel('Start date').fill('2096-01-10');
    // "Day N", as every monthly schedule but the last-day ones is made.
    await dialog.getByLabel('Day of the month').selectOption('15');
    await expect(dialogPreview(page).first()).toHaveText('Jan 15, 2096');
    await dialog.getByRole('button', { name: 'Create schedule' }).click();
    await expect(toast(page, 'Schedule created')).toBeVisible();
    await expect(dialog).toBeHidden();
    const made = row(page, template.invoiceNumber);
    await expect(made).toContainText('Every month on day 15');
    await expect(made).toContainText('Jan 15, 2096');
    const { recurringSchedules } = await graphql<{
      recurringSchedules: {
        templateInvoiceId: string;
        dayOfMonth: number;
        lastDayOfMonth: boolean;
      }[];
    }>(account.token, '{ recurringSchedules { templateInvoiceId dayOfMonth lastDayOfMonth } }');
    expect(recurringSchedules.filter((s) => s.templateInvoiceId === template.id)).toEqual([
      { templateInvoiceId: template.id, dayOfMonth: 15, lastDayOfMonth: false },
    ]);
  });
});
