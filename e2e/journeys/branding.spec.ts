import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  BrandingMessages,
  brandColorOnDark,
  brandColorProblem,
  contrastRatio,
  DARK_BACKGROUND,
} from '@dealdraft/domain';
import { expect, test, type Locator } from '@playwright/test';
import {
  createAccount,
  setWorkspaceProfile,
  signInThroughScreen,
  toast,
} from '../tests/support/accounts';
import { createProposal, proposalInput } from '../tests/support/documents';
import { expectAccessible, screenshotsLightAndDark, setTheme } from '../tests/support/screens';

/**
 * A studio brands its workspace: uploads its PNG logo, tries a colour too light for white text
 * and is told so as it types, picks a darker one and a serif font, and saves. The top bar shows
 * the logo on the brand's accent; the client page of a proposal it shares shows the logo, the
 * colour on its heading and buttons, and the font.
 */
const LOGO = readFileSync(join(__dirname, 'fixtures', 'acme-logo.png'));
const LOGO_PATH = `/api/brand/logos/${createHash('sha256').update(LOGO).digest('hex')}`;
const COLOR = '#0f766e';
const TOO_LIGHT = '#ffee00';

const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;
/** "rgb(1, 2, 3)" as "#010203". */
const hexOf = (css: string) =>
  `#${(css.match(/\d+/g) ?? [])
    .slice(0, 3)
    .map((n) => Number(n).toString(16).padStart(2, '0'))
    .join('')}`;

const css = (locator: Locator, property: string) =>
  locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

test('a workspace brands itself: logo, colour and font in settings, the top bar and the client page', async ({
  page,
  browser,
}) => {
  const account = await createAccount('Nora Studio');
  await setWorkspaceProfile(account.token, { name: 'Acme Studio' });
  await createProposal(
    account.token,
    proposalInput({ proposalTitle: 'Brand refresh', companyName: 'Acme Studio' }),
  );
  await signInThroughScreen(page, account, '/workspace');

  const card = page.locator('#brand');
  await expect(card.getByRole('heading', { name: 'Brand' })).toBeVisible();
  await expect(card).toContainText('No logo yet');

  // The logo, chosen with the file picker: uploaded at once and previewed.
  const chooser = page.waitForEvent('filechooser');
  await card.getByRole('button', { name: 'Upload logo' }).click();
  await (await chooser).setFiles({ name: 'acme.png', mimeType: 'image/png', buffer: LOGO });
  await expect(toast(page, BrandingMessages.logoUpdated)).toBeVisible();
  await expect(card.getByRole('img', { name: 'Logo preview' })).toHaveAttribute('src', LOGO_PATH);
  await expect(card.getByRole('button', { name: 'Replace logo' })).toBeVisible();

  // A file that is not an image is refused under the logo, naming why.
  const again = page.waitForEvent('filechooser');
  await card.getByRole('button', { name: 'Replace logo' }).click();
  await (
    await again
  ).setFiles({
    name: 'notes.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not a picture'),
  });
  await expect(card.getByRole('alert')).toHaveText(BrandingMessages.logoType);
  await expect(card.getByRole('img', { name: 'Logo preview' })).toHaveAttribute('src', LOGO_PATH);

  // The colour's verdict follows the typing: too light, then a colour that passes.
  const colour = card.getByLabel('Brand colour', { exact: true });
  await colour.fill(TOO_LIGHT);
  await expect(card.getByText(brandColorProblem(TOO_LIGHT)!)).toBeVisible();
  await colour.fill(COLOR);
  await expect(card.getByText('Contrast against white 5.5:1: passes')).toBeVisible();
  await expect(card.getByTestId('brand-swatch-light').getByText('Pay now')).toHaveCSS(
    'background-color',
    rgb(COLOR),
  );
  // On dark, a fill lighter than brandColorOnDark: dark text on it reaches 4.5:1.
  const darkFill = hexOf(
    await css(card.getByTestId('brand-swatch-dark').getByText('Pay now'), 'background-color'),
  );
  expect(contrastRatio(darkFill, DARK_BACKGROUND)).toBeGreaterThanOrEqual(4.5);
  await card.getByLabel('Font').selectOption({ label: 'Source Serif 4' });
  await card.getByRole('button', { name: 'Save brand' }).click();
  await expect(toast(page, BrandingMessages.updated)).toBeVisible();
  await expect(toast(page, BrandingMessages.updated)).toBeHidden({ timeout: 10_000 });
  await expectAccessible(page, 'workspace settings with the brand card');
  await card.scrollIntoViewIfNeeded();
  await screenshotsLightAndDark(page, 'brand-settings');

  // The top bar: the logo, on a rule of the brand colour (its dark-theme variant in dark).
  const topBar = page.getByTestId('top-bar');
  await expect(topBar.getByRole('img', { name: 'Acme Studio logo' })).toHaveAttribute(
    'src',
    LOGO_PATH,
  );
  await expect(topBar).toHaveCSS('border-bottom-color', rgb(COLOR));
  await setTheme(page, true);
  await expect(topBar).toHaveCSS('border-bottom-color', rgb(brandColorOnDark(COLOR)));
  await setTheme(page, false);
  await page.goto('/dashboard');
  await expect(topBar.getByRole('img', { name: 'Acme Studio logo' })).toBeVisible();
  await screenshotsLightAndDark(page, 'brand-top-bar');

  // The proposal's client link, made from its row.
  await page.goto('/proposals');
  const row = page.getByRole('row').filter({ hasText: 'Brand refresh' });
  await row.getByRole('button', { name: 'Client link & reminders' }).click();
  const dialog = page.getByRole('dialog', { name: 'Client link & reminders' });
  await dialog.getByRole('button', { name: 'Create link' }).click();
  await expect(dialog).toContainText(/\/c\/[A-Za-z0-9_-]{43}/);
  const path = /\/c\/[A-Za-z0-9_-]{43}/.exec((await dialog.textContent()) ?? '')![0];

  // What the client sees: the studio's logo, its colour, its font.
  const client = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const clientPage = await client.newPage();
  await clientPage.goto(path);
  const heading = clientPage.getByRole('heading', { name: 'Brand refresh' });
  await expect(heading).toBeVisible();
  const logo = clientPage.getByRole('img', { name: 'Acme Studio logo' });
  await expect(logo).toHaveAttribute('src', LOGO_PATH);
  await expect(logo).toHaveJSProperty('naturalWidth', 240);
  await expect(heading).toHaveCSS('color', rgb(COLOR));
  await expect(clientPage.getByRole('button', { name: 'Accept proposal' })).toHaveCSS(
    'background-color',
    rgb(COLOR),
  );
  expect(await css(heading, 'font-family')).toContain('Source Serif 4');
  await clientPage.evaluate(() => document.fonts.ready);
  await expect
    .poll(() => clientPage.evaluate(() => document.fonts.check('600 24px "Source Serif 4"')))
    .toBe(true);
  // The product's own logo is not on the client's page.
  await expect(clientPage.getByText('Dealdraft', { exact: true })).toHaveCount(0);
  // The logo as anyone fetches it: the bytes uploaded, cached for good.
  const served = await clientPage.request.get(LOGO_PATH);
  expect(Buffer.compare(await served.body(), LOGO)).toBe(0);
  expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  await expectAccessible(clientPage, 'the branded client page');
  await screenshotsLightAndDark(clientPage, 'brand-client-page');
  await setTheme(clientPage, true);
  await expect(clientPage.getByRole('button', { name: 'Accept proposal' })).toHaveCSS(
    'background-color',
    rgb(darkFill),
  );
  await client.close();
});
