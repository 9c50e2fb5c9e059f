import { THEME_STORAGE_KEY, WorkspaceMessages } from '@dealdraft/domain';
import { expect, test, type Page } from '@playwright/test';
import { createAccount, graphql, signIn, toast, type Account } from './support/accounts';
import { databaseUrl, upgradeToBusiness } from './support/database';
import { createProposal, proposalInput } from './support/documents';
import { latestMailTo, mailUrl } from './support/mailbox';
import { screenshot } from './support/screens';

const proposalRow = (page: Page, title: string) =>
  page
    .getByRole('table', { name: 'Proposals', exact: true })
    .getByRole('row')
    .filter({ hasText: title });

async function openUserMenu(page: Page) {
  await page.getByRole('button', { name: /User menu/ }).click();
}

/** Picks a workspace in the user menu; the app lands on the dashboard of that workspace. */
async function switchTo(page: Page, name: string) {
  await openUserMenu(page);
  await page.getByRole('menuitem', { name }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(toast(page, `Switched to ${name}`)).toBeVisible();
}

/**
 * A team, as the Business plan promises it: the owner invites a teammate by e-mail, the
 * teammate joins from the link and works on the shared proposals, sees no billing, and
 * switching workspaces changes what the lists show.
 */
test.describe('workspaces and teams', () => {
  test.skip(!databaseUrl || !mailUrl, 'needs the test database and MailDev (npm test starts both)');
  test.describe.configure({ mode: 'serial' });

  let owner: Account;
  let teammate: Account;
  let invitationPath: string;

  test.beforeAll(async () => {
    owner = await createAccount('Olivia Owner');
    teammate = await createAccount('Tom Teammate');
    await upgradeToBusiness(owner.email);
    await graphql(
      owner.token,
      'mutation ($input: UpdateWorkspaceInput!) { updateWorkspace(input: $input) { id } }',
      {
        input: {
          name: 'Owner & Co',
          email: 'billing@owner.example',
          address: '1 Market Street\nSpringfield',
          phone: '+1 555 0100',
          taxNumber: 'US-12-3456789',
          paymentTerms: 'Net 30',
        },
      },
    );
    await createProposal(owner.token, proposalInput({ proposalTitle: 'Shared roadmap' }));
    await createProposal(teammate.token, proposalInput({ proposalTitle: "Tom's own pitch" }));
  });

  test('the owner edits the workspace profile and invites a teammate by e-mail', async ({
    page,
  }) => {
    await signIn(page, owner, '/workspace');
    await expect(page.getByLabel('Workspace name')).toHaveValue('Owner & Co');
    await screenshot(page, 'workspace-settings');

    await page.goto('/workspace/members');
    await expect(page.getByText('1 of 5 seats')).toBeVisible();
    await page.getByRole('button', { name: 'Invite member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite member' });
    await dialog.getByLabel('Email').fill(teammate.email);
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(toast(page, `Invitation sent to ${teammate.email}`)).toBeVisible();
    await expect(page.getByRole('cell', { name: teammate.email })).toBeVisible();
    await screenshot(page, 'workspace-members');

    // The worker mails the link; the SMTP peer (MailDev) has it.
    const mail = await latestMailTo(teammate.email);
    expect(mail.subject).toContain('Owner & Co');
    const link = /https?:\/\/[^\s"<>]+\/invitations\/[\w-]+/.exec(mail.text ?? mail.html ?? '');
    expect(link, 'an invitation link in the e-mail').not.toBeNull();
    invitationPath = new URL(link![0]).pathname;
  });

  test('the teammate joins from the link, sees the shared proposals and no billing', async ({
    page,
  }) => {
    await signIn(page, teammate);
    await page.goto(invitationPath);
    await expect(page.getByText('Olivia Owner')).toBeVisible();
    await screenshot(page, 'invitation');
    await page.getByRole('button', { name: 'Join Owner & Co' }).click();
    await expect(page).toHaveURL('/dashboard');

    await page.goto('/proposals');
    await expect(proposalRow(page, 'Shared roadmap')).toBeVisible();
    await expect(proposalRow(page, "Tom's own pitch")).toHaveCount(0);

    // A member sees the plan, not the billing.
    await page.goto('/profile');
    await expect(page.getByLabel('Role')).toHaveValue('Member');
    await expect(page.getByRole('button', { name: 'View Pricing Plans' })).toHaveCount(0);

    // The link was single use.
    await page.goto(invitationPath);
    await expect(page.getByRole('button', { name: 'Join Owner & Co' })).toHaveCount(0);
  });

  test('switching workspaces in the user menu changes the lists', async ({ page }) => {
    // Signing in opens the person's oldest workspace: Tom's own.
    await signIn(page, teammate, '/proposals');
    await expect(proposalRow(page, "Tom's own pitch")).toBeVisible();
    await expect(proposalRow(page, 'Shared roadmap')).toHaveCount(0);

    await openUserMenu(page);
    await expect(page.getByRole('menuitem', { name: 'Owner & Co' })).toBeVisible();
    await screenshot(page, 'workspace-switcher');
    await page.keyboard.press('Escape');

    await switchTo(page, 'Owner & Co');
    await page.goto('/proposals');
    await expect(proposalRow(page, 'Shared roadmap')).toBeVisible();
    await expect(proposalRow(page, "Tom's own pitch")).toHaveCount(0);

    await switchTo(page, "Tom Teammate's workspace");
    await page.goto('/proposals');
    await expect(proposalRow(page, "Tom's own pitch")).toBeVisible();
  });

  test('a new proposal starts from the workspace profile', async ({ page }) => {
    await signIn(page, teammate);
    await switchTo(page, 'Owner & Co');
    await page.goto('/proposals');
    await page.getByRole('button', { name: 'Create Proposal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Proposal' });
    await expect(dialog.getByLabel('Company Name')).toHaveValue('Owner & Co');
    await expect(dialog.getByLabel('Company Email')).toHaveValue('billing@owner.example');
    await expect(dialog.getByLabel(/Payment Terms/)).toHaveValue('Net 30');
  });

  test('the owner makes an API key, shown once, and removing the teammate takes effect at once', async ({
    page,
  }) => {
    await signIn(page, owner, '/workspace/api-keys');
    await page.getByRole('button', { name: 'Create API key' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('Zapier');
    await dialog.getByRole('button', { name: /Create/ }).click();
    await expect(
      dialog.getByText("Copy this key now. You won't be able to see it again."),
    ).toBeVisible();
    await expect(dialog.getByLabel('API key')).toHaveValue(/^ddk_[A-Za-z0-9]{8}_[\w-]{43}$/);
    await screenshot(page, 'workspace-api-key-created');
    await dialog
      .getByRole('button', { name: /Close|Done/ })
      .first()
      .click();
    await expect(page.getByRole('cell', { name: 'Zapier' })).toBeVisible();

    // A revoked key stays listed, after the live ones, badged with its date and no button.
    await graphql(
      owner.token,
      'mutation { createApiKey(input: { name: "Old sync", role: "member" }) { secret } }',
    );
    await page.reload();
    const old = page.getByRole('row').filter({ hasText: 'Old sync' });
    await old.getByRole('button', { name: 'Revoke' }).click();
    await page
      .getByRole('dialog', { name: 'Revoke API key' })
      .getByRole('button', { name: 'Revoke' })
      .click();
    await expect(toast(page, 'API key revoked')).toBeVisible();
    await expect(old.getByText(/^Revoked /)).toBeVisible();
    await expect(old.getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('row').nth(1)).toContainText('Zapier');
    await expect(page.getByRole('row').nth(2)).toContainText('Old sync');
    await screenshot(page, 'workspace-api-keys');
    await page.evaluate((key) => localStorage.setItem(key, 'dark'), THEME_STORAGE_KEY);
    await page.reload();
    await expect(old.getByText(/^Revoked /)).toBeVisible();
    await screenshot(page, 'workspace-api-keys-dark');
    await page.evaluate((key) => localStorage.setItem(key, 'light'), THEME_STORAGE_KEY);

    // The teammate's session in Owner & Co works, until they are removed.
    const teammateToken = await tokenIn(teammate, 'Owner & Co');
    const auth = { authorization: `Bearer ${teammateToken}` };
    expect((await page.request.get('/api/proposals', { headers: auth })).status()).toBe(200);

    await page.goto('/workspace/members');
    const row = page.getByRole('row').filter({ hasText: teammate.email });
    await row.getByRole('button', { name: 'Remove' }).click();
    await page
      .getByRole('dialog', { name: 'Remove member' })
      .getByRole('button', { name: 'Remove' })
      .click();
    await expect(toast(page, 'Member removed')).toBeVisible();

    // ... and ends on their very next request.
    const response = await page.request.get('/api/proposals', { headers: auth });
    expect(response.status()).toBe(401);
    expect((await response.json()).message).toBe(WorkspaceMessages.notAMember);
  });
});

/** A token of `account` acting in the workspace named `name` (through switchWorkspace). */
async function tokenIn(account: Account, name: string): Promise<string> {
  const { workspaces } = await graphql<{ workspaces: { id: string; name: string }[] }>(
    account.token,
    '{ workspaces { id name } }',
  );
  const target = workspaces.find((workspace) => workspace.name === name);
  if (!target) throw new Error(`${account.email} is not in ${name}`);
  const { switchWorkspace } = await graphql<{ switchWorkspace: { token: string } }>(
    account.token,
    'mutation ($id: ID!) { switchWorkspace(id: $id) { token } }',
    { id: target.id },
  );
  return switchWorkspace.token;
}
