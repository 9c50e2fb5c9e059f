import { fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Outlet, Route, Routes, useLocation } from 'react-router';
import type { SessionState } from '@/lib/session';
import { PricingAccessRoute, SignedInRoute, SignedOutRoute } from './guards';
import { PricingAccessProvider, useOpenPricing } from './pricing-access';

const mockSession: { state: SessionState } = {
  state: { status: 'signed-out', expired: false },
};
jest.mock('@/lib/session', () => ({ useSessionState: () => mockSession.state }));

const signedIn: SessionState = {
  status: 'signed-in',
  session: { token: 't', user: { id: 'u1', name: 'Ada', email: 'ada@example.com', role: 'owner' } },
};

function ProfileStub() {
  const openPricing = useOpenPricing();
  return <button onClick={openPricing}>View Pricing Plans</button>;
}

function Page({ title }: { title: string }) {
  return <h1>{title}</h1>;
}

function Shell() {
  return (
    <PricingAccessProvider>
      <Link to="/dashboard">To dashboard</Link>
      <Link to="/pricing">To pricing</Link>
      <output>{useLocation().pathname}</output>
      <Outlet />
    </PricingAccessProvider>
  );
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<Shell />}>
          <Route path="/" element={<Page title="Home" />} />
          <Route element={<SignedOutRoute />}>
            <Route path="/login" element={<Page title="Login" />} />
          </Route>
          <Route element={<SignedInRoute />}>
            <Route path="/dashboard" element={<Page title="Dashboard" />} />
            <Route path="/profile" element={<ProfileStub />} />
            <Route element={<PricingAccessRoute />}>
              <Route path="/pricing" element={<Page title="Pricing" />} />
            </Route>
          </Route>
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

const currentPath = () => screen.getByRole('status');

describe('route guards', () => {
  afterEach(() => {
    mockSession.state = { status: 'signed-out', expired: false };
  });

  it('shows a spinner while the stored session is being confirmed', () => {
    mockSession.state = { ...signedIn, status: 'restoring' };
    renderAt('/dashboard');
    expect(screen.getByRole('status', { name: 'Loading page' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor of a signed-in route home', async () => {
    renderAt('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(currentPath()).toHaveTextContent('/');
  });

  it('sends a user whose token was refused to /login', async () => {
    mockSession.state = { status: 'signed-out', expired: true };
    renderAt('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
  });

  it('sends a signed-in user away from /login to the dashboard', async () => {
    mockSession.state = signedIn;
    renderAt('/login');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(currentPath()).toHaveTextContent('/dashboard');
  });

  it('lets a signed-out visitor reach /login', async () => {
    renderAt('/login');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
  });

  it('sends a signed-in user without the pricing permission to the dashboard', async () => {
    mockSession.state = signedIn;
    renderAt('/pricing');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('opens /pricing after View Pricing Plans, until the path changes', async () => {
    mockSession.state = signedIn;
    renderAt('/profile');

    fireEvent.click(screen.getByRole('button', { name: 'View Pricing Plans' }));
    expect(await screen.findByRole('heading', { name: 'Pricing' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('link', { name: 'To dashboard' }));
    fireEvent.click(screen.getByRole('link', { name: 'To pricing' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(currentPath()).toHaveTextContent('/dashboard');
  });

  it('keeps a workspace member off /pricing, even after View Pricing Plans', async () => {
    mockSession.state = {
      status: 'signed-in',
      session: {
        token: 't',
        user: { id: 'u2', name: 'Bo', email: 'bo@example.com', role: 'member' },
      },
    };
    renderAt('/profile');

    fireEvent.click(screen.getByRole('button', { name: 'View Pricing Plans' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(currentPath()).toHaveTextContent('/dashboard');
  });
});
