import {
  Copy,
  DashboardCopy,
  formatUsd,
  LANDING_NAV,
  LandingCopy,
  SubscriptionCopy,
  THEME_STORAGE_KEY,
} from '@dealdraft/domain';
import { randomBytes } from 'node:crypto';
import {
  expect as baseExpect,
  test,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { Client } from 'pg';
import { createAccount, graphql, type Account } from './support/accounts';
import { databaseUrl } from './support/database';
import { createInvoice, createProposal, invoiceInput, proposalInput } from './support/documents';
import { expectAccessible, laidOut, screenshot, THEME_RULES } from './support/screens';

// Pages here load lazy chunks (and recharts); a loaded CI machine needs more than 5 s for that.
const expect = baseExpect.configure({ timeout: 15_000 });

type Theme = 'light' | 'dark';
type SessionUser = { id: string; name: string; email: string; role: string };

const WIDTHS = [1280, 390] as const;
const header = (page: Page) => page.getByRole('banner');

/**
 * A browser context in `theme`, signed in as `account` when given: the SPA's own storage keys
 * are set before any page script runs, as after a real sign-in (and without spending one).
 */
async function openContext(
  browser: Browser,
  theme: Theme,
  session?: { token: string; user: SessionUser },
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await context.addInitScript(
    ({ key, theme, session }) => {
      localStorage.setItem(key, theme);
      if (session) {
        localStorage.setItem('dealdraft-token', session.token);
        localStorage.setItem('dealdraft-user', JSON.stringify(session.user));
      }
    },
    { key: THEME_STORAGE_KEY, theme, session },
  );
  return context;
}

/** Scrolls through the whole page, so below-the-fold parts (the plan cards) load. */
/**
 * Scrolls the whole page so every deferred section loads (see DeferUntilNear), then back to the
 * top. It waits two animation frames per step, not a fixed time: on a loaded machine frames come
 * late, and an IntersectionObserver only reports on a rendered frame.
 */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const rendered = () =>
      new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await rendered();
    }
  });
  // The last deferred part is the pricing cards; bring them in for certain before going back up.
  const pricingButton = page.getByRole('button', { name: 'Get Freelancer' });
  await page.locator('#pricing').scrollIntoViewIfNeeded();
  await expect(pricingButton).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
}

