import { SESSION_TOKEN_STORAGE_KEY } from '@dealdraft/domain';
import { expect, request, test, type Page } from '@playwright/test';

export const PASSWORD = 'correct-horse-7';

export type Account = { name: string; email: string; token: string };

export function uniqueEmail(): string {
  return `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/**
 * Signs a new user up through the api (a trial, spec §1). Sign-ups are rate-limited per
 * network (10 an hour), so a spec file makes few and shares them between its tests.
 */
export async function createAccount(name = 'Ada Lovelace'): Promise<Account> {
  const email = uniqueEmail();
  const { signup } = await graphql<{ signup: { token: string } }>(
    null,
    'mutation ($input: SignupInput!) { signup(input: $input) { token } }',
    { input: { name, email, password: PASSWORD } },
  );
  return { name, email, token: signup.token };
}

/** Sets the business profile of `token`'s workspace: the sender new documents start from. */
export async function setWorkspaceProfile(
  token: string,
  profile: {
    name: string;
    email?: string;
    address?: string;
    taxNumber?: string;
    paymentTerms?: string;
  },
): Promise<void> {
  await graphql(
    token,
    'mutation ($input: UpdateWorkspaceInput!) { updateWorkspace(input: $input) { id } }',
    { input: profile },
  );
}

/** Runs a GraphQL operation against the api as `token`'s user; fails the test on errors. */
export async function graphql<T>(
  token: string | null,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const api = await request.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const response = await api.post('/graphql', {
      data: { query, variables },
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    const body = (await response.json()) as { data?: T; errors?: unknown[] };
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data as T;
  } finally {
    await api.dispose();
  }
}

/**
 * Opens `landOn` signed in as `account`, with the session the sign-in screen would have stored
 * (its token and user) put in the page's storage: a test about another screen does not pay for
 * the sign-in screen and the dashboard it lands on. The screen itself is signed in through by
 * accounts.spec.ts and every journey (signInThroughScreen).
 */
export async function signIn(page: Page, account: Account, landOn = '/dashboard'): Promise<void> {
  const { me } = await graphql<{ me: { id: string; name: string; email: string; role: string } }>(
    account.token,
    '{ me { id name email role } }',
  );
  // Any page of the app's origin opens its storage; the health answer is the lightest one.
  await page.goto('/api/health');
  await page.evaluate(
    ({ tokenKey, token, user }) => {
      localStorage.setItem(tokenKey, token);
      localStorage.setItem('dealdraft-user', user);
    },
    { tokenKey: SESSION_TOKEN_STORAGE_KEY, token: account.token, user: JSON.stringify(me) },
  );
  await page.goto(landOn);
}

/** Signs in as a person does: the sign-in screen, then the dashboard it lands on. */
export async function signInThroughScreen(
  page: Page,
  account: Account,
  landOn = '/dashboard',
): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/dashboard');
  if (landOn !== '/dashboard') await page.goto(landOn);
}

export function toast(page: Page, message: string) {
  return page.locator('[data-sonner-toast]').filter({ hasText: message });
}
