import { Copy, DocumentMessages } from '@dealdraft/domain';
import { expect, test, type Page } from '@playwright/test';
import {
  createAccount,
  graphql,
  signIn,
  signInThroughScreen,
  toast,
  type Account,
} from '../tests/support/accounts';
import { databaseUrl, upgradeToBusiness } from '../tests/support/database';
import { latestMailTo, mailUrl } from '../tests/support/mailbox';
import { screenshotsLightAndDark } from '../tests/support/screens';
import { fill, firstDocumentForm, mailTo } from './support';

/**
 * Approval before sending. The owner sets the workspace's rule on the screen (a total over
 * $5,000 needs an admin's approval); a member makes a $6,000 proposal and is refused at send,
 * naming why; the member requests approval, the owner returns it with a comment, the member
 * lowers the price (still over) and asks again, the owner approves, and the member's send goes:
 * the client's e-mail arrives.
 */
const NEEDS_APPROVAL = "This proposal needs an admin's approval before it is sent";
const TITLE = 'Harbour office fit-out';

const rowOf = (page: Page) =>
  page
    .getByRole('table', { name: Copy.proposals.title, exact: true })
    .getByRole('row')
    .filter({ hasText: TITLE });

/** `account`'s session in the workspace named `name`. */
async function tokenIn(account: Account, name: string): Promise<string> {
  const { workspaces } = await graphql<{ workspaces: { id: string; name: string }[] }>(
    account.token,
    '{ workspaces { id name } }',
  );
  const target = workspaces.find((workspace) => workspace.name === name)!;
  const { switchWorkspace } = await graphql<{ switchWorkspace: { token: string } }>(
    account.token,
    'mutation ($id: ID!) { switchWorkspace(id: $id) { token } }',
    { id: target.id },
  );
  return switchWorkspace.token;
}

test.skip(!databaseUrl || !mailUrl, 'needs the test database and MailDev (npm test starts both)');

