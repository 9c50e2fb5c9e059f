import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { SESSION_TOKEN_STORAGE_KEY } from '@dealdraft/domain';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { MemoryRouter, Route, Routes } from 'react-router';
import { AcceptInvitationDocument, InvitationPreviewDocument } from '@/generated/graphql';
import { session } from '@/lib/session';
import { notify } from '@/lib/toast';
import { InvitationScreen } from './InvitationScreen';

jest.mock('@/lib/toast', () => ({ notify: { success: jest.fn(), error: jest.fn() } }));

const TOKEN = 'tok_abc';

const previewMock = (answer: { data: Record<string, unknown> } | { errors: GraphQLError[] }) => ({
  request: { query: InvitationPreviewDocument, variables: { token: TOKEN } },
  result: answer,
});
const preview = {
  data: {
    invitation: {
      __typename: 'InvitationPreview',
      workspaceName: 'Acme Studio',
      email: 'cy@example.com',
      role: 'admin',
      invitedByName: 'Ada Owner',
      expiresAt: '2026-11-30T10:00:00.000Z',
    },
  },
};

function renderScreen(mocks: MockLink.MockedResponse[]) {
  render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={[`/invitations/${TOKEN}`]}>
        <Routes>
          <Route path="/invitations/:token" element={<InvitationScreen token={TOKEN} />} />
          <Route path="/dashboard" element={<h1>Dashboard</h1>} />
        </Routes>
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('InvitationScreen', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    // Unmounted first: the session's listeners would update a screen outside act().
    cleanup();
    session.end();
    jest.clearAllMocks();
  });

  it('signed out: shows the invitation and links to sign in and sign up carrying the token', async () => {
    renderScreen([previewMock(preview)]);

    expect(await screen.findByRole('heading', { name: 'Join Acme Studio' })).toBeInTheDocument();
    expect(screen.getByText(/Ada Owner invited/)).toHaveTextContent(
      'Ada Owner invited cy@example.com to join Acme Studio as an Admin.',
    );
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/login?invitation=${TOKEN}`,
    );
    expect(screen.getByRole('link', { name: 'Create account' })).toHaveAttribute(
      'href',
      `/signup?invitation=${TOKEN}`,
    );
    expect(screen.queryByRole('button', { name: /^Join/ })).not.toBeInTheDocument();
  });

  it('signed in: Join accepts, stores the new token and opens the dashboard', async () => {
    session.start('own-token', { id: 'u3', name: 'Cy', email: 'cy@example.com', role: 'owner' });
    renderScreen([
      previewMock(preview),
      {
        request: { query: AcceptInvitationDocument, variables: { token: TOKEN } },
        result: {
          data: {
            acceptInvitation: {
              __typename: 'AuthPayload',
              token: 'acme-token',
              user: {
                __typename: 'User',
                id: 'u3',
                name: 'Cy',
                email: 'cy@example.com',
                role: 'admin',
              },
            },
          },
        },
      },
    ]);

    fireEvent.click(await screen.findByRole('button', { name: 'Join Acme Studio' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(localStorage.getItem(SESSION_TOKEN_STORAGE_KEY)).toBe('acme-token');
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('You joined Acme Studio'));
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it("an expired or used link shows the api's message", async () => {
    const message = 'This invitation has expired.';
    renderScreen([
      previewMock({ errors: [new GraphQLError(message, { extensions: { code: 'NOT_FOUND' } })] }),
    ]);
    expect(await screen.findByRole('heading', { name: 'Invitation unavailable' })).toBeVisible();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });
});
