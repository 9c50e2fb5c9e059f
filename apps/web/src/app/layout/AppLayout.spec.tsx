import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ThemeProvider } from '../theme';
import { AppLayout } from './AppLayout';
import { SIDEBAR_COLLAPSED_KEY } from './useSidebarCollapsed';

jest.mock('@/lib/session', () => ({
  ...jest.requireActual('@/lib/session'),
  useCurrentUser: () => ({
    id: 'u1',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    role: 'owner',
  }),
}));

function renderLayout() {
  return render(
    <MockedProvider mocks={[]}>
      <ThemeProvider>
        <MemoryRouter initialEntries={['/dashboard']}>
          <Routes>
            <Route element={<AppLayout />}>
              <Route
                path="/dashboard"
                element={
                  <>
                    <h1>Welcome Back</h1>
                    <button>First in the page</button>
                  </>
                }
              />
            </Route>
          </Routes>
        </MemoryRouter>
      </ThemeProvider>
    </MockedProvider>,
  );
}

const sidebar = () => screen.getAllByRole('navigation', { name: 'Main' })[0];

describe('AppLayout', () => {
  beforeEach(() => localStorage.clear());

  it('remembers a collapsed sidebar across reloads, and an expanded one again', () => {
    const first = renderLayout();
    expect(within(sidebar()).getByText('Proposals')).not.toHaveClass('sr-only');
    fireEvent.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(within(sidebar()).getByText('Proposals')).toHaveClass('sr-only');
    expect(localStorage.getItem(SIDEBAR_COLLAPSED_KEY)).toBe('true');
    first.unmount();

    const second = renderLayout();
    expect(within(sidebar()).getByText('Proposals')).toHaveClass('sr-only');
    fireEvent.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    second.unmount();

    renderLayout();
    expect(within(sidebar()).getByText('Proposals')).not.toHaveClass('sr-only');
  });

  it('names each link of the collapsed sidebar in a tooltip on hover and on focus', () => {
    localStorage.setItem(SIDEBAR_COLLAPSED_KEY, 'true');
    renderLayout();
    const proposals = within(sidebar()).getByRole('link', { name: 'Proposals' });
    expect(screen.queryByTestId('sidebar-tooltip')).not.toBeInTheDocument();

    fireEvent.mouseEnter(proposals);
    expect(screen.getByTestId('sidebar-tooltip')).toHaveTextContent('Proposals');
    fireEvent.mouseLeave(proposals);
    expect(screen.queryByTestId('sidebar-tooltip')).not.toBeInTheDocument();

    const invoices = within(sidebar()).getByRole('link', { name: 'Invoices' });
    fireEvent.focus(invoices);
    expect(screen.getByTestId('sidebar-tooltip')).toHaveTextContent('Invoices');
    fireEvent.keyDown(invoices, { key: 'Escape' });
    expect(screen.queryByTestId('sidebar-tooltip')).not.toBeInTheDocument();
  });

  it('shows no tooltips while the sidebar is expanded: the names are on screen', () => {
    renderLayout();
    fireEvent.mouseEnter(within(sidebar()).getByRole('link', { name: 'Proposals' }));
    expect(screen.queryByTestId('sidebar-tooltip')).not.toBeInTheDocument();
  });

  it('starts with Skip to content, which moves focus to the main landmark', () => {
    const { container } = renderLayout();
    const focusable = container.querySelectorAll<HTMLElement>('a[href], button, input');
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(focusable[0]).toBe(skip);

    fireEvent.click(skip);
    expect(screen.getByRole('main')).toHaveFocus();
    expect(screen.getByRole('main')).toContainElement(
      screen.getByRole('heading', { name: 'Welcome Back' }),
    );
  });

  it('has a Workspace entry in the sidebar', () => {
    renderLayout();
    expect(within(sidebar()).getByRole('link', { name: 'Workspace' })).toHaveAttribute(
      'href',
      '/workspace',
    );
  });
});