test.describe('landing page and dashboard', () => {
  // One account for the whole file (sign-ups are rate-limited), with known rows behind it.
  test.describe.configure({ mode: 'serial' });
  test.skip(!databaseUrl, 'E2E_DATABASE_URL is needed to record delivered e-mails');

  let account: Account;
  let user: SessionUser;
  const expected = { proposals: 0, invoices: 0, emails: 0, value: 0 };

  test.beforeAll(async () => {
    account = await createAccount('Grace Hopper');
    ({ me: user } = await graphql<{ me: SessionUser }>(
      account.token,
      '{ me { id name email role } }',
    ));

    // Four proposals (one deleted later: it still counts as created), three invoices.
    const statuses = ['draft', 'sent', 'accepted', 'rejected'];
    const proposalIds: string[] = [];
    for (const [index, status] of statuses.entries()) {
      const price = 1200 + index * 450;
      const { id } = await createProposal(
        account.token,
        proposalInput({
          proposalTitle: `Launch plan ${index + 1}`,
          clientName: index === 1 ? 'Umbrella Health' : 'Jane Client',
          status,
          services: [{ description: 'Design', price, quantity: 1 }],
        }),
      );
      proposalIds.push(id);
      if (index !== 3) expected.value += price;
    }
    await graphql(account.token, 'mutation ($id: ID!) { deleteProposal(id: $id) }', {
      id: proposalIds[3],
    });
    expected.proposals = 4;

    const invoices = [
      { status: 'draft', rate: 980 },
      { status: 'paid', rate: 2400 },
      // Sent and past due: read as overdue.
      { status: 'sent', rate: 640, invoiceDate: '2025-01-05', dueDate: '2025-02-04' },
    ];
    const invoiceIds: string[] = [];
    for (const { rate, ...fields } of invoices) {
      const { id } = await createInvoice(
        account.token,
        invoiceInput({ ...fields, lineItems: [{ description: 'Design', rate, quantity: 1 }] }),
      );
      invoiceIds.push(id);
      expected.value += rate;
    }
    expected.invoices = 3;

    // E-mails as the worker records them: three delivered (one opened twice), one failed.
    const db = new Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      const sends: [string, string, string, number][] = [
        ['proposal', proposalIds[1], 'sent', 2],
        ['proposal', proposalIds[2], 'sent', 0],
        ['invoice', invoiceIds[1], 'sent', 1],
        ['invoice', invoiceIds[0], 'failed', 0],
      ];
      for (const [kind, id, status, opens] of sends) {
        await db.query(
          `INSERT INTO email_sends (workspace_id, document_kind, document_id, recipient, subject,
                                    status, tracking_token, open_count, sent_at)
           SELECT workspace_id, $2, $3, 'jane@initech.example', 'Your document', $4, $5, $6,
                   CASE WHEN $4 = 'sent' THEN now() END
             FROM workspace_members WHERE user_id = $1`,
          [user.id, kind, id, status, randomBytes(16).toString('hex'), opens],
        );
      }
    } finally {
      await db.end();
    }
    expected.emails = 3;
  });

  const session = () => ({ token: account.token, user });

  test('the landing page: header links, hero, figures, pricing and footer', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const nav = header(page).getByRole('navigation', { name: 'Sections' });
    for (const { href, label } of LANDING_NAV) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute(
        'href',
        href,
      );
    }
    await expect(header(page).getByRole('link', { name: 'Dealdraft' })).toHaveAttribute(
      'href',
      '#about',
    );
    await expect(header(page).getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Sign Up', exact: true })).toBeVisible();
    for (const id of ['about', 'how-it-works', 'features', 'pricing', 'testimonials']) {
      await expect(page.locator(`#${id}`)).toHaveCount(1);
    }

    const savings = page.getByRole('region', { name: /Less time on paperwork/ });
    for (const figure of [
      '25 hours per week saved',
      '$15,000 per month revenue increase',
      '300% higher win rate',
      '1800% annual ROI',
    ]) {
      await expect(savings).toContainText(figure);
    }
    await expect(page.locator('#testimonials')).toContainText('50K+ users');
    await expect(page.locator('#testimonials')).toContainText('4.9/5 rating');
    await expect(page.locator('#testimonials')).toContainText('2M+ proposals');

    await expect(page.locator('#pricing')).toContainText(SubscriptionCopy.pricingSectionText);
    await page.locator('#pricing').scrollIntoViewIfNeeded();
    await expect(page.locator('#pricing').getByRole('group', { name: 'Freelancer' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(
      `© ${new Date().getFullYear()} Dealdraft`,
    );
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: /on LinkedIn/ }),
    ).toBeVisible();

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('link', { name: LandingCopy.heroCta }).click();
    await expect(page).toHaveURL('/signup');
  });

  test('the header turns solid after 50 px of scroll, and clear again at the top', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(header(page)).toHaveAttribute('data-solid', 'false');
    await page.evaluate(() => window.scrollTo(0, 40));
    await expect(header(page)).toHaveAttribute('data-solid', 'false');
    await page.mouse.wheel(0, 400);
    await expect(header(page)).toHaveAttribute('data-solid', 'true');
    // Solid means opaque enough to read over the page.
    const background = await header(page).evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(background).not.toBe('rgba(0, 0, 0, 0)');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header(page)).toHaveAttribute('data-solid', 'false');
  });

  test('on a phone the links live in a slide-in menu that takes you to a section', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    await expect(header(page).getByRole('link', { name: 'Features' })).toBeHidden();

    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await menuButton.click();
    const menu = page.getByRole('dialog', { name: /menu/ });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Sign Up' })).toBeVisible();
    await expectAccessible(page, 'the open landing menu');

    // Escape closes it and gives focus back to the button.
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();

    await menuButton.click();
    await menu.getByRole('link', { name: 'Pricing' }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/#pricing$/);
    await expect(page.locator('#pricing')).toBeInViewport();
    await expect(header(page)).toHaveAttribute('data-solid', 'true');
  });

  test('the reviews carousel turns with its buttons and the arrow keys', async ({ page }) => {
    await page.goto('/#testimonials');
    const carousel = page.getByRole('region', { name: 'Customer reviews' });
    const shown = carousel.locator('[aria-roledescription="slide"][aria-hidden="false"]');
    await expect(shown).toHaveAttribute('aria-label', '1 of 5');
    await carousel.getByRole('button', { name: 'Next review' }).click();
    await expect(shown).toHaveAttribute('aria-label', '2 of 5');
    // Focus inside pauses it; the arrow keys move it.
    await page.keyboard.press('ArrowRight');
    await expect(shown).toHaveAttribute('aria-label', '3 of 5');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(shown).toHaveAttribute('aria-label', '1 of 5');
    await expect(carousel).toHaveAttribute('data-playing', 'false');
  });

  test('a signed-in visitor of the landing page gets Go to Dashboard', async ({ browser }) => {
    const context = await openContext(browser, 'light', session());
    const page = await context.newPage();
    await page.goto('/');
    await expect(header(page).getByRole('link', { name: 'Login' })).toBeHidden();
    await header(page).getByRole('link', { name: LandingCopy.goToDashboard }).click();
    await expect(page).toHaveURL('/dashboard');
    await context.close();
  });

  test('the dashboard counts up once to the real numbers', async ({ browser }) => {
    const context = await openContext(browser, 'light', session());
    const page = await context.newPage();
    // Every text the value card shows, recorded inside the page from its first frame: sampling
    // from the test instead could start after the 2.5 s count-up on a loaded machine.
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { statValues: seen });
      new MutationObserver(() => {
        const text = document.querySelector('[data-testid="stat-value"]')?.textContent;
        if (text && text !== seen[seen.length - 1]) seen.push(text);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: Copy.dashboard.title, level: 1 })).toBeVisible();

    const value = page.getByTestId('stat-value');
    const finalValue = formatUsd(expected.value);
    await expect(value).toHaveText(finalValue);
    // It went up through smaller figures, and stopped once at the real one.
    const seen = await page.evaluate(
      () => (window as unknown as { statValues: string[] }).statValues,
    );
    expect(seen.length).toBeGreaterThan(2);
    expect(seen.slice(0, -1)).not.toContain(finalValue);
    expect(seen.at(-1)).toBe(finalValue);

    // After 2.5 s every card shows what the rows say.
    await expect(page.getByTestId('stat-proposals')).toHaveText(String(expected.proposals));
    await expect(page.getByTestId('stat-invoices')).toHaveText(String(expected.invoices));
    await expect(page.getByTestId('stat-emails')).toHaveText(String(expected.emails));
    await expect(value).toHaveText(finalValue);
    const card = (title: string) => page.getByRole('group', { name: title });
    await expect(card(DashboardCopy.totalProposals)).toContainText('4/5 proposals used');
    await expect(card(DashboardCopy.totalInvoices)).toContainText('3/5 invoices used');
    await expect(card(DashboardCopy.totalValue)).toContainText('Plan: Trial');

    // The chart, the counts by status (the past-due invoice reads overdue) and recent items.
    await expect(page.getByTestId('value-chart').locator('.recharts-surface')).toBeVisible();
    const byStatus = page.getByRole('region', { name: 'Invoices', exact: true });
    await expect(byStatus.getByRole('listitem').filter({ hasText: 'Overdue' })).toContainText('1');
    const recent = page.getByRole('region', { name: 'Recent proposals' });
    await expect(recent.getByRole('listitem')).toHaveCount(3);
    await expect(recent.getByRole('listitem').filter({ hasText: 'Launch plan 2' })).toContainText(
      '2 e-mail opens',
    );
    // Each recent item opens its own record.
    await recent.getByRole('link', { name: /Launch plan 2/ }).click();
    const form = page.getByRole('dialog', { name: /Edit Proposal/ });
    await expect(form.getByLabel(/Proposal Title/)).toHaveValue('Launch plan 2');
    await expect(page).toHaveURL('/proposals');
    await context.close();
  });

  test('under reduced motion the figures appear at once', async ({ browser }) => {
    const context = await openContext(browser, 'light', session());
    const page = await context.newPage();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/dashboard');
    const value = page.getByTestId('stat-value');
    await expect(value).toBeVisible();
    expect(await value.textContent()).toBe(formatUsd(expected.value));
    await context.close();
  });

  test('the top-bar search finds documents by client or number and opens them', async ({
    browser,
  }) => {
    const context = await openContext(browser, 'light', session());
    const page = await context.newPage();
    await page.goto('/dashboard');
    const search = page.getByRole('combobox', { name: 'Search' });
    await search.fill('umbrella');
    const results = page.getByRole('listbox', { name: 'Search results' });
    await expect(results.getByRole('option')).toHaveCount(1);
    await expect(results.getByRole('option')).toContainText('Launch plan 2');
    await search.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Launch plan 2' });
    await expect(dialog).toContainText('Umbrella Health');
    await expect(dialog).toContainText('SENT');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(search).toBeFocused();

    // By number too (the lists' own search boxes do not match proposal numbers), and the
    // dialog leads to the record's edit form.
    const { proposals, invoices } = await graphql<{
      proposals: { nodes: { proposalNumber: string; proposalTitle: string }[] };
      invoices: { nodes: { invoiceNumber: string }[] };
    }>(
      account.token,
      `
        {
          proposals(first: 1, search: "umbrella") {
            nodes {
              proposalNumber
              proposalTitle
            }
          }
          invoices(first: 1) {
            nodes {
              invoiceNumber
            }
          }
        }
      `,
    );
    await search.fill(proposals.nodes[0].proposalNumber);
    await expect(results.getByRole('option')).toHaveCount(1);
    await expect(results.getByRole('option')).toContainText(proposals.nodes[0].proposalTitle);

    const invoiceNumber = invoices.nodes[0].invoiceNumber;
    await search.fill(invoiceNumber);
    await page.getByRole('option', { name: new RegExp(invoiceNumber) }).click();
    await page.getByRole('link', { name: 'Edit Invoice' }).click();
    const form = page.getByRole('dialog', { name: /Edit Invoice/ });
    await expect(form.getByLabel(/Invoice Number/)).toHaveValue(invoiceNumber);
    // The link's ?edit= is dropped once the form is open, so a reload does not reopen it.
    await expect(page).toHaveURL('/invoices');
    await context.close();
  });

  test('on a phone the search opens from the top bar, over it; screenshots light and dark', async ({
    browser,
  }) => {
    for (const theme of ['light', 'dark'] as const) {
      const context = await openContext(browser, theme, session());
      const page = await context.newPage();
      await page.setViewportSize({ width: 390, height: 800 });
      await page.goto('/dashboard');
      const search = page.getByRole('combobox', { name: 'Search' });
      await expect(search).toBeHidden();
      await page.getByRole('button', { name: 'Open search' }).click();
      await expect(search).toBeFocused();
      // The bar is the search's now, from edge to edge, over the logo, the bell and the menu.
      expect(await page.getByRole('search').boundingBox()).toMatchObject({ x: 0, width: 390 });
      await search.fill('umbrella');
      const results = page.getByRole('listbox', { name: 'Search results' });
      await expect(results.getByRole('option')).toHaveCount(1);
      await expect(results.getByRole('option')).toContainText('Launch plan 2');
      // At 1280 the same search is the box beside the sidebar button, its results under it.
      await screenshot(page, theme === 'dark' ? 'search-results-dark' : 'search-results');

      await results.getByRole('option').click();
      const dialog = page.getByRole('dialog', { name: 'Launch plan 2' });
      await expect(dialog).toContainText('Umbrella Health');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(search).toBeFocused();

      await page.getByRole('button', { name: 'Close search' }).click();
      await expect(search).toBeHidden();
      await expect(page.getByRole('button', { name: 'Open search' })).toBeVisible();
      await context.close();
    }
  });

  test('screenshots: landing and dashboard at 1280 and 390, light and dark', async ({
    browser,
  }) => {
    for (const theme of ['light', 'dark'] as const) {
      const suffix = theme === 'dark' ? '-dark' : '';
      const visitor = await openContext(browser, theme);
      const landing = await visitor.newPage();
      // Still pictures: counts and bars at their final values, no animation mid-way.
      await landing.emulateMedia({ reducedMotion: 'reduce' });
      await landing.goto('/');
      await expect(landing.getByRole('heading', { level: 1 })).toBeVisible();
      await scrollThrough(landing);
      await screenshot(landing, `landing${suffix}`);
      await visitor.close();

      const signedIn = await openContext(browser, theme, session());
      const dashboard = await signedIn.newPage();
      await dashboard.emulateMedia({ reducedMotion: 'reduce' });
      await dashboard.goto('/dashboard');
      await expect(dashboard.getByTestId('stat-value')).toHaveText(formatUsd(expected.value));
      await expect(dashboard.getByTestId('value-chart').locator('.recharts-surface')).toBeVisible();
      await screenshot(dashboard, `dashboard${suffix}`);
      await signedIn.close();
    }
  });
});

