import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { SESSION_TOKEN_STORAGE_KEY } from '@dealdraft/domain';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ThemeProvider } from '@/app/theme';
import {
  AcceptInvitationDocument,
  InvitationPreviewDocument,
  LoginDocument,
} from '@/generated/graphql';
import { session } from '@/lib/session';
import { notify } from '@/lib/toast';
import { AuthPage } from './AuthPage';

jest.mock('@/lib/toast', () => ({
  notify: { success: jest.fn(), error: jest.fn(), info: jest.fn() },
}));

const user = { __typename: 'User', id: 'u3', name: 'Cy', email: 'cy@example.com' };
const loginMock: MockLink.MockedResponse = {
  request: {
    query: LoginDocument,
    variables: { input: { email: 'cy@example.com', password: 'secret123' } },
  },
  result: {
    data: {
      login: { __typename: 'AuthPayload', token: 'own-token', user: { ...user, role: 'owner' } },
    },
  },
};

/** The invitation link's preview, read to fill in the invited address. */
const previewMock = (token: string, email = 'cy@example.com'): MockLink.MockedResponse => ({
  request: { query: InvitationPreviewDocument, variables: { token } },
  result: {
    data: {
      invitation: {
        __typename: 'InvitationPreview',
        workspaceName: 'Berger Fotografie',
        email,
        role: 'member',
        invitedByName: 'Anna Berger',
        expiresAt: '2099-01-01T00:00:00.000Z',
      },
    },
  },
});

function signIn(path: string, mocks: MockLink.MockedResponse[]) {
  const token = new URLSearchParams(path.split('?')[1]).get('invitation');
  render(
    <MockedProvider mocks={token ? [previewMock(token), ...mocks] : mocks}>
      <ThemeProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/login" element={<AuthPage mode="sign-in" />} />
            <Route path="/dashboard" element={<h1>Dashboard</h1>} />
          </Routes>
        </MemoryRouter>
      </ThemeProvider>
    </MockedProvider>,
  );
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'cy@example.com' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret123' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('AuthPage from an invitation link', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    // Unmounted first: the session's listeners would update a screen outside act().
    cleanup();
    session.end();
    jest.clearAllMocks();
  });

  it('accepts the invitation with the new token, then starts the session in that workspace', async () => {
    const accepted = jest.fn();
    signIn('/login?invitation=tok_abc', [
      loginMock,
      {
        request: { query: AcceptInvitationDocument, variables: { token: 'tok_abc' } },
        result: () => {
          accepted();
          return {
            data: {
              acceptInvitation: {
                __typename: 'AuthPayload',
                token: 'acme-token',
                user: { ...user, role: 'member' },
              },
            },
          };
        },
      },
    ]);

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(accepted).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(SESSION_TOKEN_STORAGE_KEY)).toBe('acme-token');
  });

  it('keeps the link to sign up carrying the invitation', () => {
    render(
      <MockedProvider mocks={[]}>
        <ThemeProvider>
          <MemoryRouter initialEntries={['/login?invitation=tok_abc']}>
            <AuthPage mode="sign-in" />
          </MemoryRouter>
        </ThemeProvider>
      </MockedProvider>,
    );
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/signup?invitation=tok_abc',
    );
  });

  it('a refused invitation says why and still signs the person in', async () => {
    signIn('/login?invitation=tok_abc', [
      loginMock,
      {
        request: { query: AcceptInvitationDocument, variables: { token: 'tok_abc' } },
        result: { errors: [new GraphQLError('This invitation has already been used.')] },
      },
    ]);

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('This invitation has already been used.'),
    );
    expect(localStorage.getItem(SESSION_TOKEN_STORAGE_KEY)).toBe('own-token');
  });

  it('without an invitation, signs in as before', async () => {
    signIn('/login', [loginMock]);
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(localStorage.getItem(SESSION_TOKEN_STORAGE_KEY)).toBe('own-token');
  });
});

describe('AuthPage sign-up from an invitation link', () => {
  afterEach(() => cleanup());

  it('fills in the address the invitation was sent to', async () => {
    render(
      <MockedProvider mocks={[previewMock('tok_abc', 'jonas@weber.example')]}>
        <ThemeProvider>
          <MemoryRouter initialEntries={['/signup?invitation=tok_abc']}>
            <Routes>
              <Route path="/signup" element={<AuthPage mode="sign-up" />} />
            </Routes>
          </MemoryRouter>
        </ThemeProvider>
      </MockedProvider>,
    );
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue('jonas@weber.example'));
  });
});
