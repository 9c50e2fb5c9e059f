import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { SetupProgressDocument } from '@/generated/graphql';
import { SetupChecklist } from './SetupChecklist';

const progress = (overrides: {
  address?: string | null;
  taxRates?: number;
  clients?: number;
  proposals?: number;
}) => ({
  request: { query: SetupProgressDocument },
  result: {
    data: {
      workspace: {
        __typename: 'Workspace',
        id: 'w1',
        address: overrides.address ?? null,
        email: 'anna@berger.example',
      },
      taxRates: Array.from({ length: overrides.taxRates ?? 0 }, (_, i) => ({
        __typename: 'TaxRate',
        id: `t${i}`,
      })),
      clients: { __typename: 'ClientConnection', totalCount: overrides.clients ?? 0 },
      proposals: { __typename: 'ProposalConnection', totalCount: overrides.proposals ?? 0 },
    },
  },
});

function renderChecklist(mock: MockLink.MockedResponse) {
  render(
    <MockedProvider mocks={[mock]}>
      <MemoryRouter>
        <SetupChecklist />
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('SetupChecklist', () => {
  afterEach(() => localStorage.clear());

  it("lists a new workspace's four steps, each a link to where it is done", async () => {
    renderChecklist(progress({ taxRates: 1 }));
    expect(await screen.findByText('Get set up')).toBeVisible();
    expect(screen.getByText(/1 of 4 done/)).toBeVisible();
    expect(
      screen.getByRole('link', { name: 'Add your business address and e-mail' }),
    ).toHaveAttribute('href', '/workspace');
    expect(
      screen.getByRole('link', { name: 'Set up the tax rates you charge Done' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Add your first client' })).toHaveAttribute(
      'href',
      '/clients',
    );
    expect(screen.getByRole('link', { name: 'Create your first proposal' })).toHaveAttribute(
      'href',
      '/proposals',
    );
  });

  it('is gone once every step is done', async () => {
    renderChecklist(
      progress({ address: 'Oranienstraße 12', taxRates: 2, clients: 1, proposals: 3 }),
    );
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText('Get set up')).toBeNull();
  });

  it('stays hidden once hidden', async () => {
    renderChecklist(progress({}));
    fireEvent.click(await screen.findByRole('button', { name: 'Hide the checklist' }));
    expect(screen.queryByText('Get set up')).toBeNull();
    expect(localStorage.getItem('dealdraft-setup-hidden:w1')).toBe('1');
  });
});
