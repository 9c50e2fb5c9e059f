import { PORTAL_REQUEST_HEADER } from '@dealdraft/domain';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { PortalSignInScreen } from './PortalSignInScreens';

const TOKEN = 'a'.repeat(43);
const WORKSPACE = '7b0c9a52-3f1e-4c55-9a61-0f6a3d2b9e10';

/** What fetch resolves to, as far as the portal reads it (jsdom has no Response). */
function respond(status: number, body: object) {
  return Promise.resolve({ ok: status < 400, status, json: () => Promise.resolve(body) });
}

function renderScreen() {
  render(
    <MemoryRouter initialEntries={['/portal/sign-in/t']}>
      <Routes>
        <Route
          path="/portal/sign-in/t"
          element={<PortalSignInScreen token={TOKEN} workspaceId={WORKSPACE} />}
        />
        <Route path="/portal" element={<p>portal</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('PortalSignInScreen', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
  });
  afterEach(cleanup);

  it('spends nothing on opening: only the click signs in, with the portal header', async () => {
    fetchMock.mockReturnValue(respond(200, { data: { workspaceId: WORKSPACE }, message: '' }));
    renderScreen();
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Open my documents' }));
    await screen.findByText('portal');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/portal/sign-in');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({ [PORTAL_REQUEST_HEADER]: '1' });
    expect(JSON.parse(init.body as string)).toEqual({ token: TOKEN });
  });

  it('says why a used or expired link fails, and offers a new one', async () => {
    fetchMock.mockReturnValue(
      respond(400, {
        message: 'This sign-in link has expired or was already used. Ask for a new one.',
      }),
    );
    renderScreen();
    fireEvent.click(screen.getByRole('button', { name: 'Open my documents' }));
    await waitFor(() =>
      expect(screen.getByText(/expired or was already used/)).toBeInTheDocument(),
    );
    expect(screen.getByRole('link', { name: 'Email me a new link' })).toHaveAttribute(
      'href',
      `/portal/${WORKSPACE}`,
    );
  });
});
