import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  DocumentMessages,
  emailBodyLines,
  EmailSendMessages,
  PaymentMessages,
  planLimitMessage,
} from '@dealdraft/domain';
import { GraphQLError } from 'graphql';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { PdfMode } from '@/features/documents/components/DocumentRowActions';
import {
  CreateInvoiceFromProposalDocument,
  CreateProposalDocument,
  DeleteProposalDocument,
  DuplicateProposalDocument,
  ProposalDocument,
  DocumentEmailSendDocument,
  DocumentPdfLinkDocument,
  ProposalsDocument,
  SendProposalDocument,
  UpdateProposalDocument,
  type ProposalInput,
} from '@/generated/graphql';
import { senderProfileAnswer } from '@/features/documents/testing/sender-profile';
import { notify } from '@/lib/toast';
import type { Proposal } from '../hooks/useProposals';
import { aProposal } from '../testing/proposal-fixtures';
import { ProposalsView } from './ProposalsView';

jest.mock('@/lib/toast', () => ({
  notify: { success: jest.fn(), error: jest.fn(), info: jest.fn() },
}));

const connection = (nodes: Proposal[]) => ({
  __typename: 'ProposalConnection',
  nodes,
  totalCount: nodes.length,
  pageInfo: { __typename: 'PageInfo', endCursor: null, hasNextPage: false },
});

/** The list query's answer; `onFetch` counts how often it is asked. */
function proposalsAnswer(nodes: Proposal[], onFetch = () => {}): MockLink.MockedResponse {
  return {
    request: { query: ProposalsDocument, variables: { first: 50 } },
    result: () => {
      onFetch();
      return { data: { proposals: connection(nodes) } };
    },
    // Changes refetch the list.
    maxUsageCount: 2,
  };
}

/** The workspace profile new proposals start from, here with `nodes[0]`'s sender details. */
const latestAnswer = ([sender]: Proposal[]): MockLink.MockedResponse =>
  senderProfileAnswer(
    sender && {
      name: sender.companyName,
      email: sender.companyEmail,
      address: sender.companyAddress,
      phone: sender.companyPhone,
    },
  );

const onViewPricing = jest.fn();

/** A trial user's screen by default: PDF previews and the e-mail upgrade hint. */
function renderView(
  mocks: MockLink.MockedResponse[],
  pdfMode: PdfMode = 'preview',
  url = '/proposals',
  createBlocked: string | null = null,
) {
  render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={[url]}>
        <ProposalsView
          pdfMode={pdfMode}
          emailMode={pdfMode === 'download' ? 'send' : 'upgrade'}
          draftMode="draft"
          onViewPricing={onViewPricing}
          createBlocked={createBlocked}
        />
      </MemoryRouter>
    </MockedProvider>,
  );
}

const type = (label: string | RegExp, value: string, index = 0) =>
  fireEvent.change(screen.getAllByLabelText(label)[index], { target: { value } });

const table = () => screen.findByRole('table', { name: 'Proposals' });

