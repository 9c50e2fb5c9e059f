import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { CreditNoteMessages, todayIso } from '@dealdraft/domain';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import {
  CreateCreditNoteDocument,
  InvoiceCreditNotesDocument,
  InvoicePaymentsDocument,
  SendCreditNoteDocument,
} from '@/generated/graphql';
import { fetchFile, saveFile } from '@/lib/download';
import { formatDate } from '@/lib/format';
import { notify } from '@/lib/toast';
import type { CreditNote } from '../hooks/useInvoiceCreditNotes';
import type { Invoice } from '../hooks/useInvoices';
import { anInvoice } from '../testing/invoice-fixtures';
import { InvoicePaymentsDialog } from './InvoicePaymentsDialog';

jest.mock('@/lib/toast', () => ({
  notify: { success: jest.fn(), error: jest.fn(), info: jest.fn() },
}));
jest.mock('@/lib/download', () => ({
  ...jest.requireActual<typeof import('@/lib/download')>('@/lib/download'),
  fetchFile: jest.fn(),
  saveFile: jest.fn(),
}));

const INVOICE_ID = 'i1';
const today = todayIso();

function aCreditNote(overrides: Partial<CreditNote> = {}): CreditNote {
  return {
    __typename: 'CreditNote',
    id: 'cn1',
    invoiceId: INVOICE_ID,
    creditNoteNumber: 'CN-0001',
    issuedOn: '2026-01-20',
    reason: 'Late delivery',
    amount: 200,
    currency: 'USD',
    sendStatus: null,
    ...overrides,
  };
}

const noPayments: MockLink.MockedResponse = {
  request: { query: InvoicePaymentsDocument, variables: { invoiceId: INVOICE_ID } },
  result: { data: { invoicePayments: [] } },
  maxUsageCount: 10,
};

const creditNotesAnswer = (notes: CreditNote[]): MockLink.MockedResponse => ({
  request: { query: InvoiceCreditNotesDocument, variables: { invoiceId: INVOICE_ID } },
  result: { data: { invoiceCreditNotes: notes } },
});

function renderDialog(invoice: Invoice, mocks: MockLink.MockedResponse[]) {
  render(
    <MockedProvider mocks={[noPayments, ...mocks]}>
      <InvoicePaymentsDialog invoice={invoice} onClose={jest.fn()} />
    </MockedProvider>,
  );
  return screen.getByRole('dialog', { name: /^Payments for INV-1767571200000/ });
}

const credited = anInvoice({ amountCredited: 200, balanceDue: 1000 });

afterEach(() => jest.clearAllMocks());

