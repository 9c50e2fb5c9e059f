import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { SESSION_TOKEN_STORAGE_KEY } from '@dealdraft/domain';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuTrigger,
} from '@/components/ui/DropdownMenu';
import {
  SwitchWorkspaceDocument,
  WorkspacesDocument,
  type WorkspacesQuery,
} from '@/generated/graphql';
import { session } from '@/lib/session';
import { notify } from '@/lib/toast';
import { WorkspaceSwitcher } from './WorkspaceSwitcher';

jest.mock('@/lib/toast', () => ({ notify: { success: jest.fn(), error: jest.fn() } }));

const ada = { id: 'u1', name: 'Ada', email: 'ada@example.com', role: 'owner' };

const summaries = (activeId: string): WorkspacesQuery['workspaces'] =>
  [
    { id: 'w1', name: 'Ada Studio', role: 'owner' },
    { id: 'w2', name: 'Bo Agency', role: 'member' },
  ].map((w) => ({ __typename: 'WorkspaceSummary', ...w, active: w.id === activeId }));

const workspacesMock = (activeId: string): MockLink.MockedResponse => ({
  request: { query: WorkspacesDocument },
  result: { data: { workspaces: summaries(activeId) } },
});

function renderSwitcher(mocks: MockLink.MockedResponse[]) {
  render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={['/proposals']}>
        <Routes>
          <Route
            path="/proposals"
            element={
              <DropdownMenu open>
                <DropdownMenuTrigger>User menu</DropdownMenuTrigger>
                <DropdownMenuContent>
                  <WorkspaceSwitcher />
                </DropdownMenuContent>
              </DropdownMenu>
            }
          />
          <Route path="/dashboard" element={<h1>Dashboard</h1>} />
        </Routes>
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('WorkspaceSwitcher', () => {
  beforeEach(() => {
    localStorage.clear();
    session.start('old-token', ada);
  });
  afterEach(() => {
    // Unmounted first: the session's listeners would update a screen outside act().
    cleanup();
    session.end();
    jest.clearAllMocks();
  });

  it('lists the workspaces and checks the active one', async () => {
    renderSwitcher([workspacesMock('w1')]);
    const active = await screen.findByRole('menuitem', { name: /Ada Studio/ });
    expect(active).toHaveAttribute('aria-current', 'true');
    expect(screen.getByLabelText('Active workspace')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: /Bo Agency/ })).not.toHaveAttribute('aria-current');
  });

  it('switches: calls switchWorkspace, stores the new token like sign-in, opens the dashboard', async () => {
    const switched = jest.fn();
    renderSwitcher([
      workspacesMock('w1'),
      {
        request: { query: SwitchWorkspaceDocument, variables: { id: 'w2' } },
        result: () => {
          switched();
          return {
            data: {
              switchWorkspace: {
                __typename: 'AuthPayload',
                token: 'w2-token',
                user: { __typename: 'User', ...ada, role: 'member' },
              },
            },
          };
        },
      },
      // The reset store asks again, now with the new token.
      workspacesMock('w2'),
    ]);

    fireEvent.click(await screen.findByRole('menuitem', { name: /Bo Agency/ }));

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(switched).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(SESSION_TOKEN_STORAGE_KEY)).toBe('w2-token');
    expect(session.token()).toBe('w2-token');
    const state = session.getState();
    expect(state.status === 'signed-in' && state.session.user.role).toBe('member');
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Switched to Bo Agency'));
  });

  it('does nothing for the active workspace', async () => {
    renderSwitcher([workspacesMock('w1')]);
    fireEvent.click(await screen.findByRole('menuitem', { name: /Ada Studio/ }));
    expect(session.token()).toBe('old-token');
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).not.toBeInTheDocument();
  });
});
