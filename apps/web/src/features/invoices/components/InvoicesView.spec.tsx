import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter } from 'react-router';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { DocumentMessages, invoiceAmountLine } from '@dealdraft/domain';
import {
  DocumentEmailSendDocument,
  DocumentPdfLinkDocument,
  DuplicateInvoiceDocument,
  InvoiceDocument,
  InvoiceCreditNotesDocument,
  InvoicePaymentsDocument,
  InvoicesDocument,
  SendInvoiceDocument,
  UpdateInvoiceDocument,
  type InvoiceInput,
} from '@/generated/graphql';
import { senderProfileAnswer } from '@/features/documents/testing/sender-profile';
import { notify } from '@/lib/toast';
import type { Invoice } from '../hooks/useInvoices';
import { anInvoice } from '../testing/invoice-fixtures';
import { InvoicesView } from './InvoicesView';

jest.mock('@/lib/toast', () => ({
  notify: { success: jest.fn(), error: jest.fn(), info: jest.fn() },
}));

// Radix Select scrolls its options into view and captures the pointer; jsdom does neither.
beforeAll(() => {
  Object.assign(Element.prototype, {
    hasPointerCapture: () => false,
    releasePointerCapture: () => {},
    scrollIntoView: () => {},
  });
});

const connection = (nodes: Invoice[]) => ({
  __typename: 'InvoiceConnection',
  nodes,
  totalCount: nodes.length,
  pageInfo: { __typename: 'PageInfo', endCursor: null, hasNextPage: false },
});

function renderView(
  invoices: Invoice[],
  more: MockLink.MockedResponse[] = [],
  plan: 'paid' | 'trial' = 'trial',
  url = '/invoices',
  /** How many share the workspace (the sender profile query answers it). */
  memberCount = 1,
) {
  render(
    <MockedProvider
      mocks={[
        {
          request: { query: InvoicesDocument, variables: { first: 50 } },
          result: { data: { invoices: connection(invoices) } },
          maxUsageCount: 2,
        },
        senderProfileAnswer(
          invoices[0] && {
            name: invoices[0].businessName,
            email: invoices[0].businessEmail,
            address: invoices[0].businessAddress,
            phone: invoices[0].businessPhone,
            taxNumber: invoices[0].businessNumber,
            paymentTerms: invoices[0].paymentTerms,
            memberCount,
          },
        ),
        ...more,
      ]}
    >
      <MemoryRouter initialEntries={[url]}>
        <InvoicesView
          pdfMode={plan === 'paid' ? 'download' : 'preview'}
          emailMode={plan === 'paid' ? 'send' : 'upgrade'}
          onViewPricing={jest.fn()}
        />
      </MemoryRouter>
    </MockedProvider>,
  );
}

const table = () => screen.findByRole('table', { name: 'Invoices' });

