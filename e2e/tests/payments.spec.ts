import { Copy, SubscriptionCopy, SubscriptionMessages } from '@dealdraft/domain';
import { expect, request, test, type Page } from '@playwright/test';
import { screenshot } from './support/screens';

// The suite runs the app without Stripe keys, so checkout is the app's own labelled test page.
const M = SubscriptionMessages;
const PASSWORD = 'correct-horse-7';

/** A fresh trial account made through the api (sign-ups are rate-limited per network). */
async function newAccount(): Promise<{ email: string }> {
  const email = `e2e-pay-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const api = await request.newContext({ baseURL: test.info().project.use.baseURL });
  const response = await api.post('/graphql', {
    data: {
      query: 'mutation ($input: SignupInput!) { signup(input: $input) { token } }',
      variables: { input: { name: 'Grace Hopper', email, password: PASSWORD } },
    },
  });
  expect(await response.json()).toHaveProperty('data.signup.token');
  await api.dispose();
  return { email };
}

async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/dashboard');
}

function toast(page: Page, message: string) {
  return page.locator('[data-sonner-toast]').filter({ hasText: message });
}

async function openPricing(page: Page): Promise<void> {
  await page.goto('/profile');
  await page.getByRole('button', { name: 'View Pricing Plans' }).click();
  await expect(page).toHaveURL('/pricing');
}

test('a trial user buys Freelancer through the test checkout, then cancels and resumes it', async ({
  page,
}) => {
  // The whole journey, with four screenshot pairs: more than the default 30 s on a busy machine.
  test.slow();
  const { email } = await newAccount();
  await signIn(page, email);
  await openPricing(page);

  const freelancer = page.getByRole('group', { name: 'Freelancer' });
  await expect(freelancer).toContainText('$49');
  await expect(freelancer).toContainText('/month');
  await expect(page.getByRole('group', { name: 'Free Trial' })).toContainText(
    'free, no card needed',
  );
  await expect(page.getByText(SubscriptionCopy.pricingNotice)).toBeVisible();
  await expect(toast(page, 'Login successful')).toBeHidden();
  await screenshot(page, 'pricing');

  await freelancer.getByRole('button', { name: 'Get Freelancer' }).click();
  await expect(page).toHaveURL(/\/checkout\/simulated\?session=/);
  await expect(toast(page, M.redirecting)).toBeVisible();
  await expect(page.getByText(SubscriptionCopy.simulatedCheckout.label)).toBeVisible();
  await screenshot(page, 'checkout-simulated');
  await page.getByRole('button', { name: 'Pay' }).click();

  await expect(page).toHaveURL('/payment-success');
  await expect(page.getByRole('heading', { name: Copy.paymentSuccess.title })).toBeVisible();
  await expect(page.getByText(Copy.paymentSuccess.text)).toBeVisible();
  await expect(toast(page, M.paymentSucceeded)).toBeVisible();
  await expect(toast(page, M.redirecting)).toBeHidden();
  await screenshot(page, 'payment-success');

  await page.getByRole('link', { name: 'View Profile' }).click();
  await expect(page).toHaveURL('/profile');
  await expect(page.getByText('Freelancer Plan')).toHaveCount(2);
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByText('0 / 50')).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'View Pricing Plans' })).toBeHidden();
  await expect(toast(page, M.paymentSucceeded)).toBeHidden();
  await screenshot(page, 'profile-paid');

  await page.getByRole('button', { name: 'Cancel Subscription' }).click();
  const dialog = page.getByRole('dialog', { name: SubscriptionCopy.cancelDialog.title });
  await expect(dialog).toContainText(SubscriptionCopy.cancelDialog.text);
  await dialog.getByRole('button', { name: 'Cancel Subscription' }).click();

  await expect(toast(page, M.cancelled)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/^Cancels on .+/)).toBeVisible();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  // The period end is the cancel date now, not a next bill.
  await expect(page.getByText('Next Billing')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Cancel Subscription' })).toBeHidden();
  await expect(toast(page, M.cancelled)).toBeHidden();
  // The dialog left the page scrolled; the screenshot starts at the top like the others.
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, 'profile-cancelled');

  // Changed their mind before the period ended: the plan renews again.
  await page.getByRole('button', { name: 'Resume Subscription' }).click();
  await expect(toast(page, M.resumed)).toBeVisible();
  await expect(page.getByText(/^Cancels on .+/)).toBeHidden();
  await expect(page.getByText('Next Billing')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resume Subscription' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Cancel Subscription' })).toBeVisible();
});

test('declining the test checkout lands on Payment Unsuccessful and grants nothing', async ({
  page,
}) => {
  const { email } = await newAccount();
  await signIn(page, email);
  await openPricing(page);

  await page.getByRole('button', { name: 'Get Business' }).click();
  await expect(page.getByText(SubscriptionCopy.simulatedCheckout.label)).toBeVisible();
  await page.getByRole('button', { name: 'Decline' }).click();

  await expect(page).toHaveURL('/payment-decline');
  await expect(page.getByRole('heading', { name: Copy.paymentDecline.title })).toBeVisible();
  await expect(page.getByText(Copy.paymentDecline.text)).toBeVisible();
  await expect(toast(page, M.paymentFailed)).toBeVisible();
  await expect(toast(page, M.redirecting)).toBeHidden();
  await screenshot(page, 'payment-decline');

  await page.getByRole('link', { name: 'Try Again' }).click();
  await expect(page).toHaveURL('/profile');
  await expect(page.getByText('Trial Plan')).toHaveCount(2);
});

test('a visitor pressing a plan button on the landing page is sent to login', async ({ page }) => {
  await page.goto('/#pricing');
  const pricing = page.locator('#pricing');
  await expect(pricing).toContainText(SubscriptionCopy.pricingSectionText);
  await pricing.getByRole('button', { name: 'Get Freelancer' }).click();
  await expect(page).toHaveURL('/login');
});
