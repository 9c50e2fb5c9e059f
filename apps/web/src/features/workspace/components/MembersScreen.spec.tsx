import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { MemoryRouter, Route, Routes } from 'react-router';
import {
  InvitationsDocument,
  InviteMemberDocument,
  LeaveWorkspaceDocument,
  MembersDocument,
  type InvitationsQuery,
  type MembersQuery,
} from '@/generated/graphql';
import { session } from '@/lib/session';
import { notify } from '@/lib/toast';
import { acme, workspaceMock } from '../testing/workspace-fixtures';
import { MembersScreen } from './MembersScreen';

jest.mock('@/lib/toast', () => ({ notify: { success: jest.fn(), error: jest.fn() } }));

const members: MembersQuery['members'] = [
  {
    __typename: 'Member',
    userId: 'u1',
    name: 'Ada Owner',
    email: 'ada@acme.test',
    role: 'owner',
    joinedAt: '2026-11-01T10:00:00.000Z',
    isYou: true,
  },
  {
    __typename: 'Member',
    userId: 'u2',
    name: 'Bo Member',
    email: 'bo@acme.test',
    role: 'member',
    joinedAt: '2026-11-02T10:00:00.000Z',
    isYou: false,
  },
];

const pending: InvitationsQuery['invitations'][number] = {
  __typename: 'Invitation',
  id: 'i1',
  email: 'cy@acme.test',
  role: 'admin',
  invitedByName: 'Ada Owner',
  createdAt: '2026-11-20T10:00:00.000Z',
  expiresAt: '2026-11-27T10:00:00.000Z',
};

const membersMock: MockLink.MockedResponse = {
  request: { query: MembersDocument },
  result: { data: { members } },
};
const invitationsMock = (
  invitations: InvitationsQuery['invitations'],
): MockLink.MockedResponse => ({
  request: { query: InvitationsDocument },
  result: { data: { invitations } },
});
const inviteMock = (answer: { data: Record<string, unknown> } | { errors: GraphQLError[] }) => ({
  request: {
    query: InviteMemberDocument,
    variables: { input: { email: 'cy@acme.test', role: 'member' } },
  },
  result: answer,
});

function renderScreen(mocks: MockLink.MockedResponse[], onViewPricing = jest.fn()) {
  render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={['/workspace/members']}>
        <Routes>
          <Route
            path="/workspace/members"
            element={<MembersScreen onViewPricing={onViewPricing} />}
          />
          <Route path="/dashboard" element={<h1>Dashboard</h1>} />
        </Routes>
      </MemoryRouter>
    </MockedProvider>,
  );
  return { onViewPricing };
}

async function inviteCy() {
  fireEvent.click(await screen.findByRole('button', { name: 'Invite member' }));
  const dialog = screen.getByRole('dialog', { name: 'Invite member' });
  fireEvent.change(within(dialog).getByLabelText('Email'), {
    target: { value: ' cy@acme.test ' },
  });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
  return dialog;
}

describe('MembersScreen', () => {
  afterEach(() => jest.clearAllMocks());

  it('lists the members with the seat count, and the pending invitations with Resend and Revoke', async () => {
    renderScreen([workspaceMock(), membersMock, invitationsMock([pending])]);

    expect(await screen.findByText('2 of 5 seats')).toBeInTheDocument();
    expect(await screen.findByText('Bo Member')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Role of Bo Member' })).toHaveTextContent('Member');
    // The owner (you) has no role select, no Remove.
    expect(screen.queryByRole('combobox', { name: 'Role of Ada Owner' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Remove' })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Transfer ownership' })).toHaveLength(1);

    const row = (await screen.findByText('cy@acme.test')).closest('tr')!;
    expect(within(row).getByRole('button', { name: 'Resend' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Revoke' })).toBeInTheDocument();
  });

  it('invites by e-mail and role, says so, closes and shows the new pending invitation', async () => {
    renderScreen([
      workspaceMock(),
      membersMock,
      invitationsMock([]),
      inviteMock({ data: { inviteMember: { ...pending, role: 'member' } } }),
      invitationsMock([{ ...pending, role: 'member' }]),
      workspaceMock(),
    ]);
    expect(await screen.findByText('No pending invitations.')).toBeInTheDocument();

    await inviteCy();

    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith('Invitation sent to cy@acme.test'),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('cy@acme.test')).toBeInTheDocument();
  });

  it('refuses a malformed e-mail in the dialog', async () => {
    renderScreen([workspaceMock(), membersMock, invitationsMock([])]);
    fireEvent.click(await screen.findByRole('button', { name: 'Invite member' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite member' });
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'cy' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('Enter a valid e-mail address')).toBeInTheDocument();
  });

  it('shows a 403 past the seats in the dialog, with View Pricing Plans', async () => {
    const message = 'Your plan includes 5 seats. Upgrade to invite more members.';
    const { onViewPricing } = renderScreen([
      workspaceMock(),
      membersMock,
      invitationsMock([]),
      inviteMock({ errors: [new GraphQLError(message, { extensions: { code: 'FORBIDDEN' } })] }),
    ]);

    const dialog = await inviteCy();

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(notify.success).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'View Pricing Plans' }));
    expect(onViewPricing).toHaveBeenCalledTimes(1);
  });

  it('shows a member the team without any control or the invitations', async () => {
    renderScreen([workspaceMock({ ...acme, role: 'member' }), membersMock]);
    expect(await screen.findByText('Bo Member')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invite member' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
    expect(screen.queryByText('Pending invitations')).not.toBeInTheDocument();
  });

  it('lets a member leave, after asking; the token for another workspace is stored', async () => {
    session.start('acme-token', { id: 'u2', name: 'Bo', email: 'bo@acme.test', role: 'member' });
    const asMember = members.map((m) => ({ ...m, isYou: m.userId === 'u2' }));
    renderScreen([
      workspaceMock({ ...acme, role: 'member' }),
      { request: { query: MembersDocument }, result: { data: { members: asMember } } },
      {
        request: { query: LeaveWorkspaceDocument },
        result: {
          data: {
            leaveWorkspace: {
              __typename: 'AuthPayload',
              token: 'own-token',
              user: {
                __typename: 'User',
                id: 'u2',
                name: 'Bo',
                email: 'bo@acme.test',
                role: 'owner',
              },
            },
          },
        },
      },
      // The reset store asks again with the token for the other workspace.
      workspaceMock({ ...acme, id: 'w9', name: 'Bo Solo', role: 'owner', memberCount: 1 }),
      { request: { query: MembersDocument }, result: { data: { members: [asMember[1]] } } },
      invitationsMock([]),
    ]);

    fireEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    const dialog = screen.getByRole('dialog', { name: 'Leave workspace' });
    expect(dialog).toHaveTextContent('You lose access to Acme Studio and its documents at once.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Leave' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(session.token()).toBe('own-token');
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('You left the workspace'));
    cleanup();
    session.end();
  });
});