describe('CreditNotesSection', () => {
  it('lists the credit notes: number, date, reason, amount and their last e-mail', async () => {
    const dialog = renderDialog(credited, [
      creditNotesAnswer([
        aCreditNote(),
        aCreditNote({
          id: 'cn2',
          creditNoteNumber: 'CN-0002',
          reason: 'Goodwill',
          amount: 50.5,
          sendStatus: 'sent',
        }),
      ]),
    ]);
    const list = await within(dialog).findByRole('list', { name: 'Credit notes' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('CN-0001');
    expect(first).toHaveTextContent(formatDate('2026-01-20'));
    expect(first).toHaveTextContent('Late delivery');
    expect(first).toHaveTextContent('$200.00');
    expect(second).toHaveTextContent('$50.50');
    expect(second).toHaveTextContent('Sent');
  });

  it('downloads a PDF with the session and sends a note, toasting the plan refusal', async () => {
    jest.mocked(fetchFile).mockResolvedValue(new Blob(['%PDF']));
    const upgrade = 'Sending documents requires a paid plan';
    const dialog = renderDialog(credited, [
      creditNotesAnswer([aCreditNote()]),
      {
        request: { query: SendCreditNoteDocument, variables: { id: 'cn1' } },
        result: { errors: [new GraphQLError(upgrade, { extensions: { code: 'FORBIDDEN' } })] },
      },
      {
        request: { query: SendCreditNoteDocument, variables: { id: 'cn1' } },
        result: { data: { sendCreditNote: aCreditNote({ sendStatus: 'queued' }) } },
      },
    ]);
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Download CN-0001 as PDF' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(expect.any(Blob), 'CN-0001.pdf'));
    expect(fetchFile).toHaveBeenCalledWith('/api/credit-notes/cn1/pdf', null);
    expect(notify.success).toHaveBeenCalledWith('Credit note downloaded');

    const send = within(dialog).getByRole('button', { name: 'Send CN-0001 to the client' });
    fireEvent.click(send);
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith(upgrade));
    await waitFor(() => expect(send).toBeEnabled());
    fireEvent.click(send);
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(CreditNoteMessages.queued));
    expect(await within(dialog).findByText('Sending')).toBeVisible();
  });

  it('issues part of the balance: prefilled in full, the reason required, the balance after it', async () => {
    const invoice = anInvoice({ status: 'partially_paid', amountPaid: 500, balanceDue: 700 });
    const issued = jest.fn();
    const note = aCreditNote({ issuedOn: today, reason: 'Scope cut', amount: 200 });
    const dialog = renderDialog(invoice, [
      creditNotesAnswer([]),
      {
        request: {
          query: CreateCreditNoteDocument,
          variables: {
            invoiceId: INVOICE_ID,
            input: { amount: 200, reason: 'Scope cut', issuedOn: today },
          },
        },
        result: () => {
          issued();
          return {
            data: {
              createCreditNote: {
                __typename: 'CreditNoteResult',
                creditNote: note,
                invoice: { ...invoice, amountCredited: 200, balanceDue: 500 },
              },
            },
          };
        },
      },
      creditNotesAnswer([note]),
    ]);
    expect(await within(dialog).findByText('No credit notes issued yet.')).toBeVisible();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Issue a credit note' }));
    const form = within(dialog).getByRole('form', { name: 'Issue a credit note' });
    const amount = within(form).getByLabelText('Amount (USD)');
    expect(amount).toHaveValue(700);
    expect(amount).toHaveAccessibleDescription(
      'The whole balance due: credits the invoice in full',
    );
    expect(within(form).getByLabelText('Date')).toHaveValue(today);

    fireEvent.change(amount, { target: { value: '800' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Issue credit note' }));
    expect(amount).toHaveAccessibleDescription(CreditNoteMessages.overBalance('$700.00'));
    expect(within(form).getByLabelText('Reason')).toHaveAccessibleDescription(
      CreditNoteMessages.reasonRequired,
    );
    expect(issued).not.toHaveBeenCalled();

    fireEvent.change(amount, { target: { value: '200' } });
    fireEvent.change(within(form).getByLabelText('Reason'), { target: { value: ' Scope cut ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Issue credit note' }));

    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(CreditNoteMessages.created));
    expect(issued).toHaveBeenCalledTimes(1);
    const amounts = within(within(dialog).getByLabelText('Amounts'));
    expect(amounts.getByText('Credited').nextSibling).toHaveTextContent('$200.00');
    expect(amounts.getByText('Balance due').nextSibling).toHaveTextContent('$500.00');
    const list = await within(dialog).findByRole('list', { name: 'Credit notes' });
    expect(list).toHaveTextContent('Scope cut');
    expect(within(dialog).queryByRole('form', { name: 'Issue a credit note' })).toBeNull();
  });

  it("shows the api's refusal under the field it names", async () => {
    const refusal = CreditNoteMessages.dateInFuture;
    const dialog = renderDialog(anInvoice(), [
      creditNotesAnswer([]),
      {
        request: { query: CreateCreditNoteDocument, variables: () => true },
        result: {
          errors: [
            new GraphQLError(`issuedOn: ${refusal}`, {
              extensions: {
                code: 'VALIDATION_FAILED',
                fields: [{ field: 'issuedOn', code: 'DATE_IN_FUTURE', message: refusal }],
              },
            }),
          ],
        },
      },
    ]);
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Issue a credit note' }));
    const form = within(dialog).getByRole('form', { name: 'Issue a credit note' });
    fireEvent.change(within(form).getByLabelText('Reason'), { target: { value: 'Goodwill' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Issue credit note' }));
    await waitFor(() =>
      expect(within(form).getByLabelText('Date')).toHaveAccessibleDescription(refusal),
    );
  });

  it('is left out of a draft (the api refuses to credit one)', () => {
    renderDialog(anInvoice({ status: 'draft' }), []);
    expect(screen.queryByRole('heading', { name: 'Credit notes' })).toBeNull();
  });

  it('keeps the notes of a settled invoice without the issue button', async () => {
    const dialog = renderDialog(
      anInvoice({ status: 'paid', amountCredited: 200, amountPaid: 1000, balanceDue: 0 }),
      [creditNotesAnswer([aCreditNote()])],
    );
    expect(await within(dialog).findByText('Late delivery')).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Issue a credit note' })).toBeNull();
  });
});

describe('InvoicePaymentsDialog deposits', () => {
  it("shows the proposal's paid deposit among the totals, so they add up to the balance", () => {
    const dialog = renderDialog(
      anInvoice({
        status: 'partially_paid',
        total: 1200,
        amountCredited: 100,
        depositDeducted: 300,
        amountPaid: 200,
        balanceDue: 600,
        depositInvoiceId: 'i0',
      }),
      [creditNotesAnswer([])],
    );
    const amounts = within(within(dialog).getByLabelText('Amounts'));
    expect(amounts.getByText('Deposit paid').nextSibling).toHaveTextContent('$300.00');
    expect(amounts.getByText('Deposit paid').nextSibling).toHaveAccessibleDescription(
      "Paid on the proposal's deposit invoice and taken off this one",
    );
    expect(amounts.getByText('Balance due').nextSibling).toHaveTextContent('$600.00');
  });

  it('marks a deposit invoice in its header', () => {
    renderDialog(anInvoice({ depositForProposalId: 'p1' }), [creditNotesAnswer([])]);
    expect(screen.getByRole('dialog')).toHaveTextContent('Deposit invoice');
  });
});
