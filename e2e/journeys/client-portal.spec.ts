import { Copy, DocumentMessages, PortalMessages, THEME_STORAGE_KEY } from '@dealdraft/domain';
import { expect, test, type Page } from '@playwright/test';
import { createAccount, signInThroughScreen, toast, uniqueEmail } from '../tests/support/accounts';
import { databaseUrl, upgradeToFreelancer } from '../tests/support/database';
import { screenshot } from '../tests/support/screens';
import { fill, firstDocumentForm, mailTo, pdfText } from './support';

/**
 * The client portal from the owner's screen to a payment: the owner sends an invoice, then a
 * portal link from the client's screen; the client opens the e-mail's link, clicks "Open my
 * documents", sees the invoice and the balance, pays it on the test gateway, sees it paid with
 * its receipt and downloads the PDF; the owner revokes access and the portal says signed out.
 */
test('owner sends a portal link → the client signs in from the e-mail, pays, downloads; revoked → signed out', async ({
  browser,
  page,
}) => {
  test.skip(!databaseUrl, 'The plan is set in the database: e-mail needs a paid plan');
  test.slow();
  const owner = await createAccount('Lena Portal');
  await upgradeToFreelancer(owner.email);
  const client = uniqueEmail();

  // The invoice, made and sent on the screens.
  await signInThroughScreen(page, owner, '/invoices');
  const form = await firstDocumentForm(page, 'invoice');
  await fill(form, {
    'Business Name': 'Portal Studio',
    'Business Email': 'lena@portal.example',
    'Business Address': '8 Harbour Road, Bristol',
    'Client Name': 'Mia Client',
    'Client Email': client,
    'Client Address': '3 Mill Lane, Bath',
    'Payment Terms': 'Net 14',
  });
  await form.getByLabel('Description').fill('Brand workshop');
  await form.getByLabel('Rate').fill('1200');
  await form.getByRole('button', { name: 'Create Invoice' }).click();
  await expect(toast(page, DocumentMessages.invoice.created)).toBeVisible();
  const row = page
    .getByRole('table', { name: Copy.invoices.title, exact: true })
    .getByRole('row')
    .filter({ hasText: '$1,200.00' });
  const invoiceNumber = (await row
    .getByText(/^INV-\d+$/)
    .first()
    .textContent())!.trim();
  await row.getByRole('button', { name: 'Send by e-mail' }).click();
  await page
    .getByRole('dialog', { name: 'Send Invoice by E-mail' })
    .getByRole('button', { name: 'Send', exact: true })
    .click();
  await expect(toast(page, `Invoice sent to ${client}`)).toBeVisible({ timeout: 60_000 });

  // The client's screen: Send portal link.
  await page.goto('/clients');
  await page.getByRole('link', { name: 'Mia Client' }).click();
  const card = page.getByTestId('client-portal-card');
  await card.getByRole('button', { name: 'Send portal link' }).click();
  await expect(toast(page, 'Portal link sent')).toBeVisible();

  // The e-mail, as the client receives it.
  const mail = await mailTo(client, /^Your documents from /);
  expect(mail.text).toContain('Hello Mia Client,');
  const link = new URL(
    /https?:\/\/\S+\/portal\/sign-in\/[\w-]+\?w=[\w-]+/.exec(mail.text ?? '')![0],
  );

  // The client opens it: nothing is spent until the click.
  const portal = await browser.newPage({ acceptDownloads: true });
  await portal.goto(`${link.pathname}${link.search}`);
  await expect(portal.getByRole('heading', { name: 'Open your documents' })).toBeVisible();
  await screenshots(portal, 'portal-sign-in');
  await portal.getByRole('button', { name: 'Open my documents' }).click();
  await expect(portal).toHaveURL(/\/portal$/);
  const invoices = portal
    .getByRole('list', { name: 'Invoices' })
    .getByRole('listitem')
    .filter({ hasText: invoiceNumber });
  await expect(invoices).toContainText('$1,200.00');
  await expect(portal.getByTestId('portal-balance')).toHaveText('$1,200.00');
  await screenshots(portal, 'portal-open');

  // Pay it on the test gateway; back in the portal, it is paid with its receipt.
  await invoices.getByRole('button', { name: 'Pay now' }).click();
  await expect(portal).toHaveURL(/\/pay\/simulated\?session=/);
  await portal.getByRole('button', { name: 'Pay $1,200.00' }).click();
  await expect(portal).toHaveURL(/\/portal\?payment=success$/);
  await expect(portal.getByText('Thank you, your payment was received.')).toBeVisible();
  await expect(invoices).toContainText('Paid');
  await expect(portal.getByTestId('portal-balance')).toHaveText('Nothing is due. Thank you!');
  await expect(portal.getByText(`Payment for ${invoiceNumber}`)).toBeVisible();
  await screenshots(portal, 'portal-paid');

  // The PDF downloads, and is the invoice.
  const downloading = portal.waitForEvent('download');
  await invoices.getByRole('link', { name: `PDF ${invoiceNumber}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${invoiceNumber}.pdf`);
  const { readFileSync } = await import('node:fs');
  const text = pdfText(readFileSync(await download.path()));
  expect(text).toContain(invoiceNumber);
  expect(text).toContain('Mia Client');

  // The owner sees the session, and revokes access.
  await page.reload();
  await expect(card.getByText(/^Since /)).toBeVisible();
  await screenshots(page, 'client-portal-card');
  await card.getByRole('button', { name: 'Revoke portal access' }).click();
  await page
    .getByRole('dialog', { name: 'Revoke portal access' })
    .getByRole('button', { name: 'Revoke portal access' })
    .click();
  await expect(toast(page, 'Portal access revoked')).toBeVisible();
  await expect(card.getByText('Not signed in.')).toBeVisible();

  // The portal answers signed out.
  await portal.reload();
  await expect(portal.getByRole('heading', { name: 'You are signed out' })).toBeVisible();
  await portal.getByRole('link', { name: 'Ask for a sign-in link' }).click();
  await expect(portal.getByRole('heading', { name: 'Sign in to your documents' })).toBeVisible();
  await screenshots(portal, 'portal-request');
  await portal.getByLabel('E-mail address').fill('someone.else@example.com');
  await portal.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(portal.getByText(PortalMessages.linkRequested)).toBeVisible();
  await portal.close();
});

/** The page in light and dark, each at 1280 and 390. */
async function screenshots(page: Page, name: string): Promise<void> {
  await screenshot(page, name);
  await page.evaluate((key) => localStorage.setItem(key, 'dark'), THEME_STORAGE_KEY);
  await page.reload();
  await page.waitForLoadState('networkidle');
  await screenshot(page, `${name}-dark`);
  await page.evaluate((key) => localStorage.setItem(key, 'light'), THEME_STORAGE_KEY);
  await page.reload();
  await page.waitForLoadState('networkidle');
}
