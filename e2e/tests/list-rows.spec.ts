import { Copy } from '@dealdraft/domain';
import { expect, test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createAccount, signIn } from './support/accounts';
import { createProposal, proposalInput } from './support/documents';
import { SCREENSHOT_DIR } from './support/screens';

const LONG_TITLE =
  'Brand identity, website redesign and a year of monthly content for the spring and autumn collections, with photography';

/**
 * A list row never changes height while it is used: a row that unfolded its title on keyboard
 * focus folded again on the next mouse press, moved its buttons between press and release, and
 * the click was lost (after a dialog closed with Escape, the next action clicked in the same row
 * did nothing).
 */
test('a long title takes two lines; after a dialog closed with Escape, the next action clicked in the row opens', async ({
  page,
}) => {
  const account = await createAccount('Ada Lovelace');
  await createProposal(account.token, proposalInput({ proposalTitle: LONG_TITLE }));
  await signIn(page, account, '/proposals');
  const row = page
    .getByRole('table', { name: Copy.proposals.title, exact: true })
    .getByRole('row')
    .filter({ hasText: LONG_TITLE });
  const title = row.getByText(LONG_TITLE);
  await expect(title).toHaveAttribute('title', LONG_TITLE);
  const box = (await title.boundingBox())!;
  const lineHeight = await title.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
  expect(Math.round(box.height / lineHeight)).toBe(2);
  const height = (await row.boundingBox())!.height;

  // A dialog opened by keyboard and closed with Escape: focus comes back to the action as
  // keyboard focus, and the row is as it was.
  const edit = row.getByRole('button', { name: 'Edit' });
  await edit.focus();
  await page.keyboard.press('Enter');
  const form = page.getByRole('dialog', { name: Copy.proposals.editTitle });
  await expect(form).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();
  await expect(edit).toBeFocused();
  expect((await row.boundingBox())!.height).toBe(height);
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, 'list-row-long-title-1280.png') });

  // Another action clicked in that row opens at once.
  await row.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('dialog', { name: /^Delete/ })).toBeVisible();
});
