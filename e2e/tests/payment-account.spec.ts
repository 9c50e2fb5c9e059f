import { PaymentAccountMessages, THEME_STORAGE_KEY } from '@dealdraft/domain';
import { expect, test } from '@playwright/test';
import { createAccount, signIn, toast, type Account } from './support/accounts';
import { screenshot } from './support/screens';

/** The browser suite's stand-in for Stripe knows this key (scripts/lib/fake-stripe-accounts.mjs). */
const KNOWN_KEY = process.env.E2E_STRIPE_SECRET_KEY ?? 'sk_test_51E2eStudioAccount00009876';

test.describe("a workspace's own Stripe account", () => {
  let owner: Account;
  test.beforeAll(async () => {
    owner = await createAccount('Ada Lovelace');
  });

  test("the owner connects it: a wrong key is refused in Stripe's words, a good one shows only its last four", async ({
    page,
  }) => {
    await signIn(page, owner, '/workspace');
    const secretKey = page.getByLabel('Secret key');
    await expect(secretKey).toBeVisible();
    await expect(secretKey).toHaveAttribute('type', 'password');

    // A key Stripe does not know: the api asked the stand-in, which answered as Stripe does.
    await secretKey.fill('sk_test_51NotAKeyStripeKnows1234');
    await page.getByLabel('Webhook signing secret').fill('whsec_e2eSigningSecret');
    await page.getByRole('button', { name: 'Connect Stripe' }).click();
    await expect(
      page.getByText('Invalid API Key provided: sk_test_********************1234'),
    ).toBeVisible();
    await screenshot(page, 'payment-account-refused');

    await secretKey.fill(KNOWN_KEY);
    await page.getByRole('button', { name: 'Connect Stripe' }).click();
    await expect(toast(page, PaymentAccountMessages.connected)).toBeVisible();
    await expect(page.getByText('Studio Lovelace')).toBeVisible();
    await expect(page.getByText('Key ending in 9876')).toBeVisible();
    await expect(page.getByText('Test mode')).toBeVisible();
    await expect(page.getByLabel('Secret key')).toHaveCount(0);
    // The page never holds the key again.
    expect(await page.content()).not.toContain(KNOWN_KEY);
    await screenshot(page, 'payment-account-connected');
    await page.evaluate((key) => localStorage.setItem(key, 'dark'), THEME_STORAGE_KEY);
    await page.reload();
    await expect(page.getByText('Key ending in 9876')).toBeVisible();
    await screenshot(page, 'payment-account-connected-dark');
    await page.evaluate((key) => localStorage.setItem(key, 'light'), THEME_STORAGE_KEY);

    // Disconnecting asks first, then the form is back.
    await page.getByRole('button', { name: 'Disconnect' }).click();
    await page
      .getByRole('dialog', { name: 'Disconnect Stripe?' })
      .getByRole('button', { name: 'Disconnect' })
      .click();
    await expect(toast(page, PaymentAccountMessages.disconnected)).toBeVisible();
    await expect(page.getByLabel('Secret key')).toBeVisible();
  });
});
