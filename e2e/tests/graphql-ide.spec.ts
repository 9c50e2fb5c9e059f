import { Messages, SESSION_TOKEN_STORAGE_KEY } from '@dealdraft/domain';
import { expect, test, type Page, type Request } from '@playwright/test';
import { createAccount, signIn } from './support/accounts';
import { screenshot } from './support/screens';

/** Opens the IDE at /graphql, types `query` and sends it; resolves with the request it made. */
async function runInIde(page: Page, query: string): Promise<Request> {
  await page.goto('/graphql');
  const editor = page.locator('app-query-editor .cm-content').first();
  await expect(editor).toBeVisible({ timeout: 20_000 });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(query);
  const sent = page.waitForRequest(
    (request) =>
      new URL(request.url()).pathname === '/graphql' &&
      request.method() === 'POST' &&
      (request.postData() ?? '').includes('stats'),
  );
  await page.getByRole('button', { name: 'Send Request' }).first().click();
  return sent;
}

test('the GraphQL IDE runs as the signed-in user, with no promotional banner', async ({ page }) => {
  test.slow();
  const account = await createAccount('Ida IDE');
  await signIn(page, account);
  const token = await page.evaluate((key) => localStorage.getItem(key), SESSION_TOKEN_STORAGE_KEY);
  expect(token).toBeTruthy();

  const policyErrors: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) policyErrors.push(message.text());
  });

  const request = await runInIde(page, '{ stats { plan } }');
  expect(request.headers()['authorization']).toBe(`Bearer ${token}`);
  // The answer is read from Altair's result pane: a response body read back over the DevTools
  // protocol can already be evicted on a loaded machine.
  await expect(page.locator('app-query-result')).toContainText('"plan": "trial"');

  // Altair's own promotions (its AI plugin, "what's new", donations) stay away.
  await expect(page.locator('app-banner')).toHaveCount(0);
  await expect(page.getByText(/Altair AI|supercharge|donate|sponsor/i)).toHaveCount(0);
  expect(policyErrors).toEqual([]);
  await screenshot(page, 'graphql-ide');

  // Signed out, the IDE starts from the new (empty) session: it keeps no header of its own.
  await page.goto('/dashboard');
  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL('/');
  const anonymous = await runInIde(page, '{ stats { plan } }');
  expect(anonymous.headers()['authorization']).toBeUndefined();
  await expect(page.locator('app-query-result')).toContainText(Messages.auth.sessionRequired);
});
