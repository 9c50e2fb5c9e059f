import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { MemoryRouter } from 'react-router';
import {
  ClientInvoicesDocument,
  ClientProposalsDocument,
  ClientSummaryDocument,
  type ClientSummaryQuery,
} from '@/generated/graphql';
import { ClientScreen } from './ClientScreen';

jest.mock('@/lib/toast', () => ({ notify: { success: jest.fn(), error: jest.fn() } }));

const ID = 'c1';
const SUMMARY: ClientSummaryQuery['clientSummary'] = {
  __typename: 'ClientSummary',
  client: {
    __typename: 'Client',
    id: ID,
    name: 'Hank Scorpio',
    company: 'Globex',
    email: 'hank@globex.example',
    ccEmails: ['ops@globex.example'],
    address: '1 Globex Way',
    phone: '+1 555 0100',
    mobile: null,
    fax: null,
    taxNumber: 'US-123',
    notes: null,
    currency: null,
    language: null,
    customFields: [],
    archived: false,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
  },
  totals: {
    __typename: 'ClientTotals',
    currency: 'USD',
    proposed: 3600.49,
    accepted: 2500.5,
    invoiced: 950.4,
    paid: 400.1,
    outstanding: 550.3,
    overdue: 250.3,
  },
  otherTotals: [],
  proposalCount: 1,
  invoiceCount: 1,
  activity: [
    {
      __typename: 'ClientActivity',
      at: '2026-11-02T09:30:00.000Z',
      event: 'accepted',
      documentKind: 'proposal',
      documentId: 'p1',
      documentNumber: 'PROP-0002',
    },
    {
      __typename: 'ClientActivity',
      at: '2026-11-02T09:00:00.000Z',
      event: 'viewed',
      documentKind: 'proposal',
      documentId: 'p1',
      documentNumber: 'PROP-0002',
    },
  ],
};

const page = { __typename: 'PageInfo', endCursor: null, hasNextPage: false };
const PROPOSALS = {
  request: { query: ClientProposalsDocument, variables: { clientId: ID, first: 10 } },
  result: {
    data: {
      proposals: {
        __typename: 'ProposalConnection',
        nodes: [
          {
            __typename: 'Proposal',
            id: 'p1',
            proposalNumber: 'PROP-0002',
            proposalTitle: 'Doomsday device',
            status: 'accepted',
            value: 2500.5,
            currency: 'USD',
            proposalDate: '2026-11-01',
          },
        ],
        totalCount: 1,
        pageInfo: page,
      },
    },
  },
};
const INVOICES = {
  request: { query: ClientInvoicesDocument, variables: { clientId: ID, first: 10 } },
  result: {
    data: {
      invoices: {
        __typename: 'InvoiceConnection',
        nodes: [
          {
            __typename: 'Invoice',
            id: 'i1',
            invoiceNumber: 'INV-0007',
            status: 'overdue',
            amount: 200.25,
            currency: 'USD',
            invoiceDate: '2026-10-01',
            dueDate: '2026-10-31',
          },
        ],
        totalCount: 1,
        pageInfo: page,
      },
    },
  },
};

function renderScreen(result: object) {
  render(
    <MemoryRouter>
      <MockedProvider
        mocks={[
          { request: { query: ClientSummaryDocument, variables: { id: ID } }, ...result },
          PROPOSALS,
          INVOICES,
        ]}
      >
        <ClientScreen id={ID} />
      </MockedProvider>
    </MemoryRouter>,
  );
}

describe('ClientScreen', () => {
  it('shows the totals, the documents, the activity newest first and the details', async () => {
    renderScreen({ result: { data: { clientSummary: SUMMARY } } });
    expect(await screen.findByRole('heading', { name: 'Hank Scorpio', level: 1 })).toBeVisible();
    expect(screen.getByText('Globex · hank@globex.example')).toBeVisible();
    expect(screen.getByTestId('total-proposed')).toHaveTextContent('$3,600.49');
    expect(screen.getByTestId('total-outstanding')).toHaveTextContent('$550.30');
    // The api counts a deposit invoice and the final invoice deducting it once; the card says so.
    expect(screen.getByTestId('total-invoiced')).toHaveTextContent('$950.40');
    expect(screen.getByTestId('total-invoiced').parentElement).toHaveTextContent(
      'Invoiced$950.40Sent, paid or overdue; a deposit counted once',
    );
    expect(screen.getByTestId('total-overdue')).toHaveTextContent('$250.30');
    const invoices = await screen.findByRole('table', { name: 'Invoices' });
    expect(
      within(screen.getByRole('table', { name: 'Proposals' })).getByText('Doomsday device'),
    ).toBeVisible();
    expect(within(invoices).getByText('INV-0007')).toBeVisible();
    expect(within(invoices).getAllByText('OVERDUE')).not.toHaveLength(0);
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items[0]).toContain('PROP-0002 accepted');
    expect(items[1]).toContain('PROP-0002 viewed on the client page');
    expect(screen.getByText('ops@globex.example')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Clients' })).toHaveAttribute('href', '/clients');
  });

  it("says so when the client is not the workspace's", async () => {
    renderScreen({
      result: {
        errors: [new GraphQLError('Client not found', { extensions: { code: 'NOT_FOUND' } })],
      },
    });
    expect(await screen.findByText('Client not found')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to clients' })).toHaveAttribute(
      'href',
      '/clients',
    );
  });
});