/**
 * The axe checks, route by route: independent of each other and of the seeded rows above, so
 * they are spread over the workers (17 routes, each at two widths and in two themes, were the
 * longest serial stretch of the suite). Each worker signs up one account for them.
 */
test.describe('every route is accessible', () => {
  let account: Account;
  let user: SessionUser;
  test.beforeAll(async () => {
    account = await createAccount('Grace Hopper');
    ({ me: user } = await graphql<{ me: SessionUser }>(
      account.token,
      '{ me { id name email role } }',
    ));
  });
  const session = () => ({ token: account.token, user });

  /** Every route of the spec's table (§2), plus /status; the name is its screenshot's. */
  const ROUTES: { path: string; name: string; signedIn: boolean; ready: string }[] = [
    { path: '/', name: 'landing', signedIn: false, ready: 'heading' },
    { path: '/login', name: 'auth-signin', signedIn: false, ready: Copy.signIn.title },
    { path: '/signup', name: 'auth-signup', signedIn: false, ready: Copy.signUp.title },
    { path: '/dashboard', name: 'dashboard', signedIn: true, ready: Copy.dashboard.title },
    { path: '/proposals', name: 'proposals-list', signedIn: true, ready: Copy.proposals.title },
    { path: '/invoices', name: 'invoices-list', signedIn: true, ready: Copy.invoices.title },
    { path: '/profile', name: 'profile', signedIn: true, ready: Copy.profile.title },
    { path: '/workspace', name: 'workspace-settings', signedIn: true, ready: 'Workspace' },
    { path: '/workspace/members', name: 'workspace-members', signedIn: true, ready: 'Workspace' },
    { path: '/workspace/api-keys', name: 'workspace-api-keys', signedIn: true, ready: 'Workspace' },
    { path: '/clients', name: 'clients-list', signedIn: true, ready: 'Clients' },
    { path: '/catalogue', name: 'catalogue-list', signedIn: true, ready: 'Catalogue' },
    { path: '/pricing', name: 'pricing', signedIn: true, ready: 'Pricing' },
    {
      path: '/payment-success',
      name: 'payment-success',
      signedIn: false,
      ready: Copy.paymentSuccess.title,
    },
    {
      path: '/payment-decline',
      name: 'payment-decline',
      signedIn: false,
      ready: Copy.paymentDecline.title,
    },
    { path: '/no-such-page', name: 'not-found', signedIn: false, ready: Copy.notFound.title },
    { path: '/status', name: 'status', signedIn: false, ready: 'System status' },
  ];

  for (const route of ROUTES) {
    test(`${route.path}: axe finds nothing serious at 1280 and 390, light and dark`, async ({
      browser,
    }) => {
      for (const theme of ['light', 'dark'] as const) {
        const context = await openContext(browser, theme, route.signedIn ? session() : undefined);
        const page = await context.newPage();
        if (route.path === '/pricing') {
          // Reachable only through View Pricing Plans on the profile (spec §2).
          await page.goto('/profile');
          await page.getByRole('button', { name: 'View Pricing Plans' }).click();
          await expect(page).toHaveURL('/pricing');
        } else {
          await page.goto(route.path);
        }
        await expect(
          route.ready === 'heading'
            ? page.getByRole('heading', { level: 1 })
            : page.getByRole('heading', { name: route.ready, level: 1 }),
        ).toBeVisible();
        await expect(page.locator('html')).toHaveClass(
          theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/,
        );
        // The screen's data once; a width changes only the layout (see screenshot()).
        await page.waitForLoadState('networkidle');
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 800 });
          await laidOut(page);
          // Light is checked in full; dark changes only colours, so only the colour rules run.
          await expectAccessible(
            page,
            `${route.path} at ${width} px, ${theme}`,
            theme === 'dark' ? THEME_RULES : undefined,
          );
          // Nothing wider than the screen: no sideways scrolling on a phone.
          expect(
            await page.evaluate(() => document.documentElement.scrollWidth),
          ).toBeLessThanOrEqual(width);
        }
        // Light screenshots of these screens come from their own specs.
        if (theme === 'dark' && route.name !== 'landing' && route.name !== 'dashboard') {
          await screenshot(page, `${route.name}-dark`);
        }
        await context.close();
      }
    });
  }
});