describe('InvoicesView', () => {
  afterEach(() => jest.clearAllMocks());

  it('opens the edit form of the invoice a link names (?edit=<id>, from the top-bar search)', async () => {
    const invoice = anInvoice();
    renderView(
      [invoice],
      [
        {
          request: { query: InvoiceDocument, variables: { id: invoice.id } },
          result: { data: { invoice } },
        },
      ],
      'trial',
      `/invoices?edit=${invoice.id}`,
    );

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByDisplayValue(invoice.invoiceNumber)).toBeInTheDocument();
  });

  it('lists the invoices under the spec columns', async () => {
    renderView([anInvoice({ status: 'overdue' })]);

    expect(screen.getByText('Create and manage your invoices')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search invoices...')).toBeInTheDocument();
    const headers = within(await table()).getAllByRole('columnheader');
    expect(headers.map((th) => th.textContent)).toEqual([
      'Invoice #',
      'Client',
      'Date',
      'Amount',
      'Status',
      'Actions',
    ]);
    const row = within(await table()).getAllByRole('row')[1];
    expect(row).toHaveTextContent('INV-1767571200000');
    expect(row).toHaveTextContent('$1,200.00');
    expect(within(row).getByText('OVERDUE')).toHaveClass('text-warning-foreground');
  });

  it("shows a partly paid invoice's balance under its amount, and opens its payments", async () => {
    renderView(
      [
        anInvoice({ status: 'partially_paid', amountPaid: 500, balanceDue: 700 }),
        anInvoice({
          id: 'i2',
          invoiceNumber: 'INV-2',
          status: 'paid',
          amountPaid: 1200,
          balanceDue: 0,
        }),
      ],
      [
        {
          request: { query: InvoicePaymentsDocument, variables: { invoiceId: 'i1' } },
          result: { data: { invoicePayments: [] } },
        },
      ],
    );
    const [, partial, paid] = within(await table()).getAllByRole('row');
    expect(within(partial).getByText('PARTIALLY PAID')).toHaveClass('text-progress');
    expect(partial).toHaveTextContent('Balance $700.00');
    expect(paid).not.toHaveTextContent('Balance');

    fireEvent.click(within(partial).getByRole('button', { name: 'Payments' }));
    const dialog = screen.getByRole('dialog', { name: 'Payments for INV-1767571200000' });
    expect(within(dialog).getByLabelText('Amounts')).toHaveTextContent('$700.00');
    expect(await within(dialog).findByText('No payments recorded yet.')).toBeVisible();
  });

  it('offers a credit note as its own row action, opening the form at once', async () => {
    renderView(
      [
        anInvoice({ status: 'sent', amountPaid: 0, balanceDue: 1200 }),
        anInvoice({ id: 'i2', invoiceNumber: 'INV-2', status: 'draft' }),
      ],
      [
        {
          request: { query: InvoicePaymentsDocument, variables: { invoiceId: 'i1' } },
          result: { data: { invoicePayments: [] } },
        },
        {
          request: { query: InvoiceCreditNotesDocument, variables: { invoiceId: 'i1' } },
          result: { data: { invoiceCreditNotes: [] } },
        },
      ],
    );
    const [, sent, draft] = within(await table()).getAllByRole('row');
    // A draft is edited, not credited.
    expect(within(draft).queryByRole('button', { name: 'Credit note…' })).toBeNull();
    fireEvent.click(within(sent).getByRole('button', { name: 'Credit note…' }));
    const dialog = screen.getByRole('dialog', { name: 'Payments for INV-1767571200000' });
    expect(within(dialog).getByRole('form', { name: 'Issue a credit note' })).toBeVisible();
  });

  it('says so when there are none, with Create Your First Invoice', async () => {
    renderView([]);
    expect(await screen.findByRole('heading', { name: 'No invoices found' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Create Your First Invoice' }));
    expect(screen.getByRole('dialog', { name: 'Create New Invoice' })).toBeInTheDocument();
  });

  it("prefills a new invoice's business details and payment terms from the workspace profile", async () => {
    renderView([anInvoice()]);
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Create Invoice' }));

    const dialog = screen.getByRole('dialog', { name: 'Create New Invoice' });
    for (const section of [
      'Business Information',
      'Client Information',
      'Invoice Details',
      'Line Items',
      'Additional Information',
    ]) {
      expect(within(dialog).getByRole('group', { name: section })).toBeInTheDocument();
    }
    // The business details come from their own query, which may answer after the dialog opened.
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Business Name')).toHaveValue('Lovelace Studio'),
    );
    expect(within(dialog).getByLabelText(/Business Number/)).toHaveValue('GB123');
    expect(within(dialog).getByLabelText(/Payment Terms/)).toHaveValue('Net 30');
    expect(within(dialog).getByLabelText('Client Name')).toHaveValue('');
    expect(within(dialog).getByLabelText('Invoice Number')).toBeDisabled();
  });

  it('offers "Created by me" only in a workspace with teammates, and lists what the server answers', async () => {
    const mine = anInvoice({ id: 'i-mine', invoiceNumber: 'INV-MINE' });
    const theirs = anInvoice({ id: 'i-theirs', invoiceNumber: 'INV-THEIRS' });
    renderView(
      [mine, theirs],
      [
        {
          request: { query: InvoicesDocument, variables: { first: 50, createdByMe: true } },
          result: { data: { invoices: connection([mine]) } },
        },
      ],
      'trial',
      '/invoices',
      3,
    );
    expect(await within(await table()).findByText('INV-THEIRS')).toBeInTheDocument();

    const creator = await screen.findByRole('combobox', { name: 'Filter by creator' });
    fireEvent.keyDown(creator, { key: 'Enter' });
    fireEvent.click(await screen.findByRole('option', { name: 'Created by me' }));

    await waitFor(() => expect(screen.queryByText('INV-THEIRS')).not.toBeInTheDocument());
    expect(within(await table()).getByText('INV-MINE')).toBeInTheDocument();
  });

  it('asks a solo workspace no "by whom"', async () => {
    renderView([anInvoice()]);
    await table();
    expect(screen.queryByRole('combobox', { name: 'Filter by creator' })).not.toBeInTheDocument();
  });

  it('marks an invoice paid', async () => {
    const invoice = anInvoice();
    let sent: InvoiceInput | undefined;
    renderView(
      [invoice],
      [
        {
          request: {
            query: UpdateInvoiceDocument,
            variables: (variables: { id: string; input: InvoiceInput }) => {
              sent = variables.input;
              return variables.id === 'i1';
            },
          },
          result: { data: { updateInvoice: { ...invoice, status: 'paid' } } },
        },
      ],
    );

    fireEvent.click(within(await table()).getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Invoice' });
    expect(within(dialog).getByRole('status', { name: 'Total' })).toHaveTextContent('$1,200.00');
    fireEvent.keyDown(within(dialog).getByLabelText('Status'), { key: 'Enter' });
    fireEvent.click(await screen.findByRole('option', { name: 'Paid' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update Invoice' }));

    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith('Invoice updated successfully!'),
    );
    expect(sent).toMatchObject({
      status: 'paid',
      invoiceNumber: invoice.invoiceNumber,
      lineItems: [{ description: 'Design', extraDetails: 'Two rounds of revisions', rate: 1200 }],
    });
  });

  it('duplicates a row as a new draft', async () => {
    const invoice = anInvoice();
    const duplicated = jest.fn(() => ({
      data: { duplicateInvoice: anInvoice({ id: 'i2', status: 'draft' }) },
    }));
    renderView(
      [invoice],
      [
        {
          request: { query: DuplicateInvoiceDocument, variables: { id: invoice.id } },
          result: duplicated,
        },
      ],
    );

    fireEvent.click(within(await table()).getByRole('button', { name: 'Duplicate' }));

    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith(DocumentMessages.invoice.duplicated),
    );
    expect(duplicated).toHaveBeenCalledTimes(1);
  });

  it('e-mails an invoice with the copies and subject the user edited', async () => {
    const invoice = anInvoice({ status: 'draft' });
    const emailSend = (status: string) => ({
      __typename: 'EmailSend',
      id: 's1',
      status,
      error: null,
      recipient: invoice.clientEmail,
      cc: ['boss@initech.example'],
      subject: 'November invoice',
    });
    renderView(
      [invoice],
      [
        {
          request: {
            query: SendInvoiceDocument,
            variables: {
              id: 'i1',
              input: { cc: ['boss@initech.example'], subject: 'November invoice' },
            },
          },
          result: { data: { sendInvoice: emailSend('queued') } },
        },
        {
          request: { query: DocumentEmailSendDocument, variables: { id: 's1' } },
          result: {
            data: {
              emailSend: {
                ...emailSend('sent'),
                openCount: 0,
                lastOpenedAt: null,
                sentAt: '2026-01-06T09:00:00.000Z',
              },
            },
          },
        },
      ],
      'paid',
    );

    fireEvent.click(within(await table()).getByRole('button', { name: 'Send by e-mail' }));
    const dialog = screen.getByRole('dialog', { name: 'Send Invoice by E-mail' });
    expect(within(dialog).getByLabelText('To')).toHaveValue('jane@initech.example');
    expect(within(dialog).getByLabelText('Subject')).toHaveValue('Invoice: INV-1767571200000');
    expect((within(dialog).getByLabelText('Message') as HTMLTextAreaElement).value).toContain(
      invoiceAmountLine(invoice.amount, invoice.dueDate ?? null),
    );
    fireEvent.change(within(dialog).getByLabelText(/^CC/), {
      target: { value: 'boss@initech.example' },
    });
    fireEvent.change(within(dialog).getByLabelText('Subject'), {
      target: { value: 'November invoice' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));

    await waitFor(
      () => expect(notify.success).toHaveBeenCalledWith('Invoice sent to jane@initech.example'),
      { timeout: 3000 },
    );
    expect(dialog).not.toBeInTheDocument();
  });

  it('previews its PDF through the one document pdfLink operation, as an invoice', async () => {
    const tab = { opener: window, location: { replace: jest.fn() }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockReturnValue(tab as never);
    renderView(
      [anInvoice()],
      [
        {
          request: {
            query: DocumentPdfLinkDocument,
            variables: { kind: 'invoice', id: 'i1', preview: true },
          },
          result: {
            data: { pdfLink: { __typename: 'PdfLink', url: '/api/pdf/download?token=t' } },
          },
        },
      ],
    );

    const row = within(await table()).getAllByRole('row')[1];
    fireEvent.click(within(row).getByRole('button', { name: 'Preview' }));

    await waitFor(() =>
      expect(tab.location.replace).toHaveBeenCalledWith(
        'http://localhost/api/pdf/download?token=t',
      ),
    );
    open.mockRestore();
  });

  it('gives a trial user the upgrade hint on Send', async () => {
    renderView([anInvoice({ emailOpenCount: 1, lastEmailStatus: 'sent' })]);

    const row = within(await table()).getAllByRole('row')[1];
    expect(row).toHaveTextContent('E-mail: Opened 1×');
    fireEvent.click(within(row).getByRole('button', { name: 'Send by e-mail' }));
    const dialog = screen.getByRole('dialog', { name: 'Send Invoice by E-mail' });
    expect(within(dialog).getByRole('note')).toHaveTextContent(DocumentMessages.exportPlanRequired);
    expect(within(dialog).getByRole('button', { name: 'View Pricing Plans' })).toBeInTheDocument();
  });
});
