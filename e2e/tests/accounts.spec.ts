import { Copy, Messages } from '@dealdraft/domain';
import { expect, test, type Page } from '@playwright/test';
import {
  createAccount,
  PASSWORD,
  signInThroughScreen as signInAs,
  toast,
  uniqueEmail,
  type Account,
} from './support/accounts';
import { screenshot } from './support/screens';

/** One account per worker, made through the api: sign-ups are rate-limited per network. */
let account: Account;

test.beforeAll(async () => {
  account = await createAccount();
});

const signIn = (page: Page) => signInAs(page, account);

test('signing up lands on the dashboard; signing out returns home', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL('/signup');
  await expect(page.getByRole('heading', { name: Copy.signUp.title })).toBeVisible();
  await expect(page.getByText(Copy.signUp.subtitle)).toBeVisible();
  await screenshot(page, 'auth-signup');

  await page.getByLabel('Full Name').fill('Grace Hopper');
  await page.getByLabel('Email').fill(uniqueEmail());
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL('/dashboard');
  await expect(toast(page, Messages.auth.signupSuccess)).toBeVisible();
  await expect(page.getByRole('heading', { name: Copy.dashboard.title })).toBeVisible();

  await page.getByRole('button', { name: /User menu/ }).click();
  await expect(page.getByRole('menu')).toContainText('Grace Hopper');
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();

  await expect(page).toHaveURL('/');
  await expect(toast(page, Messages.auth.logoutSuccess)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
});

test('the sign-in form checks its fields, then refuses a wrong password', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: Copy.signIn.title })).toBeVisible();
  await screenshot(page, 'auth-signin');

  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText(Messages.validation.emailRequired)).toBeVisible();
  await expect(page.getByText(Messages.validation.passwordRequired)).toBeVisible();

  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();

  await expect(toast(page, Messages.auth.invalidCredentials)).toBeVisible();
  await expect(page).toHaveURL('/login');
});

test('signed-out visitors are sent home from signed-in routes', async ({ page }) => {
  for (const path of ['/dashboard', '/proposals', '/invoices', '/profile', '/pricing']) {
    await page.goto(path);
    await expect(page, `${path} redirects home`).toHaveURL('/');
  }
});

test('signed-in users are sent to the dashboard from the auth routes and /pricing', async ({
  page,
}) => {
  await signIn(page);
  await expect(toast(page, Messages.auth.loginSuccess)).toBeVisible();

  for (const path of ['/login', '/signup', '/auth', '/pricing']) {
    await page.goto(path);
    await expect(page, `${path} redirects to the dashboard`).toHaveURL('/dashboard');
  }
  await expect(toast(page, Messages.auth.loginSuccess)).toBeHidden();
  await screenshot(page, 'layout-dashboard');
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: Copy.notFound.title })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go Home' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
  await expect(page.getByText('contact support')).toBeVisible();
});

test('the profile shows the trial, and View Pricing Plans opens /pricing once', async ({
  page,
}) => {
  await signIn(page);
  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Profile & Settings' }).click();

  await expect(page).toHaveURL('/profile');
  await expect(page.getByRole('heading', { name: Copy.profile.title })).toBeVisible();
  await expect(page.getByText('Trial Plan')).toHaveCount(2);
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByText('0 / 5')).toHaveCount(2);
  await expect(page.getByLabel('Email Address')).toHaveValue(account.email);
  await expect(toast(page, Messages.auth.loginSuccess)).toBeHidden();
  await screenshot(page, 'profile');

  await page.getByRole('button', { name: 'View Pricing Plans' }).click();
  await expect(page).toHaveURL('/pricing');
  await expect(page.getByRole('heading', { name: 'Pricing' })).toBeVisible();

  // Leaving /pricing revokes the permission: coming back lands on the dashboard.
  await page.getByRole('link', { name: 'Dashboard' }).click();
  // Wait for the lazy dashboard to be committed as the location before going back to /pricing.
  await expect(page).toHaveURL('/dashboard');
  await page.goBack();
  await expect(page).toHaveURL('/dashboard');
});

test('the profile logout asks first', async ({ page }) => {
  await signIn(page);
  await page.goto('/profile');

  await page.getByRole('button', { name: 'Logout' }).click();
  const dialog = page.getByRole('dialog', { name: Copy.logout.title });
  await expect(dialog).toContainText(Copy.logout.text);
  await dialog.getByRole('button', { name: 'Stay Logged In' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');
  await expect(toast(page, Messages.auth.logoutSuccess)).toBeVisible();
});

test('a session ended in another tab sends this tab to /login', async ({ page, context }) => {
  await signIn(page);
  const otherTab = await context.newPage();
  await otherTab.goto('/dashboard');
  await otherTab.getByRole('button', { name: /User menu/ }).click();
  await otherTab.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(otherTab).toHaveURL('/');

  // This tab still holds the revoked token; its next request is refused.
  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Profile & Settings' }).click();

  await expect(page).toHaveURL('/login');
  await expect(toast(page, Messages.auth.sessionExpired)).toBeVisible();
  // The stored session is gone too: a fresh visit is a signed-out one.
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/');
});

test('on a phone the sidebar is a drawer that the backdrop closes', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await signIn(page);

  const drawer = page.getByRole('dialog', { name: /menu/ });
  await expect(drawer).toBeHidden();
  await expect(page.getByPlaceholder('Search...')).toBeHidden();

  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Proposals' })).toBeVisible();

  // The drawer covers the backdrop's left part; tap the dimmed part beside it.
  await page.getByTestId('sidebar-backdrop').click({ position: { x: 350, y: 400 } });
  await expect(drawer).toBeHidden();

  await page.getByRole('button', { name: 'Open menu' }).click();
  await drawer.getByRole('link', { name: 'Invoices' }).click();
  await expect(page).toHaveURL('/invoices');
  await expect(drawer).toBeHidden();
  await expect(page.getByText(Copy.invoices.subtitle)).toBeVisible();
});

test('on a desktop the sidebar collapses to icons', async ({ page }) => {
  await signIn(page);
  const sidebar = page.locator('aside');
  await expect(sidebar).toHaveCSS('width', '240px');

  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  await expect(sidebar).toHaveCSS('width', '64px');
  await sidebar.getByRole('link', { name: 'Proposals' }).click();
  await expect(page).toHaveURL('/proposals');
  await expect(page.getByText(Copy.proposals.subtitle)).toBeVisible();
});
