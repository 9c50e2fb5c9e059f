import { Copy, DocumentMessages, todayIso } from '@dealdraft/domain';
import { expect, test } from '@playwright/test';
import { createAccount, signInThroughScreen, toast, uniqueEmail } from '../tests/support/accounts';
import { databaseUrl, upgradeToFreelancer } from '../tests/support/database';
import { attachedPdfText, fill, firstDocumentForm, mailTo } from './support';

/**
 * A monthly retainer on a day of the month, set up through the screens from a first invoice,
 * issued and e-mailed by the sweep: the client's e-mail and PDF carry the retainer's amount.
 */
test('a monthly recurring invoice on a day of the month is issued by the sweep and e-mailed', async ({
  page,
}) => {
  test.skip(!databaseUrl, 'The plan is set in the database: e-mailing needs a paid plan');
  test.slow();
  const account = await createAccount('Anna Berger');
  await upgradeToFreelancer(account.email);
  const client = uniqueEmail();
  await signInThroughScreen(page, account, '/invoices');

  const form = await firstDocumentForm(page, 'invoice');
  await fill(form, {
    'Business Name': 'Berger Fotografie',
    'Business Email': 'anna@berger.example',
    'Business Address': 'Oranienstraße 12, 10999 Berlin',
    'Client Name': 'Café Jonas',
    'Client Email': client,
    'Client Address': 'Am Neuen Garten 3, 14469 Potsdam',
    'Payment Terms': 'Net 14',
  });
  await form.getByLabel('Description').fill('Monthly social media retainer');
  await form.getByLabel('Rate').fill('850');
  await form.getByRole('button', { name: 'Create Invoice' }).click();
  await expect(toast(page, DocumentMessages.invoice.created)).toBeVisible();

  await page.goto('/invoices/recurring');
  await page.getByRole('button', { name: 'New schedule' }).click();
  const dialog = page.getByRole('dialog', { name: 'New recurring invoice' });
  await dialog.getByLabel('Template invoice').selectOption({ index: 1 });
  const today = todayIso();
  const day = String(Number(today.slice(8, 10)));
  await dialog.getByLabel('Start date').fill(today);
  // "Day N": the choice that could not be saved while the form sent lastDayOfMonth: false.
  await dialog.getByLabel('Day of the month').selectOption(day);
  await dialog.getByLabel(/E-mail it to the client/).check();
  await dialog.getByRole('button', { name: 'Create schedule' }).click();
  await expect(toast(page, 'Schedule created')).toBeVisible();
  const row = page
    .getByRole('table', { name: 'Recurring invoices' })
    .getByRole('row')
    .filter({ hasText: 'Café Jonas' });
  await expect(row).toContainText(`Every month on day ${day}`);

  // The sweep (every 10 s in the suite) issues today's invoice and mails it.
  const mail = await mailTo(client, /Invoice/);
  expect(mail.text).toContain('850.00');
  const pdf = await attachedPdfText(mail);
  expect(pdf).toContain('Monthly social media retainer');
  expect(pdf).toContain('850.00');
  // The app shows the issued invoice beside the template it was copied from.
  await page.goto('/invoices');
  await expect(
    page
      .getByRole('table', { name: Copy.invoices.title, exact: true })
      .getByRole('row')
      .filter({ hasText: 'Café Jonas' }),
  ).toHaveCount(2);
});