test('a proposal over the rule waits for approval: refused, requested, returned, edited, approved, sent', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const client = `dock.${Date.now()}@harbour.example`;
  const owner = await createAccount('Olivia Owner');
  await upgradeToBusiness(owner.email);
  await graphql(
    owner.token,
    'mutation ($input: UpdateWorkspaceInput!) { updateWorkspace(input: $input) { id } }',
    {
      input: {
        name: 'Harbour Studio',
        email: 'hello@harbour.example',
        address: '1 Quay Road',
        paymentTerms: 'Net 30',
      },
    },
  );
  // A member joins through the invitation the owner e-mails.
  const member = await createAccount('Milo Member');
  await graphql(
    owner.token,
    'mutation ($input: InviteMemberInput!) { inviteMember(input: $input) { id } }',
    { input: { email: member.email, role: 'member' } },
  );
  const invitation = await latestMailTo(member.email);
  const token = /\/invitations\/([\w-]+)/.exec(invitation.text ?? invitation.html ?? '')![1];
  await graphql(member.token, 'mutation ($t: String!) { acceptInvitation(token: $t) { token } }', {
    t: token,
  });
  const memberInStudio = { ...member, token: await tokenIn(member, 'Harbour Studio') };

  // The owner sets the rule in the Approvals card.
  await signInThroughScreen(page, owner, '/workspace');
  const card = page.locator('#approvals');
  await expect(card.getByText('No approvals: every proposal can be sent.')).toBeVisible();
  await card.getByLabel(/Total over \(USD\)/).fill('5000');
  await card.getByRole('button', { name: 'Save approval rule' }).click();
  await expect(toast(page, 'Approval rule saved')).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await screenshotsLightAndDark(page, 'approval-rule');

  // The member makes a $6,000 proposal through the form.
  // A context of its own (axe needs one), on the project's base URL.
  const memberContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const memberPage = await memberContext.newPage();
  await signIn(memberPage, memberInStudio, '/proposals');
  const form = await firstDocumentForm(memberPage, 'proposal');
  await fill(form, {
    'Client Name': 'Dock Master',
    'Client Company': 'Harbour Docks',
    'Client Email': client,
    'Proposal Title': TITLE,
    'Payment Terms': 'Net 30',
    'Company Name': 'Harbour Studio',
    'Company Email': 'hello@harbour.example',
    'Company Address': '1 Quay Road',
  });
  await form.getByLabel('Description').fill('Office fit-out');
  await form.getByLabel('Price').fill('6000');
  await form.getByRole('button', { name: 'Create Proposal' }).click();
  await expect(toast(memberPage, DocumentMessages.proposal.created)).toBeVisible();
  const memberRow = rowOf(memberPage);
  await expect(memberRow.getByText('Needs approval')).toBeVisible();

  // Its send is refused, saying why.
  await memberRow.getByRole('button', { name: 'Send by e-mail' }).click();
  const sendDialog = memberPage.getByRole('dialog', { name: 'Send Proposal by E-mail' });
  await sendDialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(sendDialog.getByRole('alert')).toContainText(NEEDS_APPROVAL);
  await screenshotsLightAndDark(memberPage, 'approval-send-refused');
  await memberPage.keyboard.press('Escape');

  // The member requests approval.
  await memberRow.getByRole('button', { name: 'Approval' }).click();
  const memberDialog = memberPage.getByRole('dialog', { name: 'Approval' });
  await expect(memberDialog).toContainText('Its total is over the workspace limit.');
  await memberDialog.getByRole('button', { name: 'Request approval' }).click();
  await expect(toast(memberPage, 'Approval requested')).toBeVisible();
  await expect(memberRow.getByText('Approval requested')).toBeVisible();
  await screenshotsLightAndDark(memberPage, 'approval-requested-row');

  // The owner returns it with a comment.
  await page.goto('/proposals');
  const ownerRow = rowOf(page);
  await expect(ownerRow.getByText('Approval requested')).toBeVisible();
  await ownerRow.getByRole('button', { name: 'Approval' }).click();
  const ownerDialog = page.getByRole('dialog', { name: 'Approval' });
  await expect(ownerDialog).toContainText('Requested by Milo Member');
  await ownerDialog.getByRole('button', { name: 'Return with a comment' }).click();
  await ownerDialog.getByLabel('Comment for the author').fill('Please bring it under 5,600.');
  await screenshotsLightAndDark(page, 'approval-return-dialog');
  await ownerDialog.getByRole('button', { name: 'Return proposal' }).click();
  await expect(toast(page, 'Proposal returned')).toBeVisible();
  await expect(ownerRow.getByText('Returned')).toBeVisible();

  // The member reads the comment, edits the price (still over the rule) and asks again.
  await memberPage.reload();
  await expect(memberRow.getByText('Returned')).toBeVisible();
  await memberRow.getByRole('button', { name: 'Approval' }).click();
  await expect(memberDialog.getByTestId('approval-comment')).toHaveText(
    'Please bring it under 5,600.',
  );
  await screenshotsLightAndDark(memberPage, 'approval-returned-dialog');
  await memberDialog.getByRole('button', { name: 'Close' }).first().click();
  await memberRow.getByRole('button', { name: 'Edit' }).click();
  const editForm = memberPage.getByRole('dialog', { name: Copy.proposals.editTitle });
  await editForm.getByLabel('Price').fill('5500');
  await editForm.getByRole('button', { name: 'Update Proposal' }).click();
  await expect(toast(memberPage, DocumentMessages.proposal.updated)).toBeVisible();
  await memberRow.getByRole('button', { name: 'Approval' }).click();
  await memberDialog.getByRole('button', { name: 'Request approval' }).click();
  await expect(toast(memberPage, 'Approval requested')).toBeVisible();

  // The owner approves.
  await page.reload();
  await expect(ownerRow.getByText('Approval requested')).toBeVisible();
  await ownerRow.getByRole('button', { name: 'Approval' }).click();
  await ownerDialog.getByRole('button', { name: 'Approve' }).click();
  await expect(toast(page, 'Proposal approved')).toBeVisible();
  await expect(ownerRow.getByText('Approved')).toBeVisible();

  // The member sends; the client's e-mail arrives.
  await memberPage.reload();
  await expect(memberRow.getByText('Approved')).toBeVisible();
  await screenshotsLightAndDark(memberPage, 'approval-approved-row');
  await memberRow.getByRole('button', { name: 'Send by e-mail' }).click();
  await sendDialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(toast(memberPage, `Proposal sent to ${client}`)).toBeVisible({ timeout: 60_000 });
  const mail = await mailTo(client, new RegExp(`^Proposal: ${TITLE}$`));
  expect(mail.text).toContain(TITLE);
  await memberContext.close();
});
