import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { MemoryRouter, Route, Routes } from 'react-router';
import { LoginDocument, SignupDocument } from '@/generated/graphql';
import { session } from '@/lib/session';
import { notify } from '@/lib/toast';
import { AuthCard, type AuthMode } from './AuthCard';

jest.mock('@/lib/toast', () => ({ notify: { success: jest.fn(), error: jest.fn() } }));

const ada = {
  __typename: 'User',
  id: 'u1',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  role: 'owner',
};

function renderCard(mode: AuthMode, mocks: MockLink.MockedResponse[] = []) {
  render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={['/auth']}>
        <Routes>
          <Route path="/auth" element={<AuthCard mode={mode} />} />
          <Route path="/dashboard" element={<h1>Dashboard</h1>} />
        </Routes>
      </MemoryRouter>
    </MockedProvider>,
  );
}

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });
}

describe('AuthCard', () => {
  afterEach(() => {
    session.end();
    jest.clearAllMocks();
  });

  it('shows the sign-in card', () => {
    renderCard('sign-in');
    expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(screen.getByText('Sign in to your account to continue')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
  });

  it('shows the sign-up card', () => {
    renderCard('sign-up');
    expect(screen.getByRole('heading', { name: 'Create Account' })).toBeInTheDocument();
    expect(screen.getByText('Join thousands of professionals using Dealdraft')).toBeVisible();
    expect(screen.getByLabelText('Full Name')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('puts each field error under its field and links them', async () => {
    renderCard('sign-in');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('Email is required');
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveAccessibleDescription(
      'Password is required',
    );
  });

  it('shows and hides the password', () => {
    renderCard('sign-in');
    const password = screen.getByLabelText('Password', { selector: 'input' });
    expect(password).toHaveAttribute('type', 'password');

    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('signs in, stores the session and goes to the dashboard', async () => {
    const input = { email: 'ada@example.com', password: 'secret1' };
    renderCard('sign-in', [
      {
        request: { query: LoginDocument, variables: { input } },
        result: { data: { login: { __typename: 'AuthPayload', token: 't1', user: ada } } },
      },
    ]);
    fill('Email', ' ada@example.com ');
    fill('Password', 'secret1');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(session.token()).toBe('t1');
    expect(notify.success).toHaveBeenCalledWith('Login successful! Welcome back.');
  });

  it('signs up, stores the session and welcomes the user to Dealdraft', async () => {
    const input = { name: 'Ada Lovelace', email: 'ada@example.com', password: 'secret1' };
    renderCard('sign-up', [
      {
        request: { query: SignupDocument, variables: { input } },
        result: { data: { signup: { __typename: 'AuthPayload', token: 't2', user: ada } } },
      },
    ]);
    fill('Full Name', input.name);
    fill('Email', input.email);
    fill('Password', input.password);
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    // The spec's "Welcome to the product." names the product: no article before the name.
    expect(notify.success).toHaveBeenCalledWith(
      'Account created successfully! Welcome to Dealdraft.',
    );
  });

  it('says so when the credentials are wrong', async () => {
    const input = { email: 'ada@example.com', password: 'wrong-one' };
    const refused = new GraphQLError('Invalid email or password. Please check your credentials.', {
      extensions: { code: 'UNAUTHENTICATED' },
    });
    renderCard('sign-in', [
      { request: { query: LoginDocument, variables: { input } }, result: { errors: [refused] } },
    ]);
    fill('Email', input.email);
    fill('Password', input.password);
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith(
        'Invalid email or password. Please check your credentials.',
      ),
    );
    expect(session.getState().status).toBe('signed-out');
  });

  it('reports an e-mail that is taken on sign-up', async () => {
    const input = { name: 'Ada Lovelace', email: 'ada@example.com', password: 'secret1' };
    const taken = new GraphQLError('taken', { extensions: { code: 'CONFLICT' } });
    renderCard('sign-up', [
      { request: { query: SignupDocument, variables: { input } }, result: { errors: [taken] } },
    ]);
    fill('Full Name', input.name);
    fill('Email', input.email);
    fill('Password', input.password);
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith(
        'An account with this email already exists. Please login instead.',
      ),
    );
  });
});