describe('ProposalsView', () => {
  afterEach(() => jest.clearAllMocks());

  it('lists the proposals with the spec heading', async () => {
    const proposal = aProposal();
    renderView([proposalsAnswer([proposal]), latestAnswer([proposal])]);

    expect(screen.getByRole('heading', { name: 'Proposals' })).toBeInTheDocument();
    expect(screen.getByText('Create and manage your project proposals')).toBeInTheDocument();
    expect(screen.getByText('Loading proposals...')).toBeInTheDocument();
    const row = within(await table()).getAllByRole('row')[1];
    expect(row).toHaveTextContent('Website redesign');
    expect(row).toHaveTextContent('$4,620.00');
    expect(row).toHaveTextContent('SENT');
  });

  it('opens the edit form of the proposal a link names (?edit=<id>, from the top-bar search)', async () => {
    const proposal = aProposal();
    renderView(
      [
        proposalsAnswer([proposal]),
        latestAnswer([proposal]),
        {
          request: { query: ProposalDocument, variables: { id: proposal.id } },
          result: { data: { proposal } },
        },
      ],
      'preview',
      `/proposals?edit=${proposal.id}`,
    );

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByDisplayValue(proposal.proposalTitle)).toBeInTheDocument();
  });

  it("says a proposal a link names is not found when it is gone or not the user's", async () => {
    const proposal = aProposal();
    renderView(
      [
        proposalsAnswer([proposal]),
        latestAnswer([proposal]),
        {
          request: { query: ProposalDocument, variables: { id: 'gone' } },
          result: { errors: [new GraphQLError('Proposal not found')] },
        },
      ],
      'preview',
      '/proposals?edit=gone',
    );

    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith(DocumentMessages.proposal.notFound),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('searches on the server once typing pauses, and says when nothing matches', async () => {
    const proposal = aProposal();
    renderView([
      proposalsAnswer([proposal]),
      latestAnswer([proposal]),
      {
        request: { query: ProposalsDocument, variables: { search: 'globex', first: 50 } },
        result: { data: { proposals: connection([]) } },
      },
    ]);
    await table();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search proposals' }), {
      target: { value: ' globex ' },
    });
    expect(await screen.findByText('No proposals found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search or filter criteria')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Your First Proposal' })).toBeNull();
  });

  it('opens the create form from the empty state', async () => {
    renderView([proposalsAnswer([]), latestAnswer([])]);

    fireEvent.click(await screen.findByRole('button', { name: 'Create Your First Proposal' }));
    const dialog = screen.getByRole('dialog', { name: 'Create New Proposal' });
    expect(within(dialog).getByLabelText('Proposal Number')).toBeDisabled();
    expect((within(dialog).getByLabelText('Proposal Number') as HTMLInputElement).value).toMatch(
      /^PROP-\d+$/,
    );
    expect(within(dialog).queryByText('Status')).not.toBeInTheDocument();
  });

  it("says the plan's limit as the create form opens, with Create Proposal off; editing is not limited", async () => {
    const limit = planLimitMessage('proposal', 5, 'Trial Plan');
    renderView([proposalsAnswer([aProposal()]), latestAnswer([])], 'preview', '/proposals', limit);

    fireEvent.click(await screen.findByRole('button', { name: 'Create Proposal' }));
    const create = screen.getByRole('dialog', { name: 'Create New Proposal' });
    expect(within(create).getByRole('alert')).toHaveTextContent(limit);
    expect(within(create).getByRole('button', { name: 'Create Proposal' })).toBeDisabled();
    fireEvent.click(within(create).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(create).not.toBeInTheDocument());

    fireEvent.click(within(await table()).getByRole('button', { name: 'Edit' }));
    const edit = screen.getByRole('dialog', { name: 'Edit Proposal' });
    expect(within(edit).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(edit).getByRole('button', { name: 'Update Proposal' })).toBeEnabled();
  });

  it.each([
    ['accepted', DocumentMessages.proposal.acceptedIsFinal],
    ['rejected', DocumentMessages.proposal.declinedIsFinal],
  ])(
    'says an %s proposal is final as its edit form opens, with Update Proposal off, and duplicates it from there',
    async (status, notice) => {
      const proposal = aProposal({ status });
      const duplicated = jest.fn(() => ({
        data: { duplicateProposal: aProposal({ id: 'p2', status: 'draft' }) },
      }));
      renderView([
        proposalsAnswer([proposal]),
        latestAnswer([]),
        {
          request: { query: DuplicateProposalDocument, variables: { id: proposal.id } },
          result: duplicated,
        },
        proposalsAnswer([proposal]),
      ]);

      fireEvent.click(within(await table()).getByRole('button', { name: 'Edit' }));
      const edit = screen.getByRole('dialog', { name: 'Edit Proposal' });
      expect(within(edit).getByRole('alert')).toHaveTextContent(notice);
      expect(within(edit).getByRole('button', { name: 'Update Proposal' })).toBeDisabled();

      fireEvent.click(within(edit).getByRole('button', { name: 'Duplicate' }));
      await waitFor(() =>
        expect(notify.success).toHaveBeenCalledWith(DocumentMessages.proposal.duplicated),
      );
      expect(duplicated).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(edit).not.toBeInTheDocument());
    },
  );

  it('creates a proposal with two services, then closes and refreshes the list', async () => {
    const last = aProposal();
    let listFetches = 0;
    let sent: ProposalInput | undefined;
    const create: MockLink.MockedResponse = {
      request: {
        query: CreateProposalDocument,
        variables: (variables: { input: ProposalInput }) => {
          sent = variables.input;
          return true;
        },
      },
      result: { data: { createProposal: aProposal({ id: 'p2' }) } },
    };
    renderView([proposalsAnswer([last], () => listFetches++), latestAnswer([last]), create]);
    await table();

    fireEvent.click(screen.getByRole('button', { name: 'Create Proposal' }));
    const dialog = screen.getByRole('dialog', { name: 'Create New Proposal' });
    // The sender's details come from their own query, which may answer after the dialog opened.
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Company Name')).toHaveValue('Lovelace Studio'),
    );
    type('Client Name', 'Grace Client');
    type('Client Company', 'Globex');
    type('Client Email', 'grace@globex.example');
    type('Proposal Title', 'Mobile app');
    type(/Payment Terms/, '50% upfront');
    type('Description', 'Discovery');
    type('Price', '1200');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Service' }));
    type('Description', 'Development', 1);
    type('Price', '85.5', 1);
    type('Quantity', '40', 1);
    expect(within(dialog).getByRole('status', { name: 'Total' })).toHaveTextContent('$4,620.00');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Proposal' }));
    expect(await within(dialog).findByRole('button', { name: 'Creating...' })).toBeDisabled();

    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(notify.success).toHaveBeenCalledWith('Proposal created successfully!');
    await waitFor(() => expect(listFetches).toBe(2));
    expect(sent).toMatchObject({
      clientName: 'Grace Client',
      proposalNumber: expect.stringMatching(/^PROP-\d+$/),
      companyName: 'Lovelace Studio',
      clientAddress: null,
      services: [
        { description: 'Discovery', price: 1200, quantity: 1 },
        { description: 'Development', price: 85.5, quantity: 40 },
      ],
    });
  });

  it('fills the sender details that arrive after the form opened, keeping what the user typed', async () => {
    const last = aProposal();
    renderView([proposalsAnswer([last]), { ...latestAnswer([last]), delay: 300 }]);
    await table();

    fireEvent.click(screen.getByRole('button', { name: 'Create Proposal' }));
    const dialog = screen.getByRole('dialog', { name: 'Create New Proposal' });
    expect(within(dialog).getByLabelText('Company Name')).toHaveValue('');
    type('Company Email', 'new@studio.example');

    await waitFor(() =>
      expect(within(dialog).getByLabelText('Company Name')).toHaveValue(last.companyName),
    );
    expect(within(dialog).getByLabelText('Company Address')).toHaveValue(last.companyAddress);
    expect(within(dialog).getByLabelText('Company Email')).toHaveValue('new@studio.example');
  });

  it('shows the spec messages and blocks an invalid form', async () => {
    renderView([proposalsAnswer([]), latestAnswer([])]);
    fireEvent.click(await screen.findByRole('button', { name: 'Create Proposal' }));
    type('Client Email', 'grace@');
    type('Price', '-1');
    fireEvent.click(screen.getByRole('button', { name: 'Create Proposal' }));

    // The field exists before the submit; its message comes once the async validation has run.
    await waitFor(() =>
      expect(screen.getByLabelText('Client Email')).toHaveAccessibleDescription(
        'Please enter a valid email address',
      ),
    );
    expect(screen.getByLabelText('Client Name')).toHaveAccessibleDescription(
      'This field is required',
    );
    expect(screen.getByLabelText('Price')).toHaveAccessibleDescription('Must be a positive number');
  });

  it("puts the server's field errors under the fields and toasts its message", async () => {
    const proposal = aProposal();
    const refused = new GraphQLError('clientEmail: Please enter a valid email address', {
      extensions: {
        code: 'VALIDATION_FAILED',
        fields: [
          { field: 'clientEmail', code: 'MATCHES', message: 'Please enter a valid email address' },
        ],
      },
    });
    renderView([
      proposalsAnswer([proposal]),
      latestAnswer([proposal]),
      {
        request: { query: UpdateProposalDocument, variables: () => true },
        result: { errors: [refused] },
      },
    ]);

    fireEvent.click(within(await table()).getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Proposal' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update Proposal' }));

    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('clientEmail: Please enter a valid email address'),
    );
    expect(within(dialog).getByLabelText('Client Email')).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
  });

  it('edits with dates trimmed and a status select, and updates in full', async () => {
    const proposal = aProposal();
    let sent: { id: string; input: ProposalInput } | undefined;
    renderView([
      proposalsAnswer([proposal]),
      latestAnswer([proposal]),
      {
        request: {
          query: UpdateProposalDocument,
          variables: (variables: { id: string; input: ProposalInput }) => {
            sent = variables;
            return true;
          },
        },
        result: { data: { updateProposal: { ...proposal, proposalTitle: 'Shop redesign' } } },
      },
    ]);

    fireEvent.click(within(await table()).getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Proposal' });
    expect(within(dialog).getByLabelText(/Expiration Date/)).toHaveValue('2026-02-05');
    expect(within(dialog).getByLabelText('Status')).toHaveTextContent('Sent');
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(2);
    type('Proposal Title', 'Shop redesign');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update Proposal' }));

    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith('Proposal updated successfully!'),
    );
    expect(dialog).not.toBeInTheDocument();
    expect(sent).toMatchObject({
      id: 'p1',
      input: {
        proposalTitle: 'Shop redesign',
        expirationDate: '2026-02-05',
        proposalNumber: proposal.proposalNumber,
        status: 'sent',
      },
    });
  });

  it('asks a deposit on acceptance: worked out from the total, sent as a percent or an amount, refused on the field', async () => {
    const proposal = aProposal({
      deposit: { __typename: 'Discount', percent: 10, amount: null },
      depositAmount: 462,
    });
    const refused = new GraphQLError('deposit: The deposit cannot be more than the total', {
      extensions: {
        code: 'VALIDATION_FAILED',
        fields: [
          {
            field: 'deposit',
            code: 'DEPOSIT_OVER_TOTAL',
            message: 'The deposit cannot be more than the total',
          },
        ],
      },
    });
    let sent: { id: string; input: ProposalInput } | undefined;
    renderView([
      proposalsAnswer([proposal]),
      latestAnswer([proposal]),
      {
        request: { query: UpdateProposalDocument, variables: () => true },
        result: { errors: [refused] },
      },
      {
        request: {
          query: UpdateProposalDocument,
          variables: (variables: { id: string; input: ProposalInput }) => {
            sent = variables;
            return true;
          },
        },
        result: { data: { updateProposal: proposal } },
      },
    ]);

    fireEvent.click(within(await table()).getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Proposal' });
    const kind = within(dialog).getByLabelText(/Deposit on acceptance/);
    expect(kind).toHaveValue('percent');
    expect(within(dialog).getByLabelText('Deposit percent')).toHaveValue(10);
    expect(kind).toHaveAccessibleDescription(
      'The client pays $462.00 on acceptance, by a deposit invoice',
    );

    fireEvent.change(kind, { target: { value: 'amount' } });
    type('Deposit amount (USD)', '5000');
    expect(kind).toHaveAccessibleDescription(PaymentMessages.depositTooLarge);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update Proposal' }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith(
        'deposit: The deposit cannot be more than the total',
      ),
    );
    const amount = within(dialog).getByLabelText('Deposit amount (USD)');
    expect(amount).toBeInvalid();
    expect(amount).toHaveAccessibleDescription(PaymentMessages.depositTooLarge);

    type('Deposit amount (USD)', '1000');
    // Typing again checks the field anew, which clears the server's refusal.
    await waitFor(() =>
      expect(kind).toHaveAccessibleDescription(
        'The client pays $1,000.00 on acceptance, by a deposit invoice',
      ),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update Proposal' }));
    await waitFor(() => expect(sent?.input.deposit).toEqual({ amount: 1000 }));
  });

  it('sends no deposit as null', async () => {
    const proposal = aProposal({
      deposit: { __typename: 'Discount', percent: null, amount: 200 },
      depositAmount: 200,
    });
    let sent: { id: string; input: ProposalInput } | undefined;
    renderView([
      proposalsAnswer([proposal]),
      latestAnswer([proposal]),
      {
        request: {
          query: UpdateProposalDocument,
          variables: (variables: { id: string; input: ProposalInput }) => {
            sent = variables;
            return true;
          },
        },
        result: { data: { updateProposal: proposal } },
      },
    ]);

    fireEvent.click(within(await table()).getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Proposal' });
    expect(within(dialog).getByLabelText('Deposit amount (USD)')).toHaveValue(200);
    fireEvent.change(within(dialog).getByLabelText(/Deposit on acceptance/), {
      target: { value: 'none' },
    });
    expect(within(dialog).queryByLabelText('Deposit amount (USD)')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update Proposal' }));
    await waitFor(() => expect(sent?.input.deposit).toBeNull());
  });

  it('deletes after confirming', async () => {
    const proposal = aProposal();
    renderView([
      proposalsAnswer([proposal]),
      latestAnswer([proposal]),
      {
        request: { query: DeleteProposalDocument, variables: { id: 'p1' } },
        result: { data: { deleteProposal: 'p1' } },
      },
    ]);

    fireEvent.click(within(await table()).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Proposal' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete this proposal? This action cannot be undone.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(notify.success).toHaveBeenCalledWith('Proposal deleted successfully!');
  });

  it('duplicates a row as a new draft, refreshing the list', async () => {
    const proposal = aProposal({ status: 'accepted' });
    let listFetches = 0;
    const duplicated = jest.fn(() => ({
      data: {
        duplicateProposal: aProposal({
          id: 'p2',
          status: 'draft',
          proposalNumber: 'PROP-1767600000000',
        }),
      },
    }));
    renderView([
      proposalsAnswer([proposal], () => listFetches++),
      latestAnswer([proposal]),
      {
        request: { query: DuplicateProposalDocument, variables: { id: 'p1' } },
        result: duplicated,
      },
    ]);

    fireEvent.click(within(await table()).getByRole('button', { name: 'Duplicate' }));

    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith(DocumentMessages.proposal.duplicated),
    );
    expect(duplicated).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(listFetches).toBe(2));
  });

  it('creates the invoice of an accepted proposal and opens it on the invoices screen', async () => {
    const proposal = aProposal({ status: 'accepted' });
    const converted = jest.fn(() => ({
      data: {
        createInvoiceFromProposal: {
          __typename: 'Invoice' as const,
          id: 'i9',
          invoiceNumber: 'INV-9',
        },
      },
    }));
    const InvoicesProbe = () => <p>invoices at {useLocation().search}</p>;
    render(
      <MockedProvider
        mocks={[
          proposalsAnswer([proposal]),
          latestAnswer([proposal]),
          {
            request: { query: CreateInvoiceFromProposalDocument, variables: { proposalId: 'p1' } },
            result: converted,
          },
        ]}
      >
        <MemoryRouter initialEntries={['/proposals']}>
          <Routes>
            <Route
              path="/proposals"
              element={<ProposalsView pdfMode="download" emailMode="send" draftMode="draft" />}
            />
            <Route path="/invoices" element={<InvoicesProbe />} />
          </Routes>
        </MemoryRouter>
      </MockedProvider>,
    );

    fireEvent.click(within(await table()).getByRole('button', { name: 'Create invoice' }));

    expect(await screen.findByText('invoices at ?edit=i9')).toBeInTheDocument();
    expect(notify.success).toHaveBeenCalledWith(DocumentMessages.conversion.invoiced);
    expect(converted).toHaveBeenCalledTimes(1);
  });

  it('offers Create invoice on accepted proposals only, and View invoice once it exists', async () => {
    const rows = [
      aProposal({ id: 'p1', proposalTitle: 'Sent one', status: 'sent' }),
      aProposal({ id: 'p2', proposalTitle: 'Accepted one', status: 'accepted' }),
      aProposal({
        id: 'p3',
        proposalTitle: 'Invoiced one',
        status: 'accepted',
        invoiceId: 'i3',
        invoiceNumber: 'INV-3',
      }),
    ];
    renderView([proposalsAnswer(rows), latestAnswer(rows)]);
    const list = await table();
    const rowOf = (title: string) =>
      within(list)
        .getAllByRole('row')
        .find((row) => row.textContent?.includes(title))!;
    expect(within(rowOf('Sent one')).queryByRole('button', { name: /invoice/i })).toBeNull();
    expect(
      within(rowOf('Accepted one')).getByRole('button', { name: 'Create invoice' }),
    ).toBeEnabled();
    expect(
      within(rowOf('Invoiced one')).getByRole('button', { name: 'View invoice INV-3' }),
    ).toBeEnabled();
  });

  it("toasts the server's reason when a duplicate is refused (the plan's limit)", async () => {
    const proposal = aProposal();
    const limit =
      'You have used all 5 proposals of your Trial Plan for this period. Upgrade your plan on the Pricing page to create more.';
    renderView([
      proposalsAnswer([proposal]),
      latestAnswer([proposal]),
      {
        request: { query: DuplicateProposalDocument, variables: { id: 'p1' } },
        result: { errors: [new GraphQLError(limit, { extensions: { code: 'FORBIDDEN' } })] },
      },
    ]);

    fireEvent.click(within(await table()).getByRole('button', { name: 'Duplicate' }));

    await waitFor(() => expect(notify.error).toHaveBeenCalledWith(limit));
    expect(notify.success).not.toHaveBeenCalled();
  });

  describe('PDF', () => {
    const proposal = aProposal();
    const link = (preview: boolean): MockLink.MockedResponse => ({
      request: {
        query: DocumentPdfLinkDocument,
        variables: { kind: 'proposal', id: 'p1', preview },
      },
      result: {
        data: { pdfLink: { __typename: 'PdfLink', url: '/api/pdf/download?token=t' } },
      },
    });
    const { fetch } = globalThis;
    const { createObjectURL, revokeObjectURL } = URL;
    afterEach(() => {
      jest.restoreAllMocks();
      Object.assign(globalThis, { fetch });
      Object.assign(URL, { createObjectURL, revokeObjectURL });
    });

    it('lets a trial user preview it in a new tab, not download it', async () => {
      const tab = { opener: window, location: { replace: jest.fn() }, close: jest.fn() };
      jest.spyOn(window, 'open').mockReturnValue(tab as never);
      renderView([proposalsAnswer([proposal]), latestAnswer([proposal]), link(true)], 'preview');

      const row = within(await table()).getAllByRole('row')[1];
      expect(within(row).queryByRole('button', { name: 'Download PDF' })).not.toBeInTheDocument();
      fireEvent.click(within(row).getByRole('button', { name: 'Preview' }));

      await waitFor(() =>
        expect(tab.location.replace).toHaveBeenCalledWith(
          'http://localhost/api/pdf/download?token=t',
        ),
      );
    });

    it('downloads it as {proposalNumber}.pdf on a paid plan', async () => {
      const saved: HTMLAnchorElement[] = [];
      globalThis.fetch = jest.fn(async () => ({
        ok: true,
        blob: async () => new Blob(['%PDF']),
      })) as never;
      URL.createObjectURL = jest.fn(() => 'blob:pdf');
      URL.revokeObjectURL = jest.fn();
      jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
        this: HTMLAnchorElement,
      ) {
        saved.push(this);
      });
      renderView([proposalsAnswer([proposal]), latestAnswer([proposal]), link(false)], 'download');

      const row = within(await table()).getAllByRole('row')[1];
      fireEvent.click(within(row).getByRole('button', { name: 'Download PDF' }));

      await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Proposal PDF downloaded!'));
      expect(globalThis.fetch).toHaveBeenCalledWith('/api/pdf/download?token=t');
      expect(saved[0]).toMatchObject({ download: `${proposal.proposalNumber}.pdf` });
    });
  });

  describe('Send by e-mail', () => {
    const proposal = aProposal({ status: 'draft' });
    const sendDialog = () => screen.getByRole('dialog', { name: 'Send Proposal by E-mail' });
    const send = (
      answer: MockLink.MockedResponse['result'] = {
        data: {
          sendProposal: {
            __typename: 'EmailSend',
            id: 's1',
            status: 'queued',
            error: null,
            recipient: proposal.clientEmail,
            cc: [],
            subject: 'Proposal: Website redesign',
          },
        },
      },
    ): MockLink.MockedResponse => ({
      // Nothing edited: no field of the input, so the api sends its defaults.
      request: { query: SendProposalDocument, variables: { id: 'p1', input: {} } },
      result: answer,
    });
    const polled = (status: string, error: string | null = null): MockLink.MockedResponse => ({
      request: { query: DocumentEmailSendDocument, variables: { id: 's1' } },
      result: {
        data: {
          emailSend: {
            __typename: 'EmailSend',
            id: 's1',
            status,
            error,
            recipient: proposal.clientEmail,
            subject: 'Proposal: Website redesign',
            openCount: 0,
            lastOpenedAt: null,
            sentAt: status === 'sent' ? '2026-01-06T09:00:00.000Z' : null,
          },
        },
      },
    });

    async function openSendDialog() {
      fireEvent.click(within(await table()).getByRole('button', { name: 'Send by e-mail' }));
      return sendDialog();
    }

    it('prefills the recipient, the spec subject and greeting, then sends and refreshes the list', async () => {
      let listFetches = 0;
      renderView(
        [
          proposalsAnswer([proposal], () => listFetches++),
          latestAnswer([proposal]),
          send(),
          polled('sent'),
        ],
        'download',
      );

      const dialog = await openSendDialog();
      expect(within(dialog).getByLabelText('To')).toHaveValue('jane@initech.example');
      expect(within(dialog).getByLabelText('Subject')).toHaveValue('Proposal: Website redesign');
      expect(within(dialog).getByLabelText('Message')).toHaveValue(
        emailBodyLines({
          kind: 'proposal',
          clientName: 'Jane Client',
          senderName: proposal.companyName,
          title: 'Website redesign',
          number: 'PROP-1767571200000',
        }).join('\n'),
      );
      expect(dialog).toHaveTextContent('PROP-1767571200000.pdf is attached');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));

      expect(await within(dialog).findByRole('button', { name: 'Sending...' })).toBeDisabled();
      await waitFor(
        () => expect(notify.success).toHaveBeenCalledWith('Proposal sent to jane@initech.example'),
        { timeout: 3000 },
      );
      expect(dialog).not.toBeInTheDocument();
      expect(listFetches).toBe(2);
    });

    it("shows the spec alert with the server's reason when sending fails", async () => {
      renderView(
        [
          proposalsAnswer([proposal]),
          latestAnswer([proposal]),
          send(),
          polled('failed', '550 Mailbox unavailable'),
        ],
        'download',
      );

      const dialog = await openSendDialog();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));

      const alert = await within(dialog).findByRole('alert', {}, { timeout: 3000 });
      expect(alert).toHaveTextContent('Failed to generate PDF for email. Please try again.');
      expect(alert).toHaveTextContent('550 Mailbox unavailable');
      expect(notify.error).toHaveBeenCalledWith(
        'Failed to generate PDF for email. Please try again.',
        '550 Mailbox unavailable',
      );
      expect(within(dialog).getByRole('button', { name: 'Try Again' })).toBeEnabled();
    });

    it('shows a field the server refused under it, keeping the edits', async () => {
      const refused = new GraphQLError(`subject: ${EmailSendMessages.subjectMax}`, {
        extensions: {
          code: 'VALIDATION_FAILED',
          fields: [{ field: 'subject', code: 'MAX_LENGTH', message: EmailSendMessages.subjectMax }],
        },
      });
      renderView(
        [
          proposalsAnswer([proposal]),
          latestAnswer([proposal]),
          {
            request: {
              query: SendProposalDocument,
              variables: { id: 'p1', input: { subject: 'A shorter subject' } },
            },
            result: { errors: [refused] },
          },
        ],
        'download',
      );

      const dialog = await openSendDialog();
      const subject = within(dialog).getByLabelText('Subject');
      fireEvent.change(subject, { target: { value: 'A shorter subject' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));

      await waitFor(() => expect(subject).toHaveAttribute('aria-invalid', 'true'));
      expect(document.getElementById(subject.getAttribute('aria-describedby')!)).toHaveTextContent(
        EmailSendMessages.subjectMax,
      );
      expect(subject).toHaveValue('A shorter subject');
      expect(within(dialog).getByRole('button', { name: 'Send' })).toBeEnabled();
      expect(notify.error).not.toHaveBeenCalled();
    });

    it("turns into the upgrade hint when the server says the plan doesn't allow it", async () => {
      const refused = new GraphQLError('Upgrade to e-mail proposals.', {
        extensions: { code: 'PLAN_REQUIRED' },
      });
      renderView(
        [proposalsAnswer([proposal]), latestAnswer([proposal]), send({ errors: [refused] })],
        'download',
      );

      const dialog = await openSendDialog();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));

      expect(await within(dialog).findByRole('note')).toHaveTextContent(
        'Upgrade to e-mail proposals.',
      );
      expect(within(dialog).queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
      expect(notify.error).not.toHaveBeenCalled();
    });

    it('shows a trial user which plans allow it, and the way to the pricing', async () => {
      renderView([proposalsAnswer([proposal]), latestAnswer([proposal])], 'preview');

      const dialog = await openSendDialog();
      expect(within(dialog).getByText('Subject').nextSibling).toHaveTextContent(
        'Proposal: Website redesign',
      );
      expect(within(dialog).getByRole('note')).toHaveTextContent(
        DocumentMessages.exportPlanRequired,
      );
      expect(within(dialog).queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
      expect(
        within(dialog).queryByRole('button', { name: 'Open in my mail app' }),
      ).not.toBeInTheDocument();

      fireEvent.click(within(dialog).getByRole('button', { name: 'View Pricing Plans' }));
      expect(onViewPricing).toHaveBeenCalled();
      expect(dialog).not.toBeInTheDocument();
    });

    describe('Open in my mail app', () => {
      const { fetch } = globalThis;
      const { createObjectURL, revokeObjectURL } = URL;
      let followed: HTMLAnchorElement[];
      beforeEach(() => {
        followed = [];
        URL.createObjectURL = jest.fn(() => 'blob:pdf');
        URL.revokeObjectURL = jest.fn();
        jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
          this: HTMLAnchorElement,
        ) {
          followed.push(this);
        });
      });
      afterEach(() => {
        jest.restoreAllMocks();
        Object.assign(globalThis, { fetch });
        Object.assign(URL, { createObjectURL, revokeObjectURL });
      });
      const link: MockLink.MockedResponse = {
        request: {
          query: DocumentPdfLinkDocument,
          variables: { kind: 'proposal', id: 'p1', preview: false },
        },
        result: {
          data: { pdfLink: { __typename: 'PdfLink', url: '/api/pdf/download?token=t' } },
        },
      };

      it('saves the PDF, opens a mail draft and marks the proposal sent', async () => {
        globalThis.fetch = jest.fn(async () => ({
          ok: true,
          blob: async () => new Blob(['%PDF']),
        })) as never;
        let update: { id: string; input: ProposalInput } | undefined;
        renderView(
          [
            proposalsAnswer([proposal]),
            latestAnswer([proposal]),
            link,
            {
              request: {
                query: UpdateProposalDocument,
                variables: (variables: { id: string; input: ProposalInput }) => {
                  update = variables;
                  return true;
                },
              },
              result: { data: { updateProposal: { ...proposal, status: 'sent' } } },
            },
          ],
          'download',
        );

        const dialog = await openSendDialog();
        fireEvent.click(within(dialog).getByRole('button', { name: 'Open in my mail app' }));

        expect(await within(dialog).findByText(/is now marked as sent/)).toBeInTheDocument();
        expect(followed.map((a) => a.download || a.href)).toEqual([
          'PROP-1767571200000.pdf',
          expect.stringMatching(
            /^mailto:jane@initech\.example\?subject=Proposal%3A%20Website%20redesign&body=Hello%20Jane%20Client%2C%0D%0A/,
          ),
        ]);
        const body = new URL(followed[1].href).searchParams.get('body');
        expect(body).toContain('Please find attached the proposal PROP-1767571200000');
        expect(body).toContain('for your review.');
        expect(update).toMatchObject({
          id: 'p1',
          input: {
            status: 'sent',
            proposalTitle: 'Website redesign',
            proposalDate: '2026-01-05',
            expirationDate: '2026-02-05',
            services: [
              { description: 'Design', price: 1200, quantity: 1 },
              { description: 'Build', price: 85.5, quantity: 40 },
            ],
          },
        });
      });

      it('shows the spec alert when the PDF cannot be made, and opens no draft', async () => {
        globalThis.fetch = jest.fn(async () => ({
          ok: false,
          status: 504,
          json: async () => ({ status: 'error', message: 'The PDF took too long to render.' }),
        })) as never;
        renderView([proposalsAnswer([proposal]), latestAnswer([proposal]), link], 'download');

        const dialog = await openSendDialog();
        fireEvent.click(within(dialog).getByRole('button', { name: 'Open in my mail app' }));

        expect(await within(dialog).findByRole('alert')).toHaveTextContent(
          'Failed to generate PDF for email. Please try again.',
        );
        expect(notify.error).toHaveBeenCalledWith(
          'Failed to generate PDF for email. Please try again.',
          'The PDF took too long to render.',
        );
        expect(followed).toEqual([]);
      });
    });

    it('hints at the e-mails beside the status', async () => {
      renderView([
        proposalsAnswer([
          aProposal({ id: 'p1', emailOpenCount: 2, lastEmailStatus: 'sent' }),
          aProposal({ id: 'p2', proposalTitle: 'Logo', lastEmailStatus: 'failed' }),
        ]),
        latestAnswer([proposal]),
      ]);

      const rows = within(await table()).getAllByRole('row');
      expect(rows[1]).toHaveTextContent('SENTE-mail: Opened 2×');
      expect(rows[2]).toHaveTextContent('E-mail: Failed');
    });
  });
});
