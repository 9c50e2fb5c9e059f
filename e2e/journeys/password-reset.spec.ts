import { AccountMessages, Messages } from '@dealdraft/domain';
import { expect, test } from '@playwright/test';
import {
  createAccount,
  PASSWORD,
  signInThroughScreen,
  toast,
  uniqueEmail,
} from '../tests/support/accounts';
import { latestMailTo } from '../tests/support/mailbox';
import { screenshot } from '../tests/support/screens';

/** The link in an account e-mail, as the person would click it. */
function linkIn(text: string | undefined, path: 'reset-password' | 'confirm-email'): string {
  const match = new RegExp(`https?://\\S+/${path}/[A-Za-z0-9_-]{43}`).exec(text ?? '');
  expect(match, `a ${path} link in the e-mail`).not.toBeNull();
  return new URL(match![0]).pathname;
}

test('forgot password: the e-mailed link sets a new one, signs in, and signs the old sessions out', async ({
  browser,
  page,
}) => {
  const account = await createAccount('Rosa Reset');
  // A session on another device, which the reset must end.
  const laptop = await browser.newContext();
  const old = await laptop.newPage();
  await signInThroughScreen(old, account);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL('/forgot-password');
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await screenshot(page, 'forgot-password');
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await expect(page.getByText(AccountMessages.resetRequested)).toBeVisible();

  const mail = await latestMailTo(account.email);
  expect(mail.subject).toBe('Reset your Dealdraft password');
  expect(mail.text).toContain('Hello Rosa Reset,');
  const resetPath = linkIn(mail.text, 'reset-password');

  // The HTML part as a mail client shows it, in both themes; its button opens the same link.
  await page.setContent(mail.html ?? '');
  await expect(page.getByText('This e-mail was sent to you by Dealdraft.')).toBeVisible();
  await screenshot(page, 'email-password-reset');
  await page.emulateMedia({ colorScheme: 'dark' });
  await screenshot(page, 'email-password-reset-dark');
  await page.emulateMedia({ colorScheme: null });
  const opened = page.waitForEvent('popup');
  await page.getByRole('link', { name: 'Choose a new password' }).click();
  const tab = await opened;
  await expect(tab).toHaveURL(new RegExp(`${resetPath}$`));
  await expect(tab.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await tab.close();

  await page.goto(resetPath);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('a brand new secret');
  await page.getByLabel('Confirm new password', { exact: true }).fill('a brand new secreT');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('The passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm new password', { exact: true }).fill('a brand new secret');
  await screenshot(page, 'reset-password');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(toast(page, AccountMessages.resetDone)).toBeVisible();

  // The other device's next request is refused, and it is sent to sign in again.
  await old.reload();
  await expect(old).toHaveURL(/\/login/);
  await expect(toast(old, Messages.auth.sessionExpired)).toBeVisible();
  // The old password no longer works there; the new one does.
  await old.getByLabel('Email').fill(account.email);
  await old.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await old.getByRole('button', { name: 'Sign In' }).click();
  await expect(toast(old, Messages.auth.invalidCredentials)).toBeVisible();
  await old.getByLabel('Password', { exact: true }).fill('a brand new secret');
  await old.getByRole('button', { name: 'Sign In' }).click();
  await expect(old).toHaveURL('/dashboard');
  await laptop.close();

  // The link worked once.
  await page.goto(resetPath);
  await page.getByLabel('New password', { exact: true }).fill('another secret');
  await page.getByLabel('Confirm new password', { exact: true }).fill('another secret');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(toast(page, AccountMessages.resetLinkInvalid)).toBeVisible();
});

test('changing the e-mail address: confirmed from the new inbox, then it signs in', async ({
  page,
}) => {
  const account = await createAccount('Mo Mover');
  await signInThroughScreen(page, account, '/profile');
  const newEmail = uniqueEmail();
  await page.getByLabel('New e-mail address').fill(newEmail);
  await page.getByLabel('Current password', { exact: true }).fill('not my password');
  await page.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(page.getByText(AccountMessages.passwordIncorrect)).toBeVisible();
  await page.getByLabel('Current password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(page.getByText(AccountMessages.emailChangeRequested(newEmail))).toBeVisible();
  await screenshot(page, 'profile-change-email');

  const mail = await latestMailTo(newEmail);
  expect(mail.subject).toBe('Confirm your new Dealdraft e-mail address');
  await page.goto(linkIn(mail.text, 'confirm-email'));
  await page.getByRole('button', { name: 'Confirm e-mail address' }).click();
  await expect(page.getByText(AccountMessages.emailChanged(newEmail))).toBeVisible();

  await page.getByRole('link', { name: 'Continue' }).click();
  await page.goto('/profile');
  await expect(page.getByLabel('Email Address')).toHaveValue(newEmail);
  // Signed out, the new address signs in with the same password.
  await page.evaluate(() => localStorage.clear());
  await signInThroughScreen(page, { ...account, email: newEmail });
});
