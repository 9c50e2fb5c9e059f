import { clientAnswerNotice, THEME_STORAGE_KEY } from '@dealdraft/domain';
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createAccount, graphql, signIn, toast } from './support/accounts';
import { createProposal, proposalInput } from './support/documents';
import { SCREENSHOT_DIR, screenshot } from './support/screens';


/** The owner's link to a proposal, as a path on the app's own origin. */
async function clientPath(token: string, documentId: string): Promise<string> {
  const { createClientLink } = await graphql<{ createClientLink: { url: string } }>(
    token,
    'mutation ($input: CreateClientLinkInput!) { createClientLink(input: $input) { url } }',
    { input: { documentKind: 'proposal', documentId } },
  );
  return new URL(createClientLink.url).pathname;
}

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });

/**
 * The bell opened once, shot at each width (the viewport, not the full page: the menu is what it
 * shows), so the notice it opened on keeps its unread dot in both.
 */
async function bellScreenshots(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await bell(page).click();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await expect(page.getByRole('menu')).toBeVisible();
    await page.screenshot({
      path: join(SCREENSHOT_DIR, `${name}-${width}.png`),
      animations: 'disabled',
    });
  }
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** A client accepts a new proposal of `token`'s workspace through its link (the api, no page). */
async function clientAccepts(page: Page, token: string, title: string): Promise<void> {
  const { id } = await createProposal(
    token,
    proposalInput({ proposalTitle: title, status: 'sent', expirationDate: '2099-12-31' }),
  );
  const link = (await clientPath(token, id)).replace('/c/', '/api/client/');
  const { data } = (await (await page.request.get(link)).json()) as { data: { version: string } };
  const answer = await page.request.post(`${link}/accept`, {
    data: { fullName: 'Jane Client', version: data.version },
  });
  expect(answer.status()).toBe(200);
}

/** Until the toasts have gone: they would sit over the menu in a screenshot. */
const noToasts = (page: Page) =>
  expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });

test('a client declines while the owner has the proposals open: the row reads REJECTED and the bell counts it, without a reload', async ({
  browser,
  page,
}) => {
  const account = await createAccount('Ada Live');
  const { id } = await createProposal(
    account.token,
    proposalInput({ proposalTitle: 'Live decline', status: 'sent', expirationDate: '2099-12-31' }),
  );
  const path = await clientPath(account.token, id);

  // The socket the page opens, and anything the page's CSP refuses.
  const sockets: string[] = [];
  page.on('websocket', (socket) => sockets.push(socket.url()));
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });

  await signIn(page, account, '/proposals');
  const row = page
    .getByRole('table', { name: 'Proposals', exact: true })
    .getByRole('row')
    .filter({ hasText: 'Live decline' });
  await expect(row).toContainText('SENT');
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  // Marks this document: a reload would lose it.
  await page.evaluate(() => Object.assign(window, { stillThisPage: true }));

  // The client, in a browser of their own, declines.
  const client = await browser.newContext();
  const clientPage = await client.newPage();
  await clientPage.goto(path);
  await clientPage.getByRole('button', { name: 'Decline', exact: true }).click();
  await clientPage.getByLabel(/Reason/).fill('Over budget this quarter');
  await clientPage.getByRole('button', { name: 'Decline proposal' }).click();
  await expect(clientPage.getByRole('heading', { name: 'Proposal declined' })).toBeVisible();
  await client.close();

  // The owner's open page, without a reload.
  const notice = clientAnswerNotice('declined', 'Live decline', 'Jane Client');
  await expect(toast(page, notice)).toBeVisible();
  await expect(row).toContainText('REJECTED');
  await expect(row).toContainText(/Viewed 1×/);
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
  await expect(page.getByTestId('notification-count')).toHaveText('1');
  expect(await page.evaluate(() => 'stillThisPage' in window)).toBe(true);
  // Sockets (one per page load: sign-in's dashboard, then the proposals) to the same origin,
  // which CSP connect-src 'self' allows: nothing refused.
  const sameOrigin = new URL('/graphql', page.url()).toString().replace(/^http/, 'ws');
  expect([...new Set(sockets)]).toEqual([sameOrigin]);
  expect(refused).toEqual([]);

  // Opened (by keyboard), the bell lists the notice; opening marks it read.
  await bell(page).focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem').first()).toContainText(notice);
  await page.keyboard.press('Escape');
  await expect(bell(page)).toHaveAccessibleName('Notifications');

  // The bell open, light and dark, each time on a notice that has just come in.
  for (const [theme, title] of [
    ['light', 'Logo refresh'],
    ['dark', 'Brand guide'],
  ] as const) {
    if (theme === 'dark') {
      await page.evaluate((key) => localStorage.setItem(key, 'dark'), THEME_STORAGE_KEY);
      await page.reload();
      await expect(row).toContainText('REJECTED');
    }
    await clientAccepts(page, account.token, title);
    await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
    await noToasts(page);
    if (theme === 'light') await screenshot(page, 'live-bell-unread');
    await bellScreenshots(page, theme === 'dark' ? 'live-bell-dark' : 'live-bell');
  }
});
